// Back office: activity log, price and forex history, shipping schedule
import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { currencies, ports } from './reference.ts';
import { vehicles } from './stock.ts';

/** Every change made in the back office: who, when, which entity, before/after of changed fields. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    basePrice: numeric('base_price', { precision: 14, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    currency: char('currency', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    jpyPerUnit: numeric('jpy_per_unit', { precision: 14, scale: 6 }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('forex_rates_currency_effective_uq').on(t.currency, t.effectiveFrom)],
);

export const vessels = pgTable('vessels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/** A sailing of a vessel from a Japanese port, calling at the destination ports below. */
export const voyages = pgTable(
  'voyages',
  {
    id: serial('id').primaryKey(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id),
    voyageNumber: text('voyage_number').notNull(),
    /** Port of loading in Japan (Yokohama, Nagoya, Osaka, Kobe, ...). */
    loadingPort: text('loading_port').notNull(),
    etd: timestamp('etd', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    voyageId: integer('voyage_id')
      .notNull()
      .references(() => voyages.id, { onDelete: 'cascade' }),
    portId: integer('port_id')
      .notNull()
      .references(() => ports.id),
    eta: timestamp('eta', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voyageId, t.portId] }),
    index('voyage_port_calls_port_idx').on(t.portId, t.eta),
  ],
);
