// Reference data: countries, cities, ports, currencies
import { boolean, char, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencyCode, requiredRef, serialId, updatedAt } from './columns.ts';

export const currencies = pgTable('currencies', {
  code: currencyCode('code').primaryKey(),
  name: text('name').notNull(),
  /**
   * The opening rate the currency was created with (yen per unit; JPY 1). Nothing reads it: the rate
   * of a currency is the one in force in forex_rates (modules/pricing/forex-in-force.ts).
   */
  jpyPerUnit: numeric('jpy_per_unit', { precision: 14, scale: 6 }).notNull(),
  updatedAt: updatedAt(),
});

export const countries = pgTable('countries', {
  /** The exporter's own country ids (75 = New Zealand; 70, 295, 104 = DDU markets), spec §9. */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: char('code', { length: 2 }).notNull(),
  currency: currencyCode('currency')
    .notNull()
    .references(() => currencies.code),
  /** Landed-cost region (§9): 'atnz', 'atoz' or null for FOB/CIF markets. */
  exportRegion: text('export_region'),
  /** GST/VAT multiplier applied to landed prices, e.g. 1.15 for New Zealand. */
  gst: numeric('gst', { precision: 6, scale: 4 }).notNull().default('1'),
  defaultPortId: integer('default_port_id'),
  isSearchable: boolean('is_searchable').notNull().default(true),
});

export const cities = pgTable(
  'cities',
  {
    id: serialId(),
    countryId: requiredRef('country_id', () => countries.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_country_idx').on(t.countryId)],
);

export const ports = pgTable(
  'ports',
  {
    id: integer('id').primaryKey(),
    countryId: requiredRef('country_id', () => countries.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [index('ports_country_idx').on(t.countryId)],
);

/** What it costs to get a vehicle from Japan to a destination port, by vehicle size class. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serialId(),
    portId: requiredRef('port_id', () => ports.id),
    /** 'small' | 'medium' | 'large' (from the vehicle's length). */
    sizeClass: text('size_class').notNull(),
    /** Sea freight in yen (added to FOB for JPY-priced markets). */
    freightJpy: integer('freight_jpy').notNull(),
    /** Offshore fees (freight, insurance, inspection, compliance) in the destination currency. */
    ofsFees: numeric('ofs_fees', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('shipping_rates_port_size_uq').on(t.portId, t.sizeClass)],
);
