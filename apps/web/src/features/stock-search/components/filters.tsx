import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import {
  CONDITION_GRADE_RANGE,
  countInRange,
  formatConditionGrade,
  MILEAGE_RANGE,
  mileageToKms,
  type MileageUnit,
  type RangeFacet,
  type SearchFilter,
  YEAR_RANGE,
} from '@ibc/domain';
import { useRangeFacet } from '../api/get-range-facet';
import { Button } from '@/components/ui/button';
import { useSearchCountries } from '../api/get-search-countries';
import { Spinner } from '@/components/ui/spinner';
import { formatWhole } from '@/lib/formats';

// The slider (Radix) loads with the first range pop-up, not with the search page.
const LazyRangeSlider = lazy(() => import('./range-slider').then((m) => ({ default: m.RangeSlider })));
function RangeSlider(props: ComponentProps<typeof LazyRangeSlider>) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Spinner label={t`Loading slider`} />}>
      <LazyRangeSlider {...props} />
    </Suspense>
  );
}

// The filter pop-ups' contents (§2): each edits a slice of the filter and hands it back.

export type FilterChange = (changes: Partial<SearchFilter>) => void;

interface FilterProps {
  filter: SearchFilter;
  onChange: FilterChange;
  close: () => void;
  /** Whose counts: the member search's (postlog) or the visitor's (prelog). */
  member: boolean;
}

/**
 * How many vehicles the chosen range returns, before Apply, from one histogram fetched
 * when the pop-up opened. `low`/`high` undefined: that end of the slider clears the filter.
 */
function RangeCount({
  filter,
  field,
  member,
  low,
  high,
}: {
  filter: SearchFilter;
  field: RangeFacet;
  member: boolean;
  low: number | undefined;
  high: number | undefined;
}) {
  const facet = useRangeFacet(filter, field, member);
  const range = facet.data ? countInRange(facet.data, low, high) : undefined;
  const matched = range?.count ?? 0;
  const text = range ? (
    range.exact ? (
      <Plural value={matched} one="# vehicle matches" other="# vehicles match" />
    ) : (
      <Plural value={matched} one="about # vehicle matches" other="about # vehicles match" />
    )
  ) : facet.isError ? (
    ''
  ) : (
    <Trans>Counting vehicles...</Trans>
  );
  return (
    <p role="status" aria-live="polite" className="mt-2 min-h-5 text-xs font-semibold text-brand-800">
      {text}
    </p>
  );
}

function ApplyRow({ onApply, onClear }: { onApply: () => void; onClear: () => void }) {
  return (
    <div className="mt-3 flex justify-end gap-2">
      <Button variant="ghost" size="sm" onClick={onClear}>
        <Trans>Clear</Trans>
      </Button>
      <Button size="sm" onClick={onApply}>
        <Trans>Apply</Trans>
      </Button>
    </div>
  );
}

/** §5: a thumb at the slider's floor or ceiling leaves that end of the filter open (undefined). */
function chosenRange(
  [low, high]: [number, number],
  { floor, ceil }: { floor: number; ceil: number },
): [number | undefined, number | undefined] {
  return [low > floor ? low : undefined, high < ceil ? high : undefined];
}

export function YearRangeFilter({ filter, onChange, close, member }: FilterProps) {
  const { t } = useLingui();
  const range = YEAR_RANGE(new Date());
  const [value, setValue] = useState<[number, number]>([
    filter.minYear ?? range.floor,
    filter.maxYear ?? range.ceil,
  ]);
  const [minYear, maxYear] = chosenRange(value, range);
  return (
    <div>
      <RangeSlider
        options={range}
        value={value}
        onChange={setValue}
        lowLabel={t`Minimum year`}
        highLabel={t`Maximum year`}
      />
      <RangeCount filter={filter} field="year" member={member} low={minYear} high={maxYear} />
      <ApplyRow
        onApply={() => {
          onChange({ minYear, maxYear });
          close();
        }}
        onClear={() => {
          onChange({ minYear: undefined, maxYear: undefined });
          close();
        }}
      />
    </div>
  );
}

export function yearSummary(filter: SearchFilter): string | undefined {
  if (filter.minYear === undefined && filter.maxYear === undefined) return undefined;
  const years = YEAR_RANGE(new Date());
  return `${filter.minYear ?? years.floor} – ${filter.maxYear ?? years.ceil}`;
}

const LEFT = msg({ message: 'Left', comment: 'Steer side (left-hand drive)' });
const RIGHT = msg({ message: 'Right', comment: 'Steer side (right-hand drive)' });
const STEER_OPTIONS: readonly { key: string; label: MessageDescriptor; value: boolean | undefined }[] = [
  { key: 'any', label: msg({ message: 'Any', comment: 'Steer side: either side' }), value: undefined },
  { key: 'left', label: LEFT, value: true },
  { key: 'right', label: RIGHT, value: false },
];

