// Reference data: currencies, countries (with the exporter's own ids, spec §9), ports, cities and
// shipping rates by port and size class. Static, so ids are explicit and stable across seeds.
import type { SizeClass } from './catalog.ts';

export interface CurrencyRow {
  code: string;
  name: string;
  /** Yen per one unit of the currency, as a decimal string. */
  jpyPerUnit: string;
}

export const CURRENCIES: readonly CurrencyRow[] = [
  { code: 'JPY', name: 'Japanese Yen', jpyPerUnit: '1' },
  { code: 'NZD', name: 'New Zealand Dollar', jpyPerUnit: '88.50' },
  { code: 'AUD', name: 'Australian Dollar', jpyPerUnit: '97.20' },
  { code: 'USD', name: 'US Dollar', jpyPerUnit: '150.40' },
  { code: 'GBP', name: 'Pound Sterling', jpyPerUnit: '190.10' },
  { code: 'EUR', name: 'Euro', jpyPerUnit: '162.30' },
  { code: 'KES', name: 'Kenyan Shilling', jpyPerUnit: '1.16' },
  { code: 'UGX', name: 'Ugandan Shilling', jpyPerUnit: '0.0405' },
  { code: 'TZS', name: 'Tanzanian Shilling', jpyPerUnit: '0.0578' },
  { code: 'ZAR', name: 'South African Rand', jpyPerUnit: '8.22' },
  { code: 'THB', name: 'Thai Baht', jpyPerUnit: '4.30' },
  { code: 'PHP', name: 'Philippine Peso', jpyPerUnit: '2.64' },
];

export interface CountryRow {
  id: number;
  name: string;
  code: string;
  currency: string;
  exportRegion: string | null;
  gst: string;
  defaultPortId: number | null;
  isSearchable: boolean;
}

/** Country ids used elsewhere (spec §9: 75 NZ; 70, 295, 104 the DDU markets). */
export const COUNTRY_IDS = {
  newZealand: 75,
  australia: 13,
  uganda: 70,
  kenya: 295,
  tanzania: 104,
  unitedKingdom: 230,
  japan: 109,
  ireland: 103,
  cyprus: 56,
  mauritius: 137,
  southAfrica: 201,
  zambia: 246,
  jamaica: 107,
  fiji: 71,
  samoa: 185,
  thailand: 217,
  philippines: 172,
} as const;

/** Port ids used elsewhere. */
export const PORT_IDS = {
  auckland: 1,
  wellington: 2,
  lyttelton: 3,
  melbourne: 10,
  mombasa: 20,
  darEsSalaam: 21,
  kampalaViaMombasa: 22,
  southampton: 30,
  yokohama: 40,
} as const;

const C = COUNTRY_IDS;

