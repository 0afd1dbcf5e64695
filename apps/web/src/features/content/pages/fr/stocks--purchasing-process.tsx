// French translation of ../stocks--purchasing-process.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, StepsSection, TableSection } from '../../components/content-blocks';

export default function StocksPurchasingProcessPage() {
  return (
    <>
      <Lead>
        Acheter un véhicule chez IBC Japan se fait en six étapes, de la première recherche jusqu’au retrait
        dans votre port. La plupart des concessionnaires bouclent les formalités en une journée ; le reste,
        c’est le temps de traversée jusqu’à votre pays.
      </Lead>
      <StepsSection
        title="De l’offre au retrait"
        steps={[
          [
            'Ouvrez un compte concessionnaire',
            'Enregistrez votre société, votre pays et votre port de destination. Nous vérifions vos informations et ouvrons des comptes en JPY et dans votre devise locale.',
          ],
          [
            'Choisissez et faites une offre',
            'Parcourez notre stock, lisez la fiche de contrôle de chaque unité et envoyez une offre de prix. Nous répondons aux offres sous un jour ouvré japonais.',
          ],
          [
            'Facture pro forma',
            'Lorsque votre offre est acceptée, nous réservons le véhicule et vous envoyons par e-mail une facture pro forma reprenant le prix convenu et les conditions d’expédition.',
          ],
          [
            'Paiement',
            'Réglez par virement télégraphique sur le compte bancaire indiqué sur la facture, sous cinq jours ouvrés. Les acomptes et soldes apparaissent dans le résumé de votre compte.',
          ],
          [
            'Exportation et expédition',
            'Nous radions l’immatriculation japonaise du véhicule, effectuons l’inspection d’exportation et le réservons sur le prochain navire à destination de votre port.',
          ],
          [
            'Documents et retrait',
            'Après le départ, vous recevez par coursier l’original du certificat d’exportation et le connaissement, ou un telex release pour un dédouanement plus rapide.',
          ],
        ]}
      />
      <TableSection
        title="Délais habituels"
        caption="Délai habituel de chaque étape"
        head={['Étape', 'Jours ouvrés']}
        rows={[
          ['Réponse à l’offre', '1'],
          ['Réception et confirmation du paiement', '2 – 5'],
          ['Radiation de l’immatriculation et inspection', '5 – 7'],
          ['Traversée Japon – Nouvelle-Zélande', '14 – 21'],
          ['Traversée Japon – Mombasa', '25 – 35'],
        ]}
      />
      <Callout title="Payer dans votre propre devise">
        Les comptes peuvent être tenus en JPY, NZD, AUD, USD, GBP et dans plusieurs devises africaines. Passez
        de l’un à l’autre depuis le menu du compte ; les prix et les taux de change se mettent à jour
        immédiatement.
      </Callout>
      <NextSteps
        links={[
          ['Rechercher un véhicule', '/search'],
          ['Conditions commerciales', '/about/terms-of-trade'],
          ['FAQ', '/faq'],
        ]}
      />
    </>
  );
}
