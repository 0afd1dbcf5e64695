// French translation of ../stocks--buy-more-save-more.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function BuyMoreSaveMorePage() {
  return (
    <>
      <Lead>
        Le programme « Achetez plus, économisez plus » récompense les concessionnaires qui achètent plusieurs
        unités par mois. Plus vous confirmez de véhicules au cours d’un mois civil, plus la remise sur chaque
        unité de ce mois est importante ; elle est versée sous forme d’avoir sur votre compte.
      </Lead>
      <TableSection
        title="Paliers de remise"
        caption="Remise « Achetez plus, économisez plus » par unité"
        head={['Unités confirmées dans le mois', 'Avoir par unité (JPY)']}
        rows={[
          ['3 – 5 unités', '¥10,000'],
          ['6 – 10 unités', '¥20,000'],
          ['11 – 20 unités', '¥30,000'],
          ['21 unités ou plus', '¥40,000'],
        ]}
      >
        <p>
          Une unité est comptabilisée le mois où sa facture pro forma est émise. Les avoirs sont calculés le
          premier jour ouvré du mois suivant et peuvent être imputés sur n’importe quelle facture, y compris
          les frais de fret et d’inspection.
        </p>
      </TableSection>
      <Section title="Qui peut en bénéficier">
        <p>
          Le programme est ouvert aux concessionnaires inscrits qui travaillent avec nous depuis au moins
          trois mois. Dès que votre gestionnaire de compte l’a activé, une rubrique « Achetez plus, économisez
          plus » apparaît dans le menu de votre compte.
        </p>
      </Section>
      <Callout title="Cumul des offres">
        Les avoirs « Achetez plus, économisez plus » s’ajoutent aux prix négociés, mais ne s’appliquent ni aux
        achats aux enchères ni aux véhicules Direct concessionnaire, qui sont vendus selon leurs propres
        conditions.
      </Callout>
      <NextSteps
        links={[
          ['Rechercher un véhicule', '/search'],
          ['Contacter votre gestionnaire de compte', '/about/contact-us'],
        ]}
      />
    </>
  );
}
