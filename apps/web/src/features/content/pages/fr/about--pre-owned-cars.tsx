// French translation of ../about--pre-owned-cars.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function PreOwnedCarsPage() {
  return (
    <>
      <Lead>
        Les véhicules d’occasion japonais sont recherchés dans le monde entier pour une raison simple : des
        règles de contrôle technique strictes, des trajets courts et des propriétaires soigneux font qu’ils
        quittent le Japon dans un état plus jeune que leur âge ne le laisse supposer.
      </Lead>
      <BulletSection
        title="Ce qui distingue les voitures japonaises"
        items={[
          'Le contrôle technique shaken, tous les deux ans, rend coûteux l’entretien d’une voiture ancienne : beaucoup sont donc vendues avec un faible kilométrage.',
          'Au Japon, le kilométrage annuel moyen est d’environ 6,000 km, bien en dessous de celui de la plupart des marchés d’exportation.',
          'L’entretien chez le concessionnaire est la norme, et les carnets d’entretien sont souvent complets.',
          'Les routes sont bien entretenues et le sel n’est utilisé que dans le nord : la rouille est donc rare.',
        ]}
      />
      <Section title="Ce que nous proposons">
        <p>
          Notre stock comprend des citadines et des hybrides comme la Toyota Aqua, la Honda Fit et la Mazda
          Demio ; des breaks familiaux et des SUV comme la Corolla Fielder, le Subaru Forester et le Mazda
          CX-5 ; des fourgons et des camions légers comme le Toyota Hiace et l’Isuzu Elf ; ainsi qu’une
          sélection renouvelée de modèles sportifs et haut de gamme. Les véhicules à conduite à droite
          conviennent à la Nouvelle-Zélande, à l’Australie, au Royaume-Uni et à l’Afrique de l’Est ; nous
          trouvons aussi des véhicules à conduite à gauche sur demande.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Rechercher un véhicule', '/search'],
          ['Contrôle qualité', '/services/quality-control'],
        ]}
      />
    </>
  );
}
