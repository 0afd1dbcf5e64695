import { X } from 'lucide-react';
import {
  deliveryTypeLabel,
  formatWholeNumber,
  SEARCH_QUERY_KEYS,
  StockTab,
  type SearchFilter,
} from '@ibc/domain';
import { countrySummary, gradeSummary, mileageSummary, steerSummary, yearSummary } from './filters';

/** One filter the search applies, as a chip: its words and the URL keys that removing it clears. */
export interface ActiveFilter {
  label: string;
  clears: readonly (keyof SearchFilter)[];
}

function kmsRange(from: number | undefined, to: number | undefined): string {
  const n = formatWholeNumber;
  if (from !== undefined && to !== undefined) return `${n(from)} – ${n(to)} km`;
  return from !== undefined ? `from ${n(from)} km` : `up to ${n(to ?? 0)} km`;
}

/**
 * Every parameter of the address that narrows the results (the API's normalizeSearch), as a chip:
 * a shared or bookmarked link (/search?make=Toyota&minYear=2015) filters nothing the page does not
 * show. The tab, sort, page and page size have their own controls; currency, the country's name and
 * the request origin narrow nothing. `portName` names the member's port (the page knows its ports).
 */
export function activeFilters(
  filter: SearchFilter,
  portName: (id: number) => string | undefined = () => undefined,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const add = (label: string | undefined, clears: ActiveFilter['clears']) => {
    if (label !== undefined) chips.push({ label, clears });
  };
  const f = filter;
  if (f.freeText) add(`Search: ${f.freeText}`, ['freeText']);
  if (f.chassis) add(`Chassis: ${f.chassis}`, ['chassis']);
  if (f.make) add(`Make: ${f.make}`, ['make', 'model']);
  if (f.model) add(`Model: ${f.model}`, ['model']);
  const year = yearSummary(f);
  if (year) add(`Year: ${year}`, ['minYear', 'maxYear']);
  const mileage = mileageSummary(f);
  if (mileage) add(`Mileage: ${mileage}`, ['minMileage', 'maxMileage', 'mileageUnit']);
  if (f.kmsFrom !== undefined || f.kmsTo !== undefined)
    add(`Kms: ${kmsRange(f.kmsFrom, f.kmsTo)}`, ['kmsFrom', 'kmsTo']);
  const grade = gradeSummary(f);
  if (grade) add(`Condition Grade: ${grade}`, ['minConditionGrade', 'maxConditionGrade']);
  const steer = steerSummary(f);
  if (steer) add(`Steer Side: ${steer}`, ['isLeftHandDrive']);
  const country = f.countryId === undefined ? undefined : countrySummary(f);
  if (country) add(`Country: ${country}`, ['countryId', 'countryName']);
  if (f.portId !== undefined) add(`Port: ${portName(f.portId) ?? `#${f.portId}`}`, ['portId']);
  // Delivery Type narrows the DDU tab only (the API ignores it elsewhere).
  if (f.deliveryType !== undefined && f.tab === StockTab.ddu)
    add(`Delivery Type: ${deliveryTypeLabel(f.deliveryType) || f.deliveryType}`, ['deliveryType']);
  if (f.doors !== undefined) add(`Doors: ${f.doors}`, ['doors']);
  if (f.fuel) add(`Fuel: ${f.fuel}`, ['fuel']);
  if (f.color) add(`Colour: ${f.color}`, ['color']);
  if (f.condition) add(`Condition: ${f.condition}`, ['condition']);
  if (f.category) add(`Category: ${f.category}`, ['category']);
  return chips;
}

/** Parameters the page itself reads besides the filter's (useSearchFilter, search-state.ts). */
const PAGE_PARAMS = new Set(['q', 'location', 'toPage']);
/** Campaign and click ids added by other sites: not search words, never worth a mention. */
const TRACKING_PARAM = /^(utm_|fbclid$|gclid$|msclkid$)/;

/**
 * The parameters of a link the search does not read (yearFrom instead of minYear) or whose value it
 * cannot use (minYear=old): without a word on the page, such a link seems to filter but does not.
 */
export function ignoredSearchParams(params: URLSearchParams, filter: SearchFilter): string[] {
  const known = new Set<string>(SEARCH_QUERY_KEYS);
  const ignored: string[] = [];
  for (const name of new Set(params.keys())) {
    if (PAGE_PARAMS.has(name) || TRACKING_PARAM.test(name)) continue;
    const unread = !known.has(name) || filter[name as keyof SearchFilter] === undefined;
    if (unread && !ignored.includes(name)) ignored.push(name);
  }
  return ignored;
}

/**
 * The active filters of the search as chips, each a button that removes its filter ("Remove filter
 * Make: Toyota"), and Clear all; and a note naming a link's parameters the search cannot use.
 */
export function ActiveFilterChips({
  filters,
  ignored,
  onRemove,
  onClearAll,
}: {
  filters: readonly ActiveFilter[];
  ignored: readonly string[];
  onRemove: (filter: ActiveFilter) => void;
  onClearAll: () => void;
}) {
  if (filters.length === 0 && ignored.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {filters.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xs font-semibold text-slate-600">Active filters:</h2>
          <ul aria-label="Active filters" className="flex flex-wrap gap-2">
            {filters.map((chip) => (
              <li key={chip.label}>
                <button
                  type="button"
                  aria-label={`Remove filter ${chip.label}`}
                  onClick={() => onRemove(chip)}
                  className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 text-xs font-medium wrap-anywhere text-brand-900 hover:bg-brand-100"
                >
                  {chip.label}
                  <X aria-hidden className="size-3.5 shrink-0" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={onClearAll}
            className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Clear all
          </button>
        </div>
      )}
      {ignored.length > 0 && (
        <p role="note" className="text-xs text-slate-600">
          Not used by this search (unknown or invalid in the link): {ignored.join(', ')}.
        </p>
      )}
    </div>
  );
}