export const COUNTRIES: readonly CountryRow[] = [
  {
    id: C.newZealand,
    name: 'New Zealand',
    code: 'NZ',
    currency: 'NZD',
    exportRegion: 'atnz',
    gst: '1.15',
    defaultPortId: 1,
    isSearchable: true,
  },
  {
    id: C.australia,
    name: 'Australia',
    code: 'AU',
    currency: 'AUD',
    exportRegion: 'atoz',
    gst: '1.10',
    defaultPortId: 10,
    isSearchable: true,
  },
  {
    id: C.uganda,
    name: 'Uganda',
    code: 'UG',
    currency: 'UGX',
    exportRegion: null,
    gst: '1',
    defaultPortId: 22,
    isSearchable: true,
  },
  {
    id: C.kenya,
    name: 'Kenya',
    code: 'KE',
    currency: 'KES',
    exportRegion: null,
    gst: '1',
    defaultPortId: 20,
    isSearchable: true,
  },
  {
    id: C.tanzania,
    name: 'Tanzania',
    code: 'TZ',
    currency: 'TZS',
    exportRegion: null,
    gst: '1',
    defaultPortId: 21,
    isSearchable: true,
  },
  {
    id: C.unitedKingdom,
    name: 'United Kingdom',
    code: 'GB',
    currency: 'GBP',
    exportRegion: null,
    gst: '1',
    defaultPortId: 30,
    isSearchable: true,
  },
  {
    id: C.japan,
    name: 'Japan',
    code: 'JP',
    currency: 'JPY',
    exportRegion: null,
    gst: '1',
    defaultPortId: 40,
    isSearchable: false,
  },
  {
    id: C.ireland,
    name: 'Ireland',
    code: 'IE',
    currency: 'EUR',
    exportRegion: null,
    gst: '1',
    defaultPortId: 50,
    isSearchable: true,
  },
  {
    id: C.cyprus,
    name: 'Cyprus',
    code: 'CY',
    currency: 'EUR',
    exportRegion: null,
    gst: '1',
    defaultPortId: 51,
    isSearchable: true,
  },
  {
    id: C.mauritius,
    name: 'Mauritius',
    code: 'MU',
    currency: 'USD',
    exportRegion: null,
    gst: '1',
    defaultPortId: 52,
    isSearchable: true,
  },
  {
    id: C.southAfrica,
    name: 'South Africa',
    code: 'ZA',
    currency: 'ZAR',
    exportRegion: null,
    gst: '1',
    defaultPortId: 53,
    isSearchable: true,
  },
  {
    id: C.zambia,
    name: 'Zambia',
    code: 'ZM',
    currency: 'USD',
    exportRegion: null,
    gst: '1',
    defaultPortId: 54,
    isSearchable: true,
  },
  {
    id: C.jamaica,
    name: 'Jamaica',
    code: 'JM',
    currency: 'USD',
    exportRegion: null,
    gst: '1',
    defaultPortId: 55,
    isSearchable: true,
  },
  {
    id: C.fiji,
    name: 'Fiji',
    code: 'FJ',
    currency: 'USD',
    exportRegion: null,
    gst: '1',
    defaultPortId: 56,
    isSearchable: true,
  },
  {
    id: C.samoa,
    name: 'Samoa',
    code: 'WS',
    currency: 'USD',
    exportRegion: null,
    gst: '1',
    defaultPortId: 58,
    isSearchable: true,
  },
  {
    id: C.thailand,
    name: 'Thailand',
    code: 'TH',
    currency: 'THB',
    exportRegion: null,
    gst: '1',
    defaultPortId: 59,
    isSearchable: true,
  },
  {
    id: C.philippines,
    name: 'Philippines',
    code: 'PH',
    currency: 'PHP',
    exportRegion: null,
    gst: '1',
    defaultPortId: 60,
    isSearchable: true,
  },
];

export interface PortRow {
  id: number;
  countryId: number;
  name: string;
  code: string;
}

