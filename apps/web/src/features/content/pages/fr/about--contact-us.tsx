// French translation of ../about--contact-us.tsx: keep its structure and figures when that page changes.
import { HeadOfficeCard, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function ContactUsPage() {
  return (
    <>
      <Lead>
        Notre équipe commerciale à Yokohama répond à vos demandes par e-mail, par téléphone et par messagerie
        du lundi au vendredi, de 9h00 à 18h00, heure du Japon. Les concessionnaires inscrits peuvent aussi
        joindre directement leur gestionnaire de compte depuis leur espace client.
      </Lead>
      <HeadOfficeCard
        words={{
          heading: 'Siège social',
          salesEmail: 'E-mail commercial',
          phone: 'Téléphone',
          phonePrefix: 'Tél.',
          fax: 'Fax',
          hours: 'Horaires d’ouverture',
          hoursText: 'Du lundi au vendredi, 9h00 – 18h00 JST (fermé les jours fériés japonais)',
        }}
      />
      <Section title="Quelle équipe contacter">
        <p>
          Pour le stock, les offres et l’expédition, écrivez à l’adresse e-mail commerciale ci-dessus en
          indiquant votre code client si vous en avez un. Pour les factures et les paiements, répondez à
          l’e-mail qui accompagnait votre facture afin qu’il parvienne au service comptabilité. Les visiteurs
          peuvent également nous envoyer un message depuis le bas de la page de recherche ; nous répondons
          sous un jour ouvré.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Rechercher un véhicule', '/search'],
          ['Réseau mondial', '/about/global-network'],
          ['FAQ', '/faq'],
        ]}
      />
    </>
  );
}
