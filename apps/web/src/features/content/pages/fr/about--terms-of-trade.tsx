// French translation of ../about--terms-of-trade.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function TermsOfTradePage() {
  return (
    <>
      <Lead>
        Les présentes conditions commerciales s’appliquent à tout véhicule vendu par IBC Japan Co., Ltd. à
        partir de son propre stock. En envoyant une offre, vous les acceptez. Les achats aux enchères sont en
        outre soumis aux conditions commerciales des enchères.
      </Lead>
      <BulletSection
        title="1. Offres et contrats"
        items={[
          'Les prix affichés sur le site s’entendent FOB Japon, C&F ou rendus à votre port, comme indiqué pour chaque véhicule.',
          'Une offre est acceptée lorsque nous émettons une facture pro forma. Jusque-là, le véhicule peut être vendu à un autre acheteur.',
          'Les véhicules dont l’offre est acceptée sont réservés pendant cinq jours ouvrés dans l’attente du paiement.',
        ]}
      />
      <BulletSection
        title="2. Paiement"
        items={[
          'Le paiement s’effectue par virement télégraphique dans la devise de la facture, exclusivement sur le compte bancaire indiqué sur la facture.',
          'Les frais bancaires des deux parties sont à la charge de l’acheteur ; le montant reçu doit correspondre à celui de la facture.',
          'En cas de retard de paiement, des frais de stockage de ¥1,000 par véhicule et par jour s’appliquent et la réservation peut être annulée.',
        ]}
      />
      <BulletSection
        title="3. Transport et transfert des risques"
        items={[
          'Les risques sont transférés à l’acheteur dès le chargement du véhicule à bord du navire, sauf si une assurance maritime a été souscrite par notre intermédiaire.',
          'Les dates de départ et les ETA sont celles du transporteur et peuvent changer ; nous ne sommes pas responsables des retards imputables aux compagnies maritimes ou aux ports.',
          'Les documents originaux sont remis une fois la facture intégralement réglée.',
        ]}
      />
      <Section title="4. État, réclamations et droit applicable">
        <p>
          Les véhicules sont vendus tels que décrits sur leur fiche de contrôle. Les réclamations sont
          traitées conformément à notre politique de réclamation. Les présentes conditions sont régies par le
          droit japonais et, sauf accord contraire, les litiges sont portés devant le tribunal de district de
          Yokohama.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Politique de réclamation', '/services/claims-policy'],
          ['Conditions commerciales des enchères', '/auction/terms-of-trade'],
        ]}
      />
    </>
  );
}
