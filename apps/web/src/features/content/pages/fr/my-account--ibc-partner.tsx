// French translation of ../my-account--ibc-partner.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function IbcPartnerPage() {
  return (
    <>
      <Lead>
        Partenaire IBC est notre programme destiné aux concessionnaires qui achètent régulièrement et
        souhaitent une collaboration plus étroite : priorité sur les nouveaux arrivages, meilleure allocation
        des places à bord et une équipe dédiée à Yokohama.
      </Lead>
      <TableSection
        title="Niveaux de partenariat"
        caption="Niveaux Partenaire IBC"
        head={['Niveau', 'Unités sur les 12 derniers mois']}
        rows={[
          ['Silver', '24+'],
          ['Gold', '60+'],
          ['Platinum', '150+'],
        ]}
      />
      <BulletSection
        title="Avantages"
        items={[
          'Accès en avant-première aux nouveaux arrivages, 24 heures avant leur publication pour l’ensemble des concessionnaires (Gold et Platinum).',
          'Places garanties sur les départs mensuels vers votre port, même en haute saison.',
          'Vérifications d’historique et certificats de compteur kilométrique gratuits pour chaque unité (Platinum).',
          'Un point trimestriel sur le marché avec votre gestionnaire de compte, en personne ou en visioconférence.',
        ]}
      />
      <Section title="Adhésion">
        <p>
          Les niveaux sont revus chaque trimestre en fonction de votre historique d’achats ; aucune démarche
          n’est nécessaire. Votre niveau actuel et le nombre d’unités requis pour atteindre le suivant
          s’affichent ici dès que le programme est activé sur votre compte.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Rechercher un véhicule', '/search'],
          ['Résumé du compte', '/account-summary'],
        ]}
      />
    </>
  );
}
