import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SearchFilter } from '@ibc/domain';
import { FilterPopover } from './filter-popover';
import {
  ConditionGradeFilter,
  CountryFilter,
  countrySummary,
  gradeSummary,
  MileageFilter,
  mileageSummary,
  SteerSideFilter,
  steerSummary,
  YearRangeFilter,
  yearSummary,
  type FilterChange,
} from './filters';
import { MakeModelFilter, makeModelSummary } from './make-model-filter';

/** Each pop-up's trigger label, its summary of the set filter and its contents (§2). */
const FILTERS = {
  makeModel: { label: msg`Make & Model`, summary: makeModelSummary, Filter: MakeModelFilter },
  country: { label: msg`Country`, summary: countrySummary, Filter: CountryFilter },
  year: { label: msg`Year Range`, summary: yearSummary, Filter: YearRangeFilter },
  steer: { label: msg`Steer Side`, summary: steerSummary, Filter: SteerSideFilter },
  mileage: { label: msg`Mileage`, summary: mileageSummary, Filter: MileageFilter },
  grade: { label: msg`Condition Grade`, summary: gradeSummary, Filter: ConditionGradeFilter },
} as const;

export type FilterName = keyof typeof FILTERS;

/**
 * The search's filter pop-ups, in the order given: the visitor's and the member's searches offer
 * different filters, drawn the same way.
 */
export function FilterPopovers({
  names,
  filter,
  onChange,
  member,
}: {
  names: readonly FilterName[];
  filter: SearchFilter;
  onChange: FilterChange;
  /** Whose counts the pop-ups show: the member search's (postlog) or the visitor's (prelog). */
  member: boolean;
}) {
  const { i18n } = useLingui();
  return names.map((name) => {
    const { label, summary, Filter } = FILTERS[name];
    return (
      <FilterPopover key={name} label={i18n._(label)} summary={summary(filter, i18n)}>
        {(close) => <Filter filter={filter} onChange={onChange} close={close} member={member} />}
      </FilterPopover>
    );
  });
}
