// Dealer tools: watchlist, saved searches and their alerts
import {
  char,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { vehicles } from './stock.ts';

/**
 * A vehicle a member watches. `known_*` is what he was last told (or saw when he added it): the
 * watchlist job compares the vehicle with it and notifies a price drop or a reservation once.
 */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The member's price text when he added it ('NZD 12,500'). */
    priceWhenAdded: text('price_when_added').notNull(),
    basePriceWhenAdded: numeric('base_price_when_added', { precision: 14, scale: 2 }).notNull(),
    knownPrice: numeric('known_price', { precision: 14, scale: 2 }).notNull(),
    knownCurrency: char('known_currency', { length: 3 }).notNull(),
    knownStatus: text('known_status').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vehicleId] }),
    index('watchlist_items_vehicle_idx').on(t.vehicleId),
  ],
);

/** A member's saved search: the search page's query string, a name and how often to alert. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    /** 'instant' | 'daily' | 'off' (ALERT_FREQUENCIES). */
    frequency: text('frequency').notNull(),
    /** News up to this moment has been matched (the alert job's watermark for this search). */
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.id)],
);

/**
 * A vehicle that alerted a saved search: at most one row per (search, vehicle), so the same vehicle
 * never alerts the same search twice. `emailed_at` is set when the instant mail or the digest takes it.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** 'listed' | 'reduced'. */
    reason: text('reason').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.vehicleId] }),
    index('saved_search_matches_pending_idx').on(t.savedSearchId, t.emailedAt),
  ],
);