export const PORTS: readonly PortRow[] = [
  { id: 1, countryId: C.newZealand, name: 'Auckland', code: 'NZAKL' },
  { id: 2, countryId: C.newZealand, name: 'Wellington', code: 'NZWLG' },
  { id: 3, countryId: C.newZealand, name: 'Lyttelton', code: 'NZLYT' },
  { id: 4, countryId: C.newZealand, name: 'Nelson', code: 'NZNSN' },
  { id: 5, countryId: C.newZealand, name: 'Napier', code: 'NZNPE' },
  { id: 6, countryId: C.newZealand, name: 'Port Chalmers', code: 'NZPOE' },
  { id: 10, countryId: C.australia, name: 'Melbourne', code: 'AUMEL' },
  { id: 11, countryId: C.australia, name: 'Brisbane', code: 'AUBNE' },
  { id: 12, countryId: C.australia, name: 'Sydney', code: 'AUSYD' },
  { id: 13, countryId: C.australia, name: 'Fremantle', code: 'AUFRE' },
  { id: 14, countryId: C.australia, name: 'Adelaide', code: 'AUADL' },
  { id: 20, countryId: C.kenya, name: 'Mombasa', code: 'KEMBA' },
  { id: 21, countryId: C.tanzania, name: 'Dar es Salaam', code: 'TZDAR' },
  { id: 22, countryId: C.uganda, name: 'Kampala (via Mombasa)', code: 'UGKLA' },
  { id: 30, countryId: C.unitedKingdom, name: 'Southampton', code: 'GBSOU' },
  { id: 31, countryId: C.unitedKingdom, name: 'Bristol (Portbury)', code: 'GBBRS' },
  { id: 32, countryId: C.unitedKingdom, name: 'Tilbury', code: 'GBTIL' },
  { id: 40, countryId: C.japan, name: 'Yokohama', code: 'JPYOK' },
  { id: 41, countryId: C.japan, name: 'Nagoya', code: 'JPNGO' },
  { id: 42, countryId: C.japan, name: 'Kobe', code: 'JPUKB' },
  { id: 43, countryId: C.japan, name: 'Osaka', code: 'JPOSA' },
  { id: 44, countryId: C.japan, name: 'Kawasaki', code: 'JPKWS' },
  { id: 45, countryId: C.japan, name: 'Hakata', code: 'JPHKT' },
  { id: 50, countryId: C.ireland, name: 'Dublin', code: 'IEDUB' },
  { id: 51, countryId: C.cyprus, name: 'Limassol', code: 'CYLMS' },
  { id: 52, countryId: C.mauritius, name: 'Port Louis', code: 'MUPLU' },
  { id: 53, countryId: C.southAfrica, name: 'Durban', code: 'ZADUR' },
  { id: 54, countryId: C.zambia, name: 'Lusaka (via Dar es Salaam)', code: 'ZMLUN' },
  { id: 55, countryId: C.jamaica, name: 'Kingston', code: 'JMKIN' },
  { id: 56, countryId: C.fiji, name: 'Suva', code: 'FJSUV' },
  { id: 57, countryId: C.fiji, name: 'Lautoka', code: 'FJLTK' },
  { id: 58, countryId: C.samoa, name: 'Apia', code: 'WSAPW' },
  { id: 59, countryId: C.thailand, name: 'Laem Chabang', code: 'THLCH' },
  { id: 60, countryId: C.philippines, name: 'Manila', code: 'PHMNL' },
];

export const CITIES: Readonly<Record<number, readonly string[]>> = {
  [C.newZealand]: [
    'Auckland',
    'Wellington',
    'Christchurch',
    'Hamilton',
    'Tauranga',
    'Dunedin',
    'Palmerston North',
    'Napier',
    'Nelson',
    'Invercargill',
    'New Plymouth',
    'Whangarei',
  ],
  [C.australia]: [
    'Sydney',
    'Melbourne',
    'Brisbane',
    'Perth',
    'Adelaide',
    'Gold Coast',
    'Canberra',
    'Hobart',
    'Darwin',
  ],
  [C.uganda]: ['Kampala', 'Entebbe', 'Jinja', 'Mbarara', 'Gulu'],
  [C.kenya]: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret'],
  [C.tanzania]: ['Dar es Salaam', 'Arusha', 'Mwanza', 'Dodoma', 'Zanzibar City'],
  [C.unitedKingdom]: ['London', 'Birmingham', 'Manchester', 'Bristol', 'Leeds', 'Glasgow', 'Southampton'],
  [C.japan]: ['Tokyo', 'Yokohama', 'Nagoya', 'Osaka', 'Kobe', 'Fukuoka'],
  [C.ireland]: ['Dublin', 'Cork', 'Galway', 'Limerick'],
  [C.cyprus]: ['Nicosia', 'Limassol', 'Larnaca', 'Paphos'],
  [C.mauritius]: ['Port Louis', 'Curepipe', 'Quatre Bornes'],
  [C.southAfrica]: ['Durban', 'Johannesburg', 'Cape Town', 'Pretoria'],
  [C.zambia]: ['Lusaka', 'Ndola', 'Kitwe'],
  [C.jamaica]: ['Kingston', 'Montego Bay', 'Spanish Town'],
  [C.fiji]: ['Suva', 'Lautoka', 'Nadi'],
  [C.samoa]: ['Apia'],
  [C.thailand]: ['Bangkok', 'Chonburi', 'Chiang Mai'],
  [C.philippines]: ['Manila', 'Cebu City', 'Davao City'],
};

