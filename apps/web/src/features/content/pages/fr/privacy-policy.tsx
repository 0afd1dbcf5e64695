// French translation of ../privacy-policy.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function PrivacyPolicyPage() {
  return (
    <>
      <Lead>
        IBC Japan Co., Ltd. respecte votre vie privée et traite les données personnelles conformément à la loi
        japonaise sur la protection des informations personnelles (Act on the Protection of Personal
        Information) et aux lois sur la protection des données des marchés où nous vendons, notamment le New
        Zealand Privacy Act 2020.
      </Lead>
      <BulletSection
        title="Pourquoi nous collectons des données"
        items={[
          'Pour ouvrir et gérer votre compte concessionnaire et vérifier votre entreprise.',
          'Pour répondre à vos offres et demandes, et vous envoyer factures, documents et avis d’expédition.',
          'Pour respecter nos obligations d’exportation, douanières et fiscales au Japon et dans votre pays.',
          'Pour sécuriser le site, détecter la fraude et améliorer notre service.',
        ]}
      />
      <Section title="Avec qui nous les partageons">
        <p>
          Nous ne partageons vos données qu’avec les sociétés qui nous aident à livrer vos véhicules :
          compagnies maritimes, organismes d’inspection, commissionnaires en douane, banques et prestataires
          de paiement, ainsi que les sociétés de notre groupe. Chacune ne reçoit que ce dont elle a besoin.
          Nous ne vendons pas de données personnelles et ne les utilisons pas à des fins publicitaires pour le
          compte de tiers.
        </p>
      </Section>
      <Section title="Conservation et protection">
        <p>
          Les données de compte et de transaction sont conservées sept ans après votre dernier achat, puis
          supprimées. Les mots de passe ne sont stockés que sous forme de hachages salés, les connexions au
          site sont chiffrées et l’accès du personnel est limité aux personnes qui en ont besoin. Pour
          consulter, rectifier ou supprimer vos données, écrivez à l’adresse e-mail commerciale indiquée sur
          notre page de contact.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Politique de confidentialité et cookies', '/about/privacy-cookies-policy'],
          ['Nous contacter', '/about/contact-us'],
        ]}
      />
    </>
  );
}
