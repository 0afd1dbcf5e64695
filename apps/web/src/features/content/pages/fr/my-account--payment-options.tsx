// French translation of ../my-account--payment-options.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function PaymentOptionsPage() {
  return (
    <>
      <Lead>
        Réglez vos véhicules, dépôts et services dans la devise de votre compte. Le virement télégraphique est
        le mode de paiement standard ; le paiement par carte et PayPal sont proposés pour les dépôts et les
        factures de moindre montant.
      </Lead>
      <TableSection
        title="Modes de paiement"
        caption="Modes de paiement"
        head={['Mode', 'Utilisation']}
        rows={[
          ['Virement télégraphique (TT)', 'Factures de véhicules, quel que soit le montant'],
          ['Paiement par carte', 'Dépôts et factures jusqu’à ¥1,000,000'],
          ['PayPal', 'Dépôts et frais de service jusqu’à ¥500,000'],
        ]}
      />
      <Section title="Virement télégraphique">
        <p>
          Effectuez le virement uniquement sur le compte bancaire imprimé sur votre facture, en indiquant le
          numéro de facture comme référence de paiement. Nous ne vous demanderons jamais par e-mail de payer
          sur un autre compte ; si vous recevez une telle demande, appelez-nous avant de payer. Enregistrez
          ensuite le paiement, avec l’avis de virement de votre banque, dans Encaissements, afin que l’équipe
          commerciale puisse le rapprocher et le confirmer.
        </p>
      </Section>
      <Callout title="Frais bancaires">
        Les frais de la banque émettrice et des banques intermédiaires sont à la charge de l’acheteur. Si le
        montant reçu est insuffisant, la différence est ajoutée à votre prochaine facture.
      </Callout>
      <NextSteps
        links={[
          ['Encaissements', '/my-account/payment-collections'],
          ['Payer avec PayPal', '/my-account/pay-via-paypal'],
        ]}
      />
    </>
  );
}
