// French translation of ../auction--terms-of-trade.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function AuctionTermsOfTradePage() {
  return (
    <>
      <Lead>
        Les présentes conditions s’appliquent à tout véhicule qu’IBC Japan achète pour vous aux enchères au
        Japon, en complément de nos conditions commerciales générales. Merci de les lire avant d’envoyer une
        demande d’enchère.
      </Lead>
      <BulletSection
        title="Enchères"
        items={[
          'Une demande d’enchère est un ordre ferme d’enchérir jusqu’au montant maximal indiqué. Elle peut être annulée sans frais jusqu’à 17h00 JST la veille de la vente.',
          'Nous enchérissons dans votre intérêt et jamais au-delà de votre maximum. Le prix d’adjudication est définitif et ne peut pas être renégocié.',
          'Un dépôt remboursable de 20% de l’enchère maximale est exigé avant d’enchérir, sauf si votre compte bénéficie d’un accord de crédit.',
        ]}
      />
      <BulletSection
        title="Paiement"
        items={[
          'Les enchères remportées sont facturées le jour même. Le paiement est dû sous trois jours ouvrés à compter de la date de facture.',
          'Tout retard de paiement entraîne des frais de stockage au parc à partir du quatrième jour, à raison de ¥1,000 par véhicule et par jour, et la maison de ventes peut facturer des pénalités de retard.',
          'Si le paiement n’est pas reçu sous dix jours ouvrés, le véhicule peut être revendu et toute perte imputée sur votre dépôt.',
        ]}
      />
      <Section title="État et réclamations">
        <p>
          Les véhicules achetés aux enchères sont vendus tels que décrits sur la fiche d’enchères. Les
          réclamations pour vices non signalés doivent être déposées dans les sept jours suivant la vente,
          avant que le véhicule ne quitte le Japon, et sont tranchées par la maison de ventes selon ses
          propres règles. Une fois le véhicule exporté, la politique de réclamation d’IBC Japan ne s’applique
          qu’aux dommages survenus sous notre garde.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Conditions commerciales générales', '/about/terms-of-trade'],
          ['Politique de réclamation', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
