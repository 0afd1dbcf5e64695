// Dealer tools: watchlist, saved searches and their alerts
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, currencyCode, money, requiredRef, serialId, timestamptz } from './columns.ts';
import { users } from './accounts.ts';
import { vehicles } from './stock.ts';

/**
 * A vehicle a member watches. `known_*` is what he was last told (or saw when he added it): the
 * watchlist job compares the vehicle with it and notifies a price drop or a reservation once.
 */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    vehicleId: requiredRef('vehicle_id', () => vehicles.id, { onDelete: 'cascade' }),
    /** The member's price text when he added it ('NZD 12,500'). */
    priceWhenAdded: text('price_when_added').notNull(),
    basePriceWhenAdded: money('base_price_when_added').notNull(),
    knownPrice: money('known_price').notNull(),
    knownCurrency: currencyCode('known_currency').notNull(),
    knownStatus: text('known_status').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
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
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    /** 'instant' | 'daily' | 'off' (ALERT_FREQUENCIES). */
    frequency: text('frequency').notNull(),
    /** News up to this moment has been matched (the alert job's watermark for this search). */
    checkedUntil: timestamptz('checked_until').notNull().defaultNow(),
    lastOpenedAt: timestamptz('last_opened_at'),
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
    savedSearchId: requiredRef('saved_search_id', () => savedSearches.id, { onDelete: 'cascade' }),
    vehicleId: requiredRef('vehicle_id', () => vehicles.id, { onDelete: 'cascade' }),
    /** 'listed' | 'reduced'. */
    reason: text('reason').notNull(),
    matchedAt: timestamptz('matched_at').notNull().defaultNow(),
    emailedAt: timestamptz('emailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.vehicleId] }),
    index('saved_search_matches_pending_idx').on(t.savedSearchId, t.emailedAt),
  ],
);
