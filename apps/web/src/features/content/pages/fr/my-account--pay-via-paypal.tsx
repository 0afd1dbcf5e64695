// French translation of ../my-account--pay-via-paypal.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, StepsSection } from '../../components/content-blocks';

export default function PayViaPaypalPage() {
  return (
    <>
      <Lead>
        PayPal est un moyen rapide de régler dépôts, frais d’inspection et autres frais de service jusqu’à
        ¥500,000 sans passer par la banque. Les factures de véhicules supérieures à ce montant doivent être
        réglées par virement télégraphique.
      </Lead>
      <StepsSection
        title="Comment payer"
        steps={[
          [
            'Obtenez une demande de paiement PayPal',
            'Indiquez à votre gestionnaire de compte la facture ou le dépôt que vous souhaitez régler ; nous envoyons une demande de paiement PayPal à l’adresse e-mail de votre compte.',
          ],
          [
            'Réglez la demande',
            'Ouvrez la demande depuis PayPal et réglez-la avec votre solde PayPal, votre compte bancaire ou votre carte.',
          ],
          [
            'Confirmation',
            'Le paiement apparaît dans le résumé de votre compte sous un jour ouvré japonais.',
          ],
        ]}
      />
      <Section title="Frais et devise">
        <p>
          Les frais de traitement de PayPal, soit 4.1% plus une commission fixe, sont ajoutés à la demande
          afin que le montant intégral de la facture soit bien reçu. Les demandes sont émises en JPY ; PayPal
          effectue la conversion depuis votre devise à son propre taux.
        </p>
      </Section>
      <Callout title="Sécurité">
        Nous n’envoyons de demandes PayPal que depuis notre compte officiel, et uniquement aux adresses e-mail
        enregistrées dans votre profil.
      </Callout>
      <NextSteps
        links={[
          ['Moyens de paiement', '/my-account/payment-options'],
          ['Mon profil', '/my-account/my-profile'],
        ]}
      />
    </>
  );
}
