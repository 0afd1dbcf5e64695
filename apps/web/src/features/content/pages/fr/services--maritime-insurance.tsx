// French translation of ../services--maritime-insurance.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function MaritimeInsurancePage() {
  return (
    <>
      <Lead>
        Une fois le véhicule chargé, la responsabilité de la compagnie maritime est limitée. L’assurance
        facultés maritimes souscrite par l’intermédiaire d’IBC Japan couvre votre véhicule depuis notre parc
        jusqu’à son déchargement dans votre port, pour 1.2% de sa valeur CIF.
      </Lead>
      <BulletSection
        title="Ce qui est couvert"
        items={[
          'La perte totale du navire ou du conteneur, l’incendie, le naufrage, l’échouement et l’abordage.',
          'Les dommages survenus au chargement et au déchargement, y compris les bosses et rayures dues à la manutention.',
          'Les contributions d’avarie commune que les propriétaires de la cargaison doivent verser après un incident en mer.',
          'Le vol du véhicule entier dans le port de chargement ou à bord.',
        ]}
      />
      <BulletSection
        title="Ce qui n’est pas couvert"
        items={[
          'Les pannes mécaniques ou électriques qui ne résultent pas d’un accident.',
          'La perte d’effets personnels ou de pièces non fixées laissés dans le véhicule.',
          'Les retards, pertes commerciales ou frais de stockage dus à une arrivée tardive.',
        ]}
      />
      <Section title="Déclarer un sinistre">
        <p>
          Notez tout dommage sur le bon de livraison avant de signer la réception du véhicule, prenez des
          photos au port et envoyez-les-nous par e-mail dans les trois jours. Nous déclarons le sinistre
          auprès de l’assureur et versons l’indemnité sur votre compte, généralement sous 30 jours.
        </p>
      </Section>
      <Callout title="Souscrire la garantie">
        Cochez l’assurance maritime lorsque vous acceptez une facture pro forma, ou demandez à votre
        gestionnaire de compte de l’ajouter avant le départ du navire. La garantie ne peut pas être ajoutée
        après le départ.
      </Callout>
      <NextSteps
        links={[
          ['Politique de réclamation', '/services/claims-policy'],
          ['Tarifs', '/services/tariff'],
        ]}
      />
    </>
  );
}
