// The static stock catalogue behind the demo data lives in data/catalog.json (makes, categories,
// models with their variants, dealers, yards). This module is its contract: a zod schema that the
// seed checks the file against, so a mistyped file fails the seed with a clear message, plus the
// small derivations the generator needs (ids in file order, size classes).
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const CATALOG_FILE = new URL('./data/catalog.json', import.meta.url);

/** Body types a catalogue model may have (each has its own silhouette in vehicle-photo.ts). */
export const BODY_TYPES = [
  'Hatchback',
  'Sedan',
  'Wagon',
  'SUV',
  'Van',
  'Minivan',
  'Truck',
  'Coupe',
  'Convertible',
  'Kei Car',
] as const;

const name = z.string().trim().min(1);
const year = z.number().int().min(1950).max(2100);
const positive = z.number().int().positive();

const variantSchema = z
  .object({
    /** Model code as it prefixes the chassis number (NHP10 -> NHP10-1234567). */
    code: z.string().regex(/^[A-Z0-9]+$/, 'model codes are upper-case letters and digits'),
    years: z.tuple([year, year]),
    engineCc: z.number().int().min(0),
    fuel: z.enum(['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid']),
    transmission: z.enum(['Automatic', 'Manual', 'CVT']),
    driveType: z.enum(['2WD', '4WD', 'AWD']),
    /** Length, width, height in mm. */
    dims: z.tuple([positive, positive, positive]),
    doors: positive,
    seats: positive,
    /** FOB thousands of yen, grade 4, oldest -> newest production year. */
    priceK: z.tuple([positive, positive]),
    grades: z.array(name).min(1),
  })
  .strict()
  .refine((v) => v.years[0] <= v.years[1], { message: 'years must run [from, to]', path: ['years'] });

const modelSchema = z
  .object({
    make: name,
    model: name,
    category: name,
    /** 'Vehicle Type' as shown on the site; also what the demo photo draws. */
    bodyType: z.enum(BODY_TYPES),
    /** Relative share of stock (auction-export popularity). */
    weight: positive,
    colors: z.array(name).min(1),
    /** Equipment this model commonly has (a random subset goes on each unit). */
    features: z.array(name).min(1),
    variants: z.array(variantSchema).min(1),
  })
  .strict();

export const catalogFileSchema = z
  .object({
    about: z.string().optional(),
    makes: z.array(name).min(1),
    /** Rows of the `categories` table, ids 1.. in this order. */
    categories: z.array(z.object({ name, slug: z.string().regex(/^[a-z0-9-]+$/) }).strict()).min(1),
    /** Japanese exporting dealers; ids 1.. in this order. */
    dealers: z.array(z.object({ name, prefecture: name }).strict()).min(1),
    /** Yards (Japanese export ports) where stock stands before shipping, busiest first. */
    japanYards: z.array(name).length(6),
    /** Where NZ-landed stock stands. */
    nzYard: name,
    models: z.array(modelSchema).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    const makes = new Set(file.makes);
    const slugs = new Set(file.categories.map((c) => c.slug));
    file.models.forEach((m, i) => {
      if (!makes.has(m.make))
        ctx.addIssue({ code: 'custom', path: ['models', i, 'make'], message: `'${m.make}' is not in makes` });
      if (!slugs.has(m.category))
        ctx.addIssue({
          code: 'custom',
          path: ['models', i, 'category'],
          message: `'${m.category}' is not a category slug`,
        });
    });
  });

export type Catalog = z.infer<typeof catalogFileSchema>;
export type CatalogModel = Catalog['models'][number];
export type CatalogVariant = CatalogModel['variants'][number];
export type SizeClass = 'small' | 'medium' | 'large';

/** Reads and checks a catalogue file; throws an error naming the file and every problem in it. */
export function loadCatalog(file: URL | string = CATALOG_FILE): Catalog {
  const where = typeof file === 'string' ? file : file.pathname;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `The demo catalogue ${where} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const parsed = catalogFileSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`The demo catalogue ${where} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

let cached: Catalog | undefined;
/** The checked-in catalogue, read and validated on first use. */
export function demoCatalog(): Catalog {
  return (cached ??= loadCatalog());
}

/** §9 shipping size class from the vehicle's length: small < 4.2 m, large > 4.7 m. */
export function sizeClassFor(lengthMm: number): SizeClass {
  if (lengthMm < 4200) return 'small';
  if (lengthMm > 4700) return 'large';
  return 'medium';
}

/** Rows of `makes` / `models` (ids 1.. in catalogue order), so vehicle rows can carry matching ids. */
export function catalogMakesAndModels(catalog: Catalog = demoCatalog()): {
  makes: { id: number; name: string }[];
  models: { id: number; makeId: number; name: string }[];
  modelIdOf: (make: string, model: string) => number;
  makeIdOf: (make: string) => number;
} {
  const makes = catalog.makes.map((name, i) => ({ id: i + 1, name }));
  const makeIds = new Map(makes.map((m) => [m.name, m.id]));
  const models: { id: number; makeId: number; name: string }[] = [];
  const modelIds = new Map<string, number>();
  for (const entry of catalog.models) {
    const key = `${entry.make}\u0000${entry.model}`;
    if (modelIds.has(key)) continue;
    const id = models.length + 1;
    models.push({ id, makeId: makeIds.get(entry.make)!, name: entry.model });
    modelIds.set(key, id);
  }
  return {
    makes,
    models,
    makeIdOf: (make) => {
      const id = makeIds.get(make);
      if (id === undefined) throw new Error(`Unknown make ${make}`);
      return id;
    },
    modelIdOf: (make, model) => {
      const id = modelIds.get(`${make}\u0000${model}`);
      if (id === undefined) throw new Error(`Unknown model ${make} ${model}`);
      return id;
    },
  };
}

/** `categories` id of a slug (ids 1.. in file order). */
export function categoryIdOf(slug: string, catalog: Catalog = demoCatalog()): number {
  return catalog.categories.findIndex((c) => c.slug === slug) + 1;
}
