// French translation of ../services--containerization.tsx: keep its structure and figures when that page changes.
import { Bullets, Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function ContainerizationPage() {
  return (
    <>
      <Lead>
        Le conteneur protège les véhicules des intempéries et des manutentions, vous permet d’expédier des
        pièces avec vos voitures et de desservir des ports où les navires rouliers ne font pas escale. Notre
        équipe empote et arrime chaque conteneur elle-même, dans notre parc.
      </Lead>
      <TableSection
        title="Types de conteneurs"
        caption="Tailles de conteneurs et chargements types"
        head={['Conteneur', 'Chargement type']}
        rows={[
          ['20 pieds', '1 voiture plus des pièces, ou 2 kei cars'],
          ['40 pieds', '3 – 4 voitures, ou 3 voitures plus des pièces'],
          ['40 pieds high cube', '2 fourgons ou SUV sur racks'],
        ]}
      />
      <Section title="Empotage en conteneur de 40 pieds">
        <p>
          L’empotage en conteneur de 40 pieds est proposé au départ de Yokohama et d’Osaka. Les voitures sont
          chargées sur des racks en bois et en acier, sanglées en quatre points et photographiées à
          l’intérieur du conteneur avant la pose des scellés. Vous recevez le numéro de scellé et les photos
          avec le connaissement.
        </p>
        <Bullets
          items={[
            'Chargements mixtes de voitures, moteurs, pneus et pièces de carrosserie sous un seul connaissement.',
            'Batteries débranchées et réservoir rempli à moins d’un quart, comme l’exigent les compagnies maritimes.',
            'Conteneurs partagés pour les concessionnaires qui achètent une ou deux voitures à la fois, dépotés au dépôt de destination.',
          ]}
        />
      </Section>
      <Callout title="Nouvelle-Zélande">
        La TGRI est fixée à NZ$100 par unité, pour les conteneurs comme pour le RORO. Les conteneurs passent
        le contrôle de biosécurité du MPI au dépôt de dépotage ; prévoyez deux jours ouvrés supplémentaires
        avant le retrait.
      </Callout>
      <NextSteps
        links={[
          ['Tarifs', '/services/tariff'],
          ['Assurance maritime', '/services/maritime-insurance'],
        ]}
      />
    </>
  );
}
