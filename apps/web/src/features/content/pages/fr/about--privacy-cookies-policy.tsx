// French translation of ../about--privacy-cookies-policy.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function PrivacyCookiesPolicyPage() {
  return (
    <>
      <Lead>
        Cette politique explique quelles données personnelles IBC Japan Co., Ltd. collecte via ce site,
        pourquoi nous les utilisons, ainsi que les cookies et le stockage du navigateur sur lesquels le site
        s’appuie. Elle complète notre politique générale de confidentialité.
      </Lead>
      <BulletSection
        title="Les données que nous collectons"
        items={[
          'Les informations de compte que vous nous communiquez : raison sociale, nom du contact, adresses e-mail, téléphone, pays et port.',
          'L’historique de vos offres, demandes, factures et paiements, conservé sept ans comme l’exige la législation fiscale japonaise.',
          'Des données techniques : adresse IP, type de navigateur et pages consultées, utilisées pour assurer la sécurité et le bon fonctionnement du site.',
        ]}
      />
      <TableSection
        title="Cookies et stockage du navigateur"
        caption="Cookies et stockage utilisés par ce site"
        head={['Nom', 'Finalité']}
        rows={[
          ['isAuthenticated (cookie)', 'Mémorise que vous êtes connecté'],
          ['XSRF-TOKEN (cookie)', 'Protège les formulaires contre la falsification de requêtes intersites'],
          ['Jeton de session (stockage)', 'Vous maintient connecté d’une visite à l’autre'],
          ['Dates des annonces (stockage)', 'Affiche chaque avis au maximum une fois par jour'],
          ['Localisation du visiteur (stockage)', 'Présélectionne votre pays dans la recherche de stock'],
          ['Liste de comparaison (stockage)', 'Conserve les véhicules que vous comparez'],
        ]}
      >
        <p>
          Tous sont strictement nécessaires ou fonctionnels. Si un gestionnaire de balises est activé, il
          enregistre les pages vues sans cookies publicitaires. Vous pouvez effacer ce stockage à tout moment
          dans les paramètres de votre navigateur.
        </p>
      </TableSection>
      <Section title="Vos droits">
        <p>
          Vous pouvez demander à consulter, rectifier ou supprimer vos données personnelles en écrivant à
          l’adresse e-mail commerciale indiquée sur la page de contact. Nous répondons sous 30 jours. Nous ne
          vendons pas de données personnelles et ne les partageons qu’avec les compagnies maritimes, les
          organismes d’inspection et les banques, dans la mesure nécessaire à la livraison de vos véhicules.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Politique de confidentialité', '/privacy-policy'],
          ['Nous contacter', '/about/contact-us'],
        ]}
      />
    </>
  );
}