export interface ShippingRateRow {
  portId: number;
  sizeClass: SizeClass;
  freightJpy: number;
  ofsFees: string;
}

const SIZES: readonly SizeClass[] = ['small', 'medium', 'large'];

/**
 * Freight (yen) and offshore fees (destination currency) per country, small/medium/large; ports
 * other than the country's main one pay a little more (coastal leg / fewer sailings).
 */
const RATE_PROFILES: Readonly<
  Record<number, { freight: readonly number[]; ofs: readonly number[]; extraPerPort: number }>
> = {
  [C.newZealand]: { freight: [120_000, 150_000, 190_000], ofs: [1850, 2200, 2600], extraPerPort: 60 },
  [C.australia]: { freight: [160_000, 195_000, 240_000], ofs: [2450, 2850, 3350], extraPerPort: 90 },
  [C.kenya]: { freight: [170_000, 210_000, 260_000], ofs: [155_000, 185_000, 225_000], extraPerPort: 0 },
  [C.tanzania]: {
    freight: [175_000, 215_000, 260_000],
    ofs: [3_150_000, 3_750_000, 4_500_000],
    extraPerPort: 0,
  },
  [C.uganda]: {
    freight: [175_000, 215_000, 260_000],
    ofs: [5_200_000, 6_100_000, 7_400_000],
    extraPerPort: 0,
  },
  [C.unitedKingdom]: { freight: [200_000, 230_000, 260_000], ofs: [950, 1150, 1400], extraPerPort: 40 },
  [C.japan]: { freight: [0, 0, 0], ofs: [0, 0, 0], extraPerPort: 0 },
  [C.ireland]: { freight: [205_000, 235_000, 260_000], ofs: [1150, 1350, 1600], extraPerPort: 0 },
  [C.cyprus]: { freight: [190_000, 220_000, 255_000], ofs: [1050, 1250, 1500], extraPerPort: 0 },
  [C.mauritius]: { freight: [150_000, 180_000, 220_000], ofs: [900, 1100, 1350], extraPerPort: 0 },
  [C.southAfrica]: { freight: [150_000, 180_000, 220_000], ofs: [17_500, 20_500, 24_500], extraPerPort: 0 },
  [C.zambia]: { freight: [180_000, 220_000, 260_000], ofs: [1450, 1700, 2050], extraPerPort: 0 },
  [C.jamaica]: { freight: [190_000, 225_000, 260_000], ofs: [1100, 1300, 1550], extraPerPort: 0 },
  [C.fiji]: { freight: [140_000, 170_000, 210_000], ofs: [950, 1150, 1400], extraPerPort: 50 },
  [C.samoa]: { freight: [150_000, 180_000, 220_000], ofs: [1000, 1200, 1450], extraPerPort: 0 },
  [C.thailand]: { freight: [120_000, 140_000, 170_000], ofs: [28_000, 33_000, 39_000], extraPerPort: 0 },
  [C.philippines]: { freight: [120_000, 140_000, 170_000], ofs: [42_000, 50_000, 59_000], extraPerPort: 0 },
};

/** One rate per port and size class. */
export function shippingRates(): ShippingRateRow[] {
  const rows: ShippingRateRow[] = [];
  const seenPerCountry = new Map<number, number>();
  for (const port of PORTS) {
    const profile = RATE_PROFILES[port.countryId];
    if (!profile) throw new Error(`No shipping profile for country ${port.countryId}`);
    const nth = seenPerCountry.get(port.countryId) ?? 0;
    seenPerCountry.set(port.countryId, nth + 1);
    SIZES.forEach((sizeClass, i) => {
      const freight = profile.freight[i]!;
      const ofs = profile.ofs[i]! + nth * profile.extraPerPort;
      rows.push({
        portId: port.id,
        sizeClass,
        freightJpy: freight === 0 ? 0 : Math.min(260_000, freight + nth * 5_000),
        ofsFees: ofs.toFixed(2),
      });
    });
  }
  return rows;
}
