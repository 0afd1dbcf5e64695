// French translation of ../services--financing-services.tsx: keep its structure and figures when that page changes.
import {
  BulletSection,
  Callout,
  Lead,
  NextSteps,
  Section,
  TableSection,
} from '../../components/content-blocks';

export default function FinancingServicesPage() {
  return (
    <>
      <Lead>
        Un stock en mer, c’est de la trésorerie immobilisée. Notre financement commercial permet aux
        concessionnaires établis d’acheter davantage d’unités avant de les avoir vendues et de les payer à
        leur arrivée, ou en plusieurs versements après le retrait.
      </Lead>
      <TableSection
        title="Formules"
        caption="Formules de financement commercial"
        head={['Formule', 'Conditions']}
        rows={[
          ['Paiement à l’arrivée', 'Acompte de 30%, solde avant le retrait'],
          ['Paiement à 30 jours', 'Montant total 30 jours après le départ'],
          ['Floor plan', 'Jusqu’à 90 jours, frais mensuels de 1.5%'],
        ]}
      />
      <BulletSection
        title="Conditions d’éligibilité"
        items={[
          'Être un concessionnaire inscrit, en relation d’affaires avec IBC Japan depuis au moins six mois, sans facture impayée.',
          'Avoir acheté au minimum cinq unités au cours des trois derniers mois.',
          'Fournir les états financiers de la société pour le dernier exercice et signer un contrat de crédit commercial.',
        ]}
      />
      <Section title="Fonctionnement">
        <p>
          Votre gestionnaire de compte fixe une limite de crédit en fonction de votre historique d’achats. Les
          véhicules financés apparaissent dans le résumé de votre compte avec leurs dates d’échéance, et les
          documents originaux sont remis au fur et à mesure du paiement de chaque véhicule : vous pouvez ainsi
          vendre et dédouaner vos unités une par une.
        </p>
      </Section>
      <Callout title="Partenaires">
        Le financement floor plan en Nouvelle-Zélande et au Royaume-Uni est assuré avec nos organismes de
        financement partenaires ; l’accord est soumis à leur propre étude de solvabilité.
      </Callout>
      <NextSteps
        links={[
          ['Nous contacter', '/about/contact-us'],
          ['Conditions commerciales', '/about/terms-of-trade'],
        ]}
      />
    </>
  );
}
