// French translation of ../services--history-check.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function HistoryCheckPage() {
  return (
    <>
      <Lead>
        Une vérification de l’historique vous indique le parcours d’un véhicule avant son arrivée dans notre
        parc. Nous consultons, à partir du numéro de châssis, les registres japonais d’immatriculation, de
        ventes aux enchères et d’entretien, et vous remettons un rapport clair que vous pouvez transmettre à
        votre propre client.
      </Lead>
      <BulletSection
        title="Ce que contient le rapport"
        items={[
          'La date de première immatriculation au Japon et le nombre de propriétaires précédents.',
          'Chaque passage en vente aux enchères, avec la date, la maison de ventes, la note et le kilométrage relevé.',
          'Les accidents, dommages liés aux inondations et réparations enregistrés, lorsqu’ils sont connus des maisons de ventes.',
          'L’évolution des relevés kilométriques dans le temps, avec une alerte lorsqu’un relevé est inférieur à un relevé antérieur.',
          'Les rappels émis par le constructeur et leur exécution ou non.',
        ]}
      />
      <Section title="Quand la commander">
        <p>
          La vérification de l’historique est surtout utile pour les véhicules de valeur, les kilométrages
          annoncés très bas et les modèles souvent reconstruits, comme les voitures de sport et les SUV
          récents. Un rapport coûte ¥2,500 et il est généralement prêt sous un jour ouvré. Il est joint à la
          fiche de contrôle du véhicule, afin que vous puissiez le télécharger à tout moment.
        </p>
      </Section>
      <Callout title="La confiance de vos clients">
        Beaucoup de nos concessionnaires en Nouvelle-Zélande et au Royaume-Uni impriment le rapport et le
        remettent à leurs acheteurs particuliers : un historique vérifié fait vendre une voiture plus vite
        qu’un prix bas.
      </Callout>
      <NextSteps
        links={[
          ['Vérification du compteur kilométrique', '/services/odometer-verification'],
          ['Rechercher un véhicule', '/search'],
        ]}
      />
    </>
  );
}
