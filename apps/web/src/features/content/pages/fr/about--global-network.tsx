// French translation of ../about--global-network.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function GlobalNetworkPage() {
  return (
    <>
      <Lead>
        IBC Japan achète au Japon et vend à des concessionnaires sur cinq continents. Nos propres parcs, nos
        partenaires maritimes et nos agents locaux sur les principaux marchés assurent l’acheminement de vos
        véhicules, de la salle des ventes jusqu’à votre porte.
      </Lead>
      <TableSection
        title="Au Japon"
        caption="Implantations d’IBC Japan au Japon"
        head={['Site', 'Activité']}
        rows={[
          ['Yokohama (siège social)', 'Ventes, comptabilité, parc principal et port RORO'],
          ['Nagoya', 'Parc et empotage de conteneurs'],
          ['Osaka', 'Parc, empotage et port de Kobe'],
          ['Fukuoka', 'Bureau d’achat pour les ventes aux enchères de Kyushu'],
        ]}
      />
      <TableSection
        title="Nos marchés"
        caption="Principaux marchés d’exportation"
        head={['Marché', 'Ports']}
        rows={[
          ['Nouvelle-Zélande', 'Auckland, Wellington, Lyttelton, Nelson'],
          ['Australie', 'Melbourne, Brisbane, Sydney'],
          ['Afrique de l’Est', 'Mombasa, Dar es Salaam (vers l’Ouganda)'],
          ['Royaume-Uni', 'Southampton, Bristol'],
          ['Îles du Pacifique', "Suva, Apia, Nuku'alofa"],
        ]}
      />
      <Section title="Assistance locale">
        <p>
          À Auckland, Mombasa et Kampala, des agents partenaires vous accompagnent pour le dédouanement, la
          mise en conformité et la livraison jusqu’à votre parc. Demandez leurs coordonnées à votre chargé de
          compte : ils traitent nos documents chaque semaine et connaissent chacun des navires que nous
          utilisons.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Groupe et affiliations', '/about/group-affiliations'],
          ['Nous contacter', '/about/contact-us'],
        ]}
      />
    </>
  );
}
