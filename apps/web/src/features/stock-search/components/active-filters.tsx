import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { SEARCH_QUERY_KEYS, StockTab, type SearchFilter } from '@ibc/domain';
import { formatWhole } from '@/lib/formats';
import { countrySummary, gradeSummary, mileageSummary, steerSummary, yearSummary } from './filters';

/** One filter the search applies, as a chip: its words and the URL keys that removing it clears. */
export interface ActiveFilter {
  label: string;
  clears: readonly (keyof SearchFilter)[];
}

/**
 * A delivery type's words (the values of packages/domain's DELIVERY_TYPES), in the active language; an
 * unknown value shows as its number. Read at render time.
 */
export function deliveryTypeText(value: number, i18n: I18n): string {
  switch (value) {
    case 0:
      return i18n._(msg`Pick Up At Port`);
    case 1:
      return i18n._(msg`Delivery Via Driver`);
    case 2:
      return i18n._(msg`Delivery Via Car Carrier`);
    default:
      return String(value);
  }
}

function kmsRange(i18n: I18n, from: number | undefined, to: number | undefined): string {
  if (from !== undefined && to !== undefined) {
    const low = formatWhole(i18n, from);
    const high = formatWhole(i18n, to);
    return `${low} – ${high} km`;
  }
  if (from !== undefined) {
    const low = formatWhole(i18n, from);
    return i18n._(msg`from ${low} km`);
  }
  const high = formatWhole(i18n, to ?? 0);
  return i18n._(msg`up to ${high} km`);
}

/**
 * Every parameter of the address that narrows the results (the API's normalizeSearch), as a chip:
 * a shared or bookmarked link (/search?make=Toyota&minYear=2015) filters nothing the page does not
 * show. The tab, sort, page and page size have their own controls; currency, the country's name and
 * the request origin narrow nothing. `portName` names the member's port (the page knows its ports).
 */
export function activeFilters(
  filter: SearchFilter,
  i18n: I18n,
  portName: (id: number) => string | undefined = () => undefined,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const add = (label: string | undefined, clears: ActiveFilter['clears']) => {
    if (label !== undefined) chips.push({ label, clears });
  };
  const f = filter;
  // The chips' words are read when the page draws them, in the language active then.
  const { freeText, chassis, make, model, fuel, color, condition, category, doors } = f;
  if (freeText) add(i18n._(msg`Search: ${freeText}`), ['freeText']);
  if (chassis) add(i18n._(msg`Chassis: ${chassis}`), ['chassis']);
  if (make) add(i18n._(msg`Make: ${make}`), ['make', 'model']);
  if (model) add(i18n._(msg`Model: ${model}`), ['model']);
  const year = yearSummary(f);
  if (year) add(i18n._(msg`Year: ${year}`), ['minYear', 'maxYear']);
  const mileage = mileageSummary(f, i18n);
  if (mileage) add(i18n._(msg`Mileage: ${mileage}`), ['minMileage', 'maxMileage', 'mileageUnit']);
  if (f.kmsFrom !== undefined || f.kmsTo !== undefined) {
    const kms = kmsRange(i18n, f.kmsFrom, f.kmsTo);
    add(i18n._(msg`Kms: ${kms}`), ['kmsFrom', 'kmsTo']);
  }
  const grade = gradeSummary(f);
  if (grade) add(i18n._(msg`Condition Grade: ${grade}`), ['minConditionGrade', 'maxConditionGrade']);
  const steer = steerSummary(f, i18n);
  if (steer) add(i18n._(msg`Steer Side: ${steer}`), ['isLeftHandDrive']);
  const country = f.countryId === undefined ? undefined : countrySummary(f);
  if (country) add(i18n._(msg`Country: ${country}`), ['countryId', 'countryName']);
  if (f.portId !== undefined) {
    const port = portName(f.portId) ?? `#${f.portId}`;
    add(i18n._(msg`Port: ${port}`), ['portId']);
  }
  // Delivery Type narrows the DDU tab only (the API ignores it elsewhere).
  if (f.deliveryType !== undefined && f.tab === StockTab.ddu) {
    const deliveryType = deliveryTypeText(f.deliveryType, i18n);
    add(i18n._(msg`Delivery Type: ${deliveryType}`), ['deliveryType']);
  }
  if (doors !== undefined) add(i18n._(msg`Doors: ${doors}`), ['doors']);
  if (fuel) add(i18n._(msg`Fuel: ${fuel}`), ['fuel']);
  if (color) add(i18n._(msg`Colour: ${color}`), ['color']);
  if (condition) add(i18n._(msg`Condition: ${condition}`), ['condition']);
  if (category) add(i18n._(msg`Category: ${category}`), ['category']);
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
  const { t } = useLingui();
  if (filters.length === 0 && ignored.length === 0) return null;
  const ignoredNames = ignored.join(', ');
  return (
    <div className="flex flex-col gap-2">
      {filters.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xs font-semibold text-slate-600">
            <Trans>Active filters:</Trans>
          </h2>
          <ul aria-label={t`Active filters`} className="flex flex-wrap gap-2">
            {filters.map((chip) => {
              const { label } = chip;
              return (
                <li key={chip.clears.join(' ')}>
                  <button
                    type="button"
                    aria-label={t`Remove filter ${label}`}
                    onClick={() => onRemove(chip)}
                    className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 text-xs font-medium wrap-anywhere text-brand-900 hover:bg-brand-100"
                  >
                    {chip.label}
                    <X aria-hidden className="size-3.5 shrink-0" />
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={onClearAll}
            className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <Trans>Clear all</Trans>
          </button>
        </div>
      )}
      {ignored.length > 0 && (
        <p role="note" className="text-xs text-slate-600">
          <Trans>Not used by this search (unknown or invalid in the link): {ignoredNames}.</Trans>
        </p>
      )}
    </div>
  );
}