/** §2 Steer Side: Any removes the filter, Left = isLeftHandDrive true, Right = false. */
export function SteerSideFilter({ filter, onChange, close }: FilterProps) {
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className="sr-only">
        <Trans>Steer Side</Trans>
      </legend>
      <div className="grid gap-1">
        {STEER_OPTIONS.map((option) => (
          <label
            key={option.key}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50"
          >
            <input
              type="radio"
              name="steer-side"
              checked={filter.isLeftHandDrive === option.value}
              onChange={() => {
                onChange({ isLeftHandDrive: option.value });
                close();
              }}
              className="accent-brand-600"
            />
            {i18n._(option.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// Read at render time (summaries and chips), in the language active then.
export const steerSummary = (filter: SearchFilter, i18n: I18n) =>
  filter.isLeftHandDrive === undefined ? undefined : i18n._(filter.isLeftHandDrive ? LEFT : RIGHT);

export function CountryFilter({ filter, onChange, close }: FilterProps) {
  const { t } = useLingui();
  const countries = useSearchCountries(true);
  return (
    <label className="grid gap-1 text-xs font-semibold text-slate-700">
      <Trans>Destination country</Trans>
      <select
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal"
        value={filter.countryId ?? ''}
        onChange={(event) => {
          const country = countries.data?.find((c) => c.id === Number(event.target.value));
          onChange({
            countryId: country?.id,
            portId: country?.portId ?? undefined,
            countryName: country?.name,
            currency: undefined,
          });
          close();
        }}
      >
        <option value="">{t`Any country`}</option>
        {countries.data?.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export const countrySummary = (filter: SearchFilter) =>
  filter.countryName ?? (filter.countryId ? `#${filter.countryId}` : undefined);

export function MileageFilter({ filter, onChange, close, member }: FilterProps) {
  const { t, i18n } = useLingui();
  const [unit, setUnit] = useState<MileageUnit>(filter.mileageUnit ?? 'km');
  const [value, setValue] = useState<[number, number]>([
    filter.minMileage ?? MILEAGE_RANGE.floor,
    filter.maxMileage ?? MILEAGE_RANGE.ceil,
  ]);
  const options = { ...MILEAGE_RANGE, step: 10 };
  const [min, max] = chosenRange(value, MILEAGE_RANGE);
  return (
    <div>
      <fieldset className="mb-3 flex gap-3 text-sm">
        <legend className="sr-only">
          <Trans>Mileage unit</Trans>
        </legend>
        {(['km', 'mi'] as const).map((u) => (
          <label key={u} className="flex items-center gap-1.5">
            <input
              type="radio"
              name="mileage-unit"
              checked={unit === u}
              onChange={() => setUnit(u)}
              className="accent-brand-600"
            />
            {u}
          </label>
        ))}
      </fieldset>
      <RangeSlider
        options={options}
        value={value}
        onChange={setValue}
        lowLabel={t`Minimum mileage`}
        highLabel={t`Maximum mileage`}
        format={(n) => `${formatWhole(i18n, n)} ${unit}`}
      />
      <RangeCount
        filter={filter}
        field="mileage"
        member={member}
        low={min === undefined ? undefined : mileageToKms(min, unit, 'floor')}
        high={max === undefined ? undefined : mileageToKms(max, unit, 'ceil')}
      />
      <ApplyRow
        onApply={() => {
          onChange({
            minMileage: min,
            maxMileage: max,
            mileageUnit: min !== undefined || max !== undefined ? unit : undefined,
          });
          close();
        }}
        onClear={() => {
          onChange({ minMileage: undefined, maxMileage: undefined, mileageUnit: undefined });
          close();
        }}
      />
    </div>
  );
}

export function mileageSummary(filter: SearchFilter, i18n: I18n): string | undefined {
  if (filter.minMileage === undefined && filter.maxMileage === undefined) return undefined;
  const unit = filter.mileageUnit ?? 'km';
  const low = formatWhole(i18n, filter.minMileage ?? MILEAGE_RANGE.floor);
  const high = formatWhole(i18n, filter.maxMileage ?? MILEAGE_RANGE.ceil);
  return `${low} – ${high} ${unit}`;
}

export function ConditionGradeFilter({ filter, onChange, close, member }: FilterProps) {
  const { t } = useLingui();
  const [value, setValue] = useState<[number, number]>([
    filter.minConditionGrade ?? CONDITION_GRADE_RANGE.floor,
    filter.maxConditionGrade ?? CONDITION_GRADE_RANGE.ceil,
  ]);
  const [minGrade, maxGrade] = chosenRange(value, CONDITION_GRADE_RANGE);
  return (
    <div>
      <RangeSlider
        options={CONDITION_GRADE_RANGE}
        value={value}
        onChange={setValue}
        lowLabel={t`Minimum condition grade`}
        highLabel={t`Maximum condition grade`}
        format={formatConditionGrade}
      />
      <RangeCount filter={filter} field="grade" member={member} low={minGrade} high={maxGrade} />
      <ApplyRow
        onApply={() => {
          onChange({ minConditionGrade: minGrade, maxConditionGrade: maxGrade });
          close();
        }}
        onClear={() => {
          onChange({ minConditionGrade: undefined, maxConditionGrade: undefined });
          close();
        }}
      />
    </div>
  );
}

export function gradeSummary(filter: SearchFilter): string | undefined {
  if (filter.minConditionGrade === undefined && filter.maxConditionGrade === undefined) return undefined;
  const low = filter.minConditionGrade ?? CONDITION_GRADE_RANGE.floor;
  const high = filter.maxConditionGrade ?? CONDITION_GRADE_RANGE.ceil;
  return `${formatConditionGrade(low)} – ${formatConditionGrade(high)}`;
}
