// The demo's shipping schedule: eight weeks of RORO sailings from Japan as a car carrier
// line would publish them, relative to the seed's `now`, so /my-account/shipping-schedule and
// /admin/shipping show a live schedule on any day. New Zealand (the main market) sails weekly with
// 14-20 days to Auckland, then down the coast; Australia, East Africa and the UK less often; two
// New Zealand voyages have already arrived (the back office's "past voyages").
import type { Tx } from '../src/db/client.ts';
import { vessels, voyagePortCalls, voyages } from '../src/db/schema.ts';
import { PORTS } from './reference-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoVoyage {
  vessel: string;
  voyageNumber: string;
  loadingPort: string;
  /** Days from today (UTC) to the ETD. */
  etd: number;
  /** Port name and days from the ETD to its ETA. */
  calls: readonly (readonly [port: string, days: number])[];
}

const NZ_COAST = (auckland: number, nelson = true) =>
  [
    ['Auckland', auckland],
    ['Wellington', auckland + 3],
    ['Lyttelton', auckland + 5],
    ...(nelson ? ([['Nelson', auckland + 7]] as const) : []),
  ] as const;

export const DEMO_VOYAGES: readonly DemoVoyage[] = [
  // Arrived: the back office's history.
  {
    vessel: 'Trans Pacific Ace',
    voyageNumber: '101',
    loadingPort: 'Yokohama',
    etd: -40,
    calls: NZ_COAST(16),
  },
  { vessel: 'Kiwi Highway', voyageNumber: '32', loadingPort: 'Osaka', etd: -33, calls: NZ_COAST(17, false) },
  // New Zealand, weekly.
  {
    vessel: 'Southern Cross Leader',
    voyageNumber: '58',
    loadingPort: 'Nagoya',
    etd: -9,
    calls: NZ_COAST(15),
  },
  { vessel: 'Trans Pacific Ace', voyageNumber: '102', loadingPort: 'Yokohama', etd: 2, calls: NZ_COAST(16) },
  { vessel: 'Kiwi Highway', voyageNumber: '33', loadingPort: 'Osaka', etd: 9, calls: NZ_COAST(17, false) },
  { vessel: 'Aotearoa Spirit', voyageNumber: '12', loadingPort: 'Kobe', etd: 15, calls: NZ_COAST(18) },
  {
    vessel: 'Southern Cross Leader',
    voyageNumber: '59',
    loadingPort: 'Nagoya',
    etd: 23,
    calls: NZ_COAST(15),
  },
  { vessel: 'Trans Pacific Ace', voyageNumber: '103', loadingPort: 'Yokohama', etd: 30, calls: NZ_COAST(16) },
  { vessel: 'Kiwi Highway', voyageNumber: '34', loadingPort: 'Osaka', etd: 37, calls: NZ_COAST(17, false) },
  { vessel: 'Aotearoa Spirit', voyageNumber: '13', loadingPort: 'Kobe', etd: 44, calls: NZ_COAST(20) },
  {
    vessel: 'Southern Cross Leader',
    voyageNumber: '60',
    loadingPort: 'Nagoya',
    etd: 51,
    calls: NZ_COAST(15),
  },
  // Australia, fortnightly.
  {
    vessel: 'Coral Sea Carrier',
    voyageNumber: '207',
    loadingPort: 'Yokohama',
    etd: 5,
    calls: [
      ['Brisbane', 13],
      ['Sydney', 15],
      ['Melbourne', 18],
      ['Fremantle', 24],
    ],
  },
  {
    vessel: 'Coral Sea Carrier',
    voyageNumber: '208',
    loadingPort: 'Yokohama',
    etd: 33,
    calls: [
      ['Brisbane', 13],
      ['Sydney', 15],
      ['Melbourne', 18],
      ['Adelaide', 21],
    ],
  },
  // East Africa: Mombasa is also where cars for Kampala are discharged.
  {
    vessel: 'Indian Ocean Highway',
    voyageNumber: '44',
    loadingPort: 'Kobe',
    etd: 7,
    calls: [
      ['Mombasa', 24],
      ['Kampala (via Mombasa)', 24],
      ['Dar es Salaam', 27],
    ],
  },
  {
    vessel: 'Indian Ocean Highway',
    voyageNumber: '45',
    loadingPort: 'Kobe',
    etd: 42,
    calls: [
      ['Mombasa', 25],
      ['Kampala (via Mombasa)', 25],
      ['Dar es Salaam', 28],
      ['Port Louis', 33],
    ],
  },
  // United Kingdom and Ireland, monthly.
  {
    vessel: 'Atlantic Bridge',
    voyageNumber: '18',
    loadingPort: 'Nagoya',
    etd: 11,
    calls: [
      ['Southampton', 38],
      ['Bristol (Portbury)', 40],
      ['Dublin', 42],
    ],
  },
  // The Pacific islands.
  {
    vessel: 'Pacific Islander',
    voyageNumber: '9',
    loadingPort: 'Yokohama',
    etd: 19,
    calls: [
      ['Suva', 14],
      ['Lautoka', 15],
      ['Apia', 18],
    ],
  },
];

/** Inserts the vessels, voyages and port calls, inside the seed's transaction. */
export async function seedShippingSchedule(tx: Tx, now: Date): Promise<number> {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const portId = new Map(PORTS.map((port) => [port.name, port.id]));
  const names = [...new Set(DEMO_VOYAGES.map((v) => v.vessel))];
  const vesselRows = await tx
    .insert(vessels)
    .values(names.map((name) => ({ name })))
    .returning({ id: vessels.id, name: vessels.name });
  const vesselId = new Map(vesselRows.map((row) => [row.name, row.id]));
  const voyageRows = await tx
    .insert(voyages)
    .values(
      DEMO_VOYAGES.map((v) => ({
        vesselId: vesselId.get(v.vessel)!,
        voyageNumber: v.voyageNumber,
        loadingPort: v.loadingPort,
        etd: new Date(today + v.etd * DAY_MS),
      })),
    )
    .returning({ id: voyages.id, vesselId: voyages.vesselId, voyageNumber: voyages.voyageNumber });
  const voyageId = new Map(voyageRows.map((row) => [`${row.vesselId}/${row.voyageNumber}`, row.id]));
  await tx.insert(voyagePortCalls).values(
    DEMO_VOYAGES.flatMap((v) =>
      v.calls.map(([port, days]) => {
        const id = portId.get(port);
        if (id === undefined) throw new Error(`The demo schedule calls at ${port}, which is not a port.`);
        return {
          voyageId: voyageId.get(`${vesselId.get(v.vessel)}/${v.voyageNumber}`)!,
          portId: id,
          eta: new Date(today + (v.etd + days) * DAY_MS),
        };
      }),
    ),
  );
  return voyageRows.length;
}
