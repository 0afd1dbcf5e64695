// French translation of ../about--corporate-brochure.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function CorporateBrochurePage() {
  return (
    <>
      <Lead>
        Notre brochure d’entreprise présente IBC Japan à ses nouveaux partenaires, banques et clients : qui
        nous sommes, comment nous sélectionnons et inspectons les véhicules, les marchés que nous desservons
        et les services qui accompagnent chaque achat.
      </Lead>
      <BulletSection
        title="Au sommaire de la brochure"
        items={[
          'Présentation de la société : notre histoire depuis 1998, nos bureaux et nos parcs à Yokohama, Nagoya et Osaka.',
          'Approvisionnement : nos adhésions aux ventes aux enchères, notre réseau de concessionnaires et le stock dont nous disposons en permanence.',
          'Qualité : le contrôle en 120 points dans notre parc, la vérification du compteur kilométrique et les inspections avant expédition.',
          'Logistique : expédition en RORO et en conteneur vers la Nouvelle-Zélande, l’Australie, l’Afrique, le Royaume-Uni et le Pacifique.',
          'Après-vente : politique de réclamation, plan de protection du véhicule, service d’inspection 360 et service export.',
        ]}
      />
      <Section title="Obtenir un exemplaire">
        <p>
          La brochure est disponible en anglais, au format PDF de 24 pages et en version imprimée. Demandez-la
          via la page de contact en précisant si vous avez besoin d’exemplaires imprimés pour un salon
          professionnel ou votre showroom ; nous les envoyons gratuitement par la poste aux concessionnaires
          inscrits.
        </p>
      </Section>
      <Callout title="Pour les banques et les auditeurs">
        Nous pouvons également fournir, sur demande, notre immatriculation au registre du commerce, notre
        licence d’exportation et des références de clients de longue date.
      </Callout>
      <NextSteps
        links={[
          ['Nous contacter', '/about/contact-us'],
          ['Réseau mondial', '/about/global-network'],
        ]}
      />
    </>
  );
}
