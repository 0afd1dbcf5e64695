// Stock
import { VEHICLE_STATUSES } from '@ibc/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  currencyCode,
  money,
  oneOf,
  requiredRef,
  serialId,
  timestamptz,
  updatedAt,
} from './columns.ts';

export const categories = pgTable('categories', {
  id: serialId(),
  name: text('name').notNull(), // Sedan, Hatchback, SUV, Wagon, Van, Truck, ...
  slug: text('slug').notNull().unique(),
});

export const makes = pgTable('makes', {
  id: serialId(),
  name: text('name').notNull().unique(),
});

export const models = pgTable(
  'models',
  {
    id: serialId(),
    makeId: requiredRef('make_id', () => makes.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('models_make_name_uq').on(t.makeId, t.name)],
);

export const dealers = pgTable('dealers', {
  id: serialId(),
  name: text('name').notNull(),
  prefecture: text('prefecture').notNull().default(''),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: serialId(),
    /** Chassis number in model-code-serial form, e.g. NHP10-1234567. */
    chassis: text('chassis').notNull(),
    makeId: requiredRef('make_id', () => makes.id),
    modelId: requiredRef('model_id', () => models.id),
    /** Denormalised names: search filters and sorts read them without joins. */
    make: text('make').notNull(),
    model: text('model').notNull(),
    grade: text('grade').notNull().default(''),
    year: smallint('year').notNull(),
    month: smallint('month'),
    categoryId: integer('category_id').references(() => categories.id),
    /** Body type shown as 'Vehicle Type' (Hatchback, Sedan, SUV, Van, ...). */
    bodyType: text('body_type').notNull(),
    kms: integer('kms').notNull(),
    engineCc: integer('engine_cc').notNull(),
    doors: smallint('doors').notNull(),
    seats: smallint('seats'),
    isLeftHandDrive: boolean('is_left_hand_drive').notNull().default(false),
    transmission: text('transmission').notNull(), // Automatic, Manual, CVT
    fuel: text('fuel').notNull(), // Petrol, Diesel, Hybrid, Electric, Plug-in Hybrid
    driveType: text('drive_type').notNull().default('2WD'),
    /** §4: 1 Normal, 2 Aluminum, other Wheel Covers. */
    wheelStyle: smallint('wheel_style'),
    interiorType: text('interior_type'),
    interiorColor: text('interior_color'),
    hasSunRoof: boolean('has_sun_roof').notNull().default(false),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    color: text('color').notNull(),
    /** Auction condition grade 0..5 in halves; null means 'R' (repaired). */
    conditionGrade: numeric('condition_grade', { precision: 2, scale: 1 }),
    interiorGrade: text('interior_grade'),
    /** 'used' | 'repaired' | 'new'. */
    condition: text('condition').notNull().default('used'),
    /** Yard or port where the vehicle stands (Yokohama, Nagoya, Auckland, ...). */
    location: text('location').notNull(),
    /** Stock tab number (§4 mapping): 1 japan/IBC stock, 12 NZ landed, 15 dealer direct, 16 DDU, ... */
    stockTab: smallint('stock_tab').notNull().default(1),
    /** 'ibc' | 'dealer-direct' | 'ddu'. */
    stockType: text('stock_type').notNull().default('ibc'),
    /** DDU delivery types offered (§3: 0 Pick Up At Port, 1 Delivery Via Driver, 2 Delivery Via Car Carrier). */
    deliveryTypes: smallint('delivery_types')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    isMaxcareUnit: boolean('is_maxcare_unit').notNull().default(false),
    isIdirect: boolean('is_idirect').notNull().default(false),
    isKapStock: boolean('is_kap_stock').notNull().default(false),
    /** Trade terms the price is quoted on (FOB, C&F, CIF). */
    terms: text('terms').notNull().default('FOB'),
    customerTerms: text('customer_terms'),
    dealerId: integer('dealer_id').references(() => dealers.id),
    dealerName: text('dealer_name').notNull().default(''),
    /** Currency the vehicle is negotiated in; 'JPY' prices are thousands of yen (§9). */
    negotiateCurrency: currencyCode('negotiate_currency').notNull().default('JPY'),
    basePrice: money('base_price').notNull(),
    /** Size class used to pick the shipping rate ('small' | 'medium' | 'large'). */
    sizeClass: text('size_class').notNull().default('medium'),
    keywords: text('keywords').notNull().default(''),
    /** Lower-case text searched by the free-text box (make, model, grade, chassis, keywords). */
    searchText: text('search_text').notNull().default(''),
    photoCount: smallint('photo_count').notNull().default(6),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * 'available' | 'reserved' | 'sold' | 'withdrawn' (VEHICLE_STATUSES); the searches show available and
     * reserved (marked) stock.
     */
    status: text('status').notNull().default('available'),
    updatedAt: updatedAt(),
    listedAt: timestamptz('listed_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // Migration 0019 gives the sort and make indexes below (kms, listed, grade both ways, year, make
    // and model, the two price walks) INCLUDE columns for every common filter: a page's walk and a
    // bounded count are index-only scans. Drizzle cannot declare INCLUDE: the key columns are declared
    // here, the same names.
    uniqueIndex('vehicles_chassis_uq').on(t.chassis),
    index('vehicles_tab_listed_idx').on(t.stockTab, t.listedAt, t.id),
    // Stock search (ADR 0005): make/model filters read the newest first straight from this index.
    index('vehicles_make_model_year_idx').on(t.make, t.model, t.year, t.id),
    // Its INCLUDE (0011, widened by 0019) has search_text too: free text sorted by year is an
    // index-only walk.
    index('vehicles_year_idx').on(t.year, t.id),
    index('vehicles_price_idx').on(t.basePrice, t.id),
    // Members' price sort (ADR 0005): one walk per size class in listed-price order, and the few
    // units outside those walks.
    index('vehicles_size_price_idx').on(t.sizeClass, t.basePrice, t.id),
    // The same walks inside one stock type (the IBC and Dealer Direct tabs): a small tab's
    // page no longer filters its units out of the whole size class.
    index('vehicles_type_size_price_idx')
      .on(t.stockType, t.sizeClass, t.basePrice, t.id)
      .where(sql`${t.negotiateCurrency} = 'JPY' and not ${t.isKapStock}`),
    // Members' price sort (ADR 0005): the few units outside the per-size-class JPY index walks.
    index('vehicles_other_price_idx')
      .on(t.stockType, t.basePrice, t.id)
      .where(
        sql`${t.negotiateCurrency} <> 'JPY' or ${t.isKapStock} or ${t.sizeClass} not in ('small', 'medium', 'large')`,
      ),
    // Left-hand drive is about 1 unit in 100: its pages walk these few entries, not the year index.
    index('vehicles_lhd_year_idx')
      .on(t.year, t.id)
      .where(sql`${t.isLeftHandDrive}`),
    index('vehicles_kms_idx').on(t.kms, t.id),
    index('vehicles_grade_idx').on(t.conditionGrade, t.id),
    // Sort by condition grade DESC puts repaired units (null) last: needs its own direction.
    index('vehicles_grade_desc_idx').on(t.conditionGrade.desc().nullsLast(), t.id.desc()),
    index('vehicles_listed_idx').on(t.listedAt, t.id),
    // Back office: the stock list filtered or sorted by status, newest first, and the
    // dashboard's counts by status (an index-only scan instead of reading every row).
    index('vehicles_status_listed_idx').on(t.status, t.listedAt, t.id),
    index('vehicles_fuel_idx').on(t.fuel),
    index('vehicles_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    oneOf('vehicles_status_check', t.status, VEHICLE_STATUSES),
  ],
);
