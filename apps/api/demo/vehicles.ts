// Deterministic demo stock: the same (count, seed, now) always gives the same rows, so demos,
// screenshots and benchmarks are reproducible. No Math.random, no clock reads other than `now`.
import type { vehicles } from '../src/db/schema.ts';
import {
  catalogMakesAndModels,
  categoryIdOf,
  sizeClassFor,
  type CatalogModel,
  type CatalogVariant,
  type SizeClass,
  demoCatalog,
} from './catalog.ts';

/** A vehicle row as inserted (everything but the serial id). */
export type SeedVehicle = Omit<typeof vehicles.$inferSelect, 'id'>;

export interface GenerateVehiclesOptions {
  count: number;
  seed?: number;
  /** The moment the stock is generated "as of": listing dates and ages count back from it. */
  now?: Date;
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------

/** mulberry32: tiny, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }
  /** Approximately normal (Box-Muller). */
  normal(mean: number, sd: number): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
  /** k distinct items in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(k, copy.length));
  }
}

// ---------------------------------------------------------------------------------------------
// Distributions
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** Stock tabs (spec §4) and their share of the demo stock. */
type StockPlan = { tab: number; stockType: 'ibc' | 'dealer-direct' | 'ddu' };
const STOCK_PLANS: readonly (readonly [StockPlan, number])[] = [
  [{ tab: 1, stockType: 'ibc' }, 82],
  [{ tab: 15, stockType: 'dealer-direct' }, 6],
  [{ tab: 16, stockType: 'ddu' }, 6],
  [{ tab: 12, stockType: 'ibc' }, 4],
  [{ tab: 4, stockType: 'ibc' }, 2],
];

/** Auction condition grades as numeric(2,1) reads them back ('4.0'); null is 'R' (repaired). */
const GRADES_OLDER: readonly (readonly [string | null, number])[] = [
  ['3.0', 9],
  ['3.5', 26],
  ['4.0', 36],
  ['4.5', 18],
  ['5.0', 3],
  [null, 8],
];
const GRADES_NEWER: readonly (readonly [string | null, number])[] = [
  ['3.0', 3],
  ['3.5', 12],
  ['4.0', 34],
  ['4.5', 34],
  ['5.0', 12],
  [null, 5],
];
const GRADE_PRICE_FACTOR: Readonly<Record<string, number>> = {
  '3.0': 0.82,
  '3.5': 0.92,
  '4.0': 1,
  '4.5': 1.1,
  '5.0': 1.22,
  R: 0.68,
};

/** Share of Japan-side stock per yard, in the catalogue's yard order (Yokohama first). */
const YARD_WEIGHTS = [30, 20, 15, 15, 12, 8];

/** How common each colour name is at auction (unlisted names weigh 3). */
const COLOR_WEIGHT: Readonly<Record<string, number>> = {
  'Pearl White': 24,
  White: 16,
  'Crystal White Pearl': 20,
  'Snowflake White Pearl': 18,
  Silver: 16,
  'Ice Silver': 14,
  Black: 16,
  'Jet Black': 14,
  'Crystal Black Silica': 14,
  'Soul Red Crystal': 14,
  'Machine Grey': 12,
};

const CUSTOMER_TERMS_JP = [
  'CIF Auckland inc. BAF',
  'C&F Mombasa',
  'FOB Yokohama, JEVIC inspection incl.',
  'CIF Dar es Salaam',
  'Ro-Ro to Auckland, next sailing',
  'Container shipment only',
  'Price includes NZ biosecurity inspection',
  'FOB incl. export certificate',
];
const CUSTOMER_TERMS_NZ = [
  'Landed in Auckland, GST incl.',
  'On-road costs extra',
  'WOF and registration included',
];

const SHIPPING_OFS_NZD: Readonly<Record<SizeClass, number>> = { small: 1850, medium: 2200, large: 2600 };
const NZD_JPY = 88.5;

function isTruckOrVan(model: CatalogModel): boolean {
  return model.bodyType === 'Truck' || model.bodyType === 'Van';
}

function isPremium(model: CatalogModel): boolean {
  return (
    model.make === 'Lexus' ||
    ['Alphard', 'Harrier', 'Land Cruiser Prado', 'Skyline', 'Mark X'].includes(model.model)
  );
}

// ---------------------------------------------------------------------------------------------
// Generator
// ---------------------------------------------------------------------------------------------

/** Yields `count` vehicle rows one by one (for batched inserts without holding them all). */
export function* iterateVehicles({
  count,
  seed = 1,
  now = new Date(),
}: GenerateVehiclesOptions): Generator<SeedVehicle> {
  const rng = new Rng(seed);
  const catalog = demoCatalog();
  const { makeIdOf, modelIdOf } = catalogMakesAndModels(catalog);
  const modelWeights = catalog.models.map((m) => [m, m.weight] as const);
  const yards = catalog.japanYards.map((yard, i) => [yard, YARD_WEIGHTS[i] ?? 0] as const);
  const dealers = catalog.dealers;
  const nowMs = now.getTime();
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  const usedChassis = new Set<string>();

  for (let i = 0; i < count; i++) {
    const model = rng.weighted(modelWeights);
    // Variants still in production past "now" are limited to years that have happened.
    const variants = model.variants.filter((v) => v.years[0] <= nowYear);
    const variant: CatalogVariant = rng.pick(variants.length > 0 ? variants : model.variants);
    const lastYear = Math.min(variant.years[1], nowYear);
    const firstYear = Math.min(variant.years[0], lastYear);
    // Exporters ship mostly 3-to-10-year-old stock: lean towards the newer half of the range.
    const year = Math.round(firstYear + (lastYear - firstYear) * Math.sqrt(rng.float()));
    const month = rng.int(1, year === nowYear ? nowMonth : 12);
    const ageYears = Math.max(0.05, nowYear + (nowMonth - 1) / 12 - (year + (month - 1) / 12));

    const plan = rng.weighted(STOCK_PLANS);
    const truckOrVan = isTruckOrVan(model);
    const premium = isPremium(model);

    // Mileage: about 8-12k km a year, commercial vehicles more; never below 10 (spec §9).
    const kmPerYear = Math.min(26_000, Math.max(2_500, rng.normal(10_000, 2_600) * (truckOrVan ? 1.7 : 1)));
    const kms = Math.max(10, Math.round(ageYears * kmPerYear * (0.85 + rng.float() * 0.3)));

    const conditionGrade = rng.weighted(ageYears < 4 ? GRADES_NEWER : GRADES_OLDER);
    const condition = conditionGrade === null ? 'repaired' : 'used';
    const interiorGrade = rng.weighted<string>(
      conditionGrade === null
        ? [
            ['B', 30],
            ['C', 50],
            ['D', 20],
          ]
        : [
            ['A', ageYears < 4 ? 35 : 15],
            ['B', 50],
            ['C', 27],
            ['D', 5],
          ],
    );

    const gradeIndex = rng.int(0, variant.grades.length - 1);
    const grade = variant.grades[gradeIndex]!;
    const color = rng.weighted(model.colors.map((c) => [c, COLOR_WEIGHT[c] ?? 3] as const));

    // FOB price in thousands of yen.
    const span = variant.years[1] - variant.years[0];
    const t = span > 0 ? (year - variant.years[0]) / span : 1;
    const expectedKms = Math.max(1, ageYears * 10_000);
    const kmFactor = Math.min(1.1, Math.max(0.8, 1.15 - 0.15 * (kms / expectedKms)));
    let priceK =
      (variant.priceK[0] + (variant.priceK[1] - variant.priceK[0]) * Math.min(1, Math.max(0, t))) *
      (GRADE_PRICE_FACTOR[conditionGrade ?? 'R'] ?? 1) *
      kmFactor *
      (1 + 0.03 * gradeIndex) *
      (0.92 + rng.float() * 0.16);
    if (plan.stockType === 'dealer-direct') priceK *= 0.97;
    if (plan.tab === 4) priceK += 30; // NZ ICCP: compliance pre-inspection done in Japan
    priceK = Math.max(100, Math.round(priceK / 10) * 10);

    const [lengthMm, widthMm, heightMm] = variant.dims;
    const sizeClass = sizeClassFor(lengthMm);

    let transmission: string = variant.transmission;
    if (transmission === 'Manual' && rng.chance(truckOrVan ? 0.2 : 0.4)) transmission = 'Automatic';

    const leather = rng.chance(premium ? 0.45 : 0.12);
    const interiorType = leather ? 'Leather' : 'Cloth';
    const interiorColor = leather
      ? rng.weighted<string>([
          ['Black', 55],
          ['Beige', 25],
          ['Brown', 15],
          ['White', 5],
        ])
      : rng.weighted<string>([
          ['Black', 55],
          ['Grey', 28],
          ['Beige', 17],
        ]);
    const hasSunRoof = rng.chance(premium || model.bodyType === 'SUV' ? 0.09 : 0.02);
    const wheelStyle = truckOrVan
      ? rng.weighted<number>([
          [1, 60],
          [3, 40],
        ])
      : rng.weighted<number>([
          [2, 60],
          [3, 25],
          [1, 15],
        ]);

    // Features and keywords.
    const features = rng.sample(model.features, rng.int(3, 6));
    if (variant.fuel === 'Hybrid' && !features.includes('Hybrid System')) features.unshift('Hybrid System');
    if (variant.driveType !== '2WD' && !features.includes('4WD'))
      features.push(variant.driveType === 'AWD' ? 'AWD' : '4WD');
    if (leather) features.push('Leather Seats');
    if (hasSunRoof) features.push('Sunroof');
    const keywords = [
      variant.fuel === 'Hybrid' || variant.fuel === 'Plug-in Hybrid' ? 'hybrid' : null,
      ...features.filter((f) => f !== 'Hybrid System').map((f) => f.toLowerCase()),
    ]
      .filter((k): k is string => k !== null)
      .filter((k, idx, all) => all.indexOf(k) === idx)
      .join(', ');

    // Chassis: model code + serial (kei cars have 6-digit serials).
    const digits = variant.engineCc > 0 && variant.engineCc < 700 ? 6 : 7;
    let chassis: string;
    do {
      chassis = `${variant.code}-${rng.int(10 ** (digits - 1), 10 ** digits - 1)}`;
    } while (usedChassis.has(chassis));
    usedChassis.add(chassis);

    // Stock tab specifics.
    const nzLanded = plan.tab === 12;
    const isKapStock = nzLanded && rng.chance(0.12);
    let basePrice: string;
    let negotiateCurrency = 'JPY';
    let location: string;
    let terms: string;
    let customerTerms: string | null = null;
    if (nzLanded) {
      negotiateCurrency = 'NZD';
      location = catalog.nzYard;
      terms = 'CIF';
      if (isKapStock) {
        basePrice = '0';
      } else {
        const landed = ((priceK * 1000) / NZD_JPY) * 1.03 + SHIPPING_OFS_NZD[sizeClass] + rng.int(1200, 2600);
        basePrice = String(Math.ceil((landed * 1.15) / 500) * 500 - 10); // e.g. 14990
      }
      if (rng.chance(0.5)) customerTerms = rng.pick(CUSTOMER_TERMS_NZ);
    } else {
      location = rng.weighted(yards);
      basePrice = String(priceK);
      terms = rng.weighted<string>([
        ['FOB', 85],
        ['C&F', 10],
        ['CIF', 5],
      ]);
      if (rng.chance(0.15)) customerTerms = rng.pick(CUSTOMER_TERMS_JP);
    }
    const deliveryTypes: number[] = [];
    if (plan.stockType === 'ddu') {
      const mask = rng.int(1, 7);
      for (const d of [0, 1, 2]) if (mask & (1 << d)) deliveryTypes.push(d);
    }

    const dealer = rng.weighted(
      dealers.map((d, idx) => [idx, d.name === 'Grand Enterprise' ? 10 : 6] as const),
    );
    const listedAgoMs = rng.chance(0.08) ? rng.float() * 7 * DAY_MS : 7 * DAY_MS + rng.float() * 113 * DAY_MS;
    const listedAt = new Date(nowMs - Math.floor(listedAgoMs));

    const searchText = [model.make, model.model, grade, chassis, variant.code, keywords]
      .join(' ')
      .toLowerCase();

    yield {
      chassis,
      makeId: makeIdOf(model.make),
      modelId: modelIdOf(model.make, model.model),
      make: model.make,
      model: model.model,
      grade,
      year,
      month,
      categoryId: categoryIdOf(model.category, catalog),
      bodyType: model.bodyType,
      kms,
      engineCc: variant.engineCc,
      doors: variant.doors,
      seats: variant.seats,
      isLeftHandDrive: rng.chance(0.01),
      transmission,
      fuel: variant.fuel,
      driveType: variant.driveType,
      wheelStyle,
      interiorType,
      interiorColor,
      hasSunRoof,
      lengthMm,
      widthMm,
      heightMm,
      color,
      conditionGrade,
      interiorGrade,
      condition,
      location,
      stockTab: plan.tab,
      stockType: plan.stockType,
      deliveryTypes,
      isMaxcareUnit: rng.chance(0.1),
      isIdirect: plan.tab === 1 && rng.chance(0.08),
      isKapStock,
      terms,
      customerTerms,
      dealerId: dealer + 1,
      dealerName: dealers[dealer]!.name,
      negotiateCurrency,
      basePrice,
      sizeClass,
      keywords,
      searchText,
      photoCount: rng.int(6, 12),
      features,
      status: rng.chance(0.03) ? 'reserved' : 'available',
      listedAt,
      createdAt: listedAt,
      updatedAt: listedAt,
    };
  }
}
