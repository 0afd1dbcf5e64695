// Back office: activity log, price and forex history, shipping schedule
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, currencyCode, money, requiredRef, serialId, timestamps, timestamptz } from './columns.ts';
import { users } from './accounts.ts';
import { currencies, ports } from './reference.ts';
import { vehicles } from './stock.ts';

/** Every change made in the back office: who, when, which entity, before/after of changed fields. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serialId(),
    /** Null for changes made by the system (a job, the CLI). */
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorEmail: text('actor_email').notNull(),
    /** 'vehicle' | 'company' | 'user' | 'forex-rate' | 'voyage' | 'announcement' | ... */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'created' | 'updated' | 'deleted' | 'approved' | ... */
    action: text('action').notNull(),
    /** One line a person reads in the log ('Toyota Aqua NHP10-1234567'). */
    summary: text('summary').notNull().default(''),
    /** { field: { before, after } } of the fields that changed. */
    changes: jsonb('changes')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt, t.id),
    index('activity_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);

/** Every price a vehicle has been listed at (the current one is vehicles.base_price). */
export const vehiclePriceHistory = pgTable(
  'vehicle_price_history',
  {
    id: serialId(),
    vehicleId: requiredRef('vehicle_id', () => vehicles.id, { onDelete: 'cascade' }),
    basePrice: money('base_price').notNull(),
    currency: currencyCode('currency').notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_price_history_vehicle_idx').on(t.vehicleId, t.changedAt),
    // The alert job reads the price changes of the last minutes.
    index('vehicle_price_history_changed_idx').on(t.changedAt),
  ],
);

/**
 * Forex rates, never overwritten: the rate of a currency at a moment is the row with the latest
 * effective_from not after it. Yen per one unit, as the member sidebar shows.
 */
export const forexRates = pgTable(
  'forex_rates',
  {
    id: serialId(),
    currency: currencyCode('currency')
      .notNull()
      .references(() => currencies.code),
    jpyPerUnit: numeric('jpy_per_unit', { precision: 14, scale: 6 }).notNull(),
    effectiveFrom: timestamptz('effective_from').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('forex_rates_currency_effective_uq').on(t.currency, t.effectiveFrom)],
);

export const vessels = pgTable('vessels', {
  id: serialId(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/** A sailing of a vessel from a Japanese port, calling at the destination ports below. */
export const voyages = pgTable(
  'voyages',
  {
    id: serialId(),
    vesselId: requiredRef('vessel_id', () => vessels.id),
    voyageNumber: text('voyage_number').notNull(),
    /** Port of loading in Japan (Yokohama, Nagoya, Osaka, Kobe, ...). */
    loadingPort: text('loading_port').notNull(),
    etd: timestamptz('etd').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('voyages_vessel_number_uq').on(t.vesselId, t.voyageNumber),
    index('voyages_etd_idx').on(t.etd),
  ],
);

/** The carrier's ETA of a voyage at each discharge port. */
export const voyagePortCalls = pgTable(
  'voyage_port_calls',
  {
    voyageId: requiredRef('voyage_id', () => voyages.id, { onDelete: 'cascade' }),
    portId: requiredRef('port_id', () => ports.id),
    eta: timestamptz('eta').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voyageId, t.portId] }),
    index('voyage_port_calls_port_idx').on(t.portId, t.eta),
  ],
);
