// French translation of ../services--quality-control.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function QualityControlPage() {
  return (
    <>
      <Lead>
        Chaque véhicule qui entre dans un parc IBC Japan passe un contrôle en 120 points réalisé par nos
        propres techniciens avant d’être mis en vente. Les résultats figurent sur la fiche de contrôle du
        véhicule : vous lisez exactement ce que notre équipe a constaté.
      </Lead>
      <BulletSection
        title="Ce que nous contrôlons"
        items={[
          'Démarrage du moteur, ralenti et voyants d’alerte, avec un diagnostic électronique des codes défaut enregistrés.',
          'Passage des rapports, état de la boîte CVT et du système hybride, et santé de la batterie sur les hybrides et les véhicules électriques.',
          'Panneaux de carrosserie, mesures d’épaisseur de peinture, rouille sur les bas de caisse et le soubassement, et traces de réparations antérieures.',
          'État de l’habitacle, sièges, tableau de bord, climatisation, vitres, rétroviseurs et équipements électriques.',
          'Profondeur des sculptures des pneus, roue de secours, cric, outillage, clés et manuels du propriétaire.',
        ]}
      />
      <Section title="Photos et notation">
        <p>
          Nous prenons au moins 40 photos de chaque véhicule, y compris du soubassement et du compartiment
          moteur, et les publions avec la traduction de la fiche d’enchères. Notre propre note suit l’échelle
          des ventes aux enchères, de 1 à 5, afin de pouvoir être comparée directement avec les véhicules
          proposés aux enchères ; un véhicule dont la structure a été réparée après un dommage porte la note
          R.
        </p>
      </Section>
      <Callout title="Véhicules non conformes">
        Les véhicules qui échouent au contrôle sur des points de sécurité sont réparés avant la vente ou
        vendus uniquement sur le marché intérieur japonais. Ils ne sont jamais proposés à nos clients export
        sans que le défaut soit signalé.
      </Callout>
      <NextSteps
        links={[
          ['Inspections avant expédition', '/services/pre-shipping-inspections'],
          ['Politique de réclamation', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
