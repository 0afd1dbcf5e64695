// French translation of ../services--tariff.tsx: keep its structure and figures when that page changes.
import { INTL_LOCALES } from '@ibc/domain';
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

const TARIFF_WRITTEN = '2026-11-25';

const writtenMonth = new Intl.DateTimeFormat(INTL_LOCALES.fr, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${TARIFF_WRITTEN}T00:00:00Z`));

export default function ServicesTariffPage() {
  return (
    <>
      <Lead>
        Nos frais de service sont fixes et publiés : vous pouvez ainsi calculer le coût complet d’un véhicule
        avant de faire une offre. Le prix rendu affiché aux concessionnaires connectés inclut déjà les frais
        applicables à leur destination.
      </Lead>
      <p className="text-sm font-semibold text-slate-600">
        Tarifs en vigueur en <time dateTime={TARIFF_WRITTEN.slice(0, 7)}>{writtenMonth}</time>.
      </p>
      <TableSection
        title="Exportation et inspection"
        caption="Frais d’exportation et d’inspection"
        head={['Service', 'Tarif (JPY, par véhicule)']}
        rows={[
          ['Documents d’exportation et radiation de l’immatriculation', '¥15,000'],
          ['Inspection avant expédition (norme JEVIC / MPI)', '¥9,800'],
          ['Traitement thermique BMSB (du 1er septembre au 30 avril)', '¥6,500'],
          ['Rapport de vérification de l’historique', '¥2,500'],
          ['Vérification du compteur kilométrique', '¥1,500'],
          ['Service d’enchère (par véhicule remporté)', '¥30,000'],
        ]}
      />
      <TableSection
        title="Surcharges de fret pour la Nouvelle-Zélande"
        caption="Surcharges de fret pour la Nouvelle-Zélande"
        head={['Frais', 'Montant (NZD, par unité)']}
        rows={[
          ['TGRI, RORO et conteneur', 'NZ$100'],
          ['BAF (surcharge de soutage)', 'NZ$100'],
          ['Empotage en conteneur de 40 pieds (par voiture)', 'NZ$320'],
        ]}
      />
      <p className="text-sm text-slate-600">
        Le BAF est fixé par les transporteurs, qui peuvent le modifier ; le montant ci-dessus est celui en
        vigueur à la date de rédaction de ces tarifs.
      </p>
      <Section title="Stockage et modifications">
        <p>
          Les véhicules payés sont stockés gratuitement pendant 14 jours dans notre parc. Au-delà, le stockage
          est facturé ¥1,000 par véhicule et par jour. Un changement de port de destination après réservation
          coûte ¥10,000, et la réémission des documents d’expédition ¥5,000.
        </p>
      </Section>
      <Callout title="Assurance maritime">
        La garantie maritime facultative s’élève à 1.2% de la valeur CIF, avec un minimum de ¥5,000 par
        véhicule. Consultez la page Assurance maritime pour connaître l’étendue de la couverture.
      </Callout>
      <NextSteps
        links={[
          ['Assurance maritime', '/services/maritime-insurance'],
          ['Conteneurisation', '/services/containerization'],
        ]}
      />
    </>
  );
}
