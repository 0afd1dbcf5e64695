// French translation of ../stocks--clean-car-standard-fees.tsx: keep its structure and figures when that page changes.
import { Callout, FactTable, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function CleanCarStandardFeesPage() {
  return (
    <>
      <Lead>
        Le Clean Car Standard néo-zélandais fixe un objectif de CO2 pour chaque véhicule importé, et les
        importateurs paient une redevance lorsque les émissions d’un véhicule dépassent l’objectif fixé pour
        sa catégorie. Cette redevance n’est pas comprise dans les prix rendus affichés sur ce site : demandez
        à votre contact commercial le montant prévisible pour un véhicule avant de faire une offre, afin que
        votre coût de revient ne réserve aucune surprise.
      </Lead>
      <Section title="Comment la redevance est calculée">
        <p>
          Le taux de CO2 de chaque véhicule (en grammes par kilomètre, base WLTP 3P) est comparé à l’objectif
          de l’année d’entrée sur le territoire. Les véhicules en dessous de l’objectif rapportent des crédits
          à l’importateur ; ceux qui le dépassent donnent lieu à une redevance par gramme excédentaire. Les
          véhicules utilitaires légers, comme les fourgons et les pick-up, ont leur propre objectif, plus
          élevé.
        </p>
        <FactTable
          caption="Exemples de résultats au titre du Clean Car Standard"
          head={['Véhicule type', 'CO2 g/km', 'Résultat']}
          rows={[
            ['Toyota Aqua hybride (tourisme)', '93', 'Crédit'],
            ['Mazda Demio 1.3 (tourisme)', '128', 'Faible redevance'],
            ['Toyota Hiace diesel (utilitaire)', '233', 'Redevance'],
          ]}
        />
      </Section>
      <Section title="Qui paie">
        <p>
          La redevance du Clean Car Standard est due par l’importateur à Waka Kotahi NZTA avant la
          certification d’entrée du véhicule. Si vous importez sous votre propre code importateur, la
          redevance est à votre charge ; si nous dédouanons le véhicule en Nouvelle-Zélande pour vous, nous la
          réglons et l’ajoutons à votre facture à prix coûtant.
        </p>
      </Section>
      <Callout title="Des montants qui évoluent">
        Les objectifs et les redevances sont fixés par le gouvernement néo-zélandais et changent chaque année.
        Nos estimations sont données à titre indicatif ; le montant définitif est celui que confirme la NZTA
        lors de la certification d’entrée.
      </Callout>
      <NextSteps
        links={[
          ['Rechercher des hybrides', '/search?tab=13'],
          ['Nous contacter', '/about/contact-us'],
        ]}
      />
    </>
  );
}
