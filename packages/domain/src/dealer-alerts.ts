// Dealer tools: when a watched vehicle or a saved search tells the member something.
// Pure rules; the watchlist and saved-search jobs feed them what the database holds now and what
// the member was last told, and write what they return.
import { Money } from './decimal.ts';
import { isForSale, isReserved } from './machines/vehicle-status.ts';
import { takesOffers } from './machines/vehicle.ts';
import { formatWholeNumber } from './written-decimal.ts';

// ---------------------------------------------------------------------------------------------
// Watchlist: "notifies the member when a watched vehicle's price drops or it is reserved by
// someone else".

/** What the member last knew of a watched vehicle (the state at his last notification, or when added). */
export interface WatchedState {
  /** Base price in the vehicle's negotiation currency ('JPY' in thousands of yen, §9). */
  price: string;
  currency: string;
  /** A vehicle status (machines/vehicle.ts). */
  status: string;
}

export interface CurrentVehicleState extends WatchedState {
  /** The reservation is the watcher's own (his company's accepted offer): nothing to tell. */
  reservedByWatcher: boolean;
  /** KAP stock is priced on enquiry (§7 'NZD 0'): it has no price to drop. */
  isKapStock?: boolean;
}

export type WatchEvent = { kind: 'price-drop'; from: string; to: string } | { kind: 'reserved' };

/** The events a member should be told of, comparing what he knew with the vehicle now. */
export function watchEvents(known: WatchedState, now: CurrentVehicleState): WatchEvent[] {
  const events: WatchEvent[] = [];
  // A price in another currency is not comparable: it is news of its own kind, not a drop.
  if (
    !now.isKapStock &&
    known.currency.trim().toUpperCase() === now.currency.trim().toUpperCase() &&
    new Money(now.price).lt(new Money(known.price)) &&
    isForSale(now.status)
  ) {
    events.push({ kind: 'price-drop', from: known.price, to: now.price });
  }
  if (!isReserved(known.status) && isReserved(now.status) && !now.reservedByWatcher) {
    events.push({ kind: 'reserved' });
  }
  return events;
}

// ---------------------------------------------------------------------------------------------
// Saved searches: "matches newly listed or newly reduced vehicles against saved searches ... The
// same vehicle never alerts the same search twice."

export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Readonly<Record<AlertFrequency, string>> = {
  instant: 'Instant',
  daily: 'Daily digest',
  off: 'Off',
};

/** A vehicle that matches a saved search's filter, with what changed about it recently. */
export interface AlertCandidate {
  vehicleId: number;
  status: string;
  listedAt: Date;
  price: string;
  currency: string;
  /** The latest price change (null: only the first price), and the price in force before it. */
  lastPriceChangeAt: Date | null;
  previousPrice: string | null;
  previousCurrency: string | null;
}

export type AlertReason = 'listed' | 'reduced';

/** Why a matching vehicle is news to a search last checked at `since`; null when it is not. */
export function alertReason(candidate: AlertCandidate, since: Date): AlertReason | null {
  // Reserved, sold or withdrawn units are not something to buy.
  if (!takesOffers(candidate.status)) return null;
  if (candidate.listedAt > since) return 'listed';
  const changedSince = candidate.lastPriceChangeAt !== null && candidate.lastPriceChangeAt > since;
  const previous = candidate.previousPrice;
  const comparable =
    previous !== null &&
    candidate.previousCurrency?.trim().toUpperCase() === candidate.currency.trim().toUpperCase();
  if (changedSince && comparable && new Money(candidate.price).lt(new Money(previous))) {
    return 'reduced';
  }
  return null;
}

/**
 * The alerts a search gets now: each matching vehicle that is news since `since` and has never
 * alerted this search before.
 */
export function newAlerts(
  matching: readonly AlertCandidate[],
  since: Date,
  alreadyAlerted: ReadonlySet<number>,
): { vehicleId: number; reason: AlertReason }[] {
  const alerts: { vehicleId: number; reason: AlertReason }[] = [];
  for (const candidate of matching) {
    if (alreadyAlerted.has(candidate.vehicleId)) continue;
    const reason = alertReason(candidate, since);
    if (reason) alerts.push({ vehicleId: candidate.vehicleId, reason });
  }
  return alerts;
}

/** The default name of a saved search, from its filter: 'Toyota Aqua 2015-2020'. */
export function savedSearchName(filter: {
  make?: string;
  model?: string;
  minYear?: number;
  maxYear?: number;
  freeText?: string;
}): string {
  const years =
    filter.minYear !== undefined && filter.maxYear !== undefined
      ? `${filter.minYear}-${filter.maxYear}`
      : filter.minYear !== undefined
        ? `from ${filter.minYear}`
        : filter.maxYear !== undefined
          ? `up to ${filter.maxYear}`
          : '';
  const words = [filter.make, filter.model, filter.freeText ? `"${filter.freeText}"` : undefined, years]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  return (words || 'All vehicles').slice(0, 80);
}

/** The words a saved search's line is written with (English here; the web gives the reader's). */
export interface SavedSearchWords {
  from: (value: string) => string;
  upTo: (value: string) => string;
  grade: (value: number) => string;
  leftHandDrive: string;
  rightHandDrive: string;
  allVehicles: string;
}

const ENGLISH_SEARCH_WORDS: SavedSearchWords = {
  from: (value) => `from ${value}`,
  upTo: (value) => `up to ${value}`,
  grade: (value) => `grade ${value}`,
  leftHandDrive: 'left-hand drive',
  rightHandDrive: 'right-hand drive',
  allVehicles: 'All vehicles',
};

/**
 * What a saved search looks for, in one line for the Saved Searches page: 'Toyota Aqua · 2015–2020 ·
 * up to 80,000 km'. Makes, models and typed words stay as they are.
 */
export function describeSavedSearch(
  filter: {
    make?: string;
    model?: string;
    minYear?: number;
    maxYear?: number;
    minMileage?: number;
    maxMileage?: number;
    mileageUnit?: 'km' | 'mi';
    minConditionGrade?: number;
    maxConditionGrade?: number;
    isLeftHandDrive?: boolean;
    freeText?: string;
  },
  words: SavedSearchWords = ENGLISH_SEARCH_WORDS,
): string {
  const range = (low: number | undefined, high: number | undefined, format: (n: number) => string) =>
    low !== undefined && high !== undefined
      ? `${format(low)}–${format(high)}`
      : low !== undefined
        ? words.from(format(low))
        : high !== undefined
          ? words.upTo(format(high))
          : '';
  const unit = filter.mileageUnit ?? 'km';
  const parts = [
    [filter.make, filter.model].filter(Boolean).join(' '),
    filter.freeText ? `"${filter.freeText}"` : '',
    range(filter.minYear, filter.maxYear, String),
    range(filter.minMileage, filter.maxMileage, (n) => `${formatWholeNumber(n)} ${unit}`),
    range(filter.minConditionGrade, filter.maxConditionGrade, words.grade),
    filter.isLeftHandDrive === undefined
      ? ''
      : filter.isLeftHandDrive
        ? words.leftHandDrive
        : words.rightHandDrive,
  ].filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' · ') : words.allVehicles;
}
