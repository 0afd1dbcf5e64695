import { Trans, useLingui } from '@lingui/react/macro';
import { formatWholeNumber } from '@ibc/domain';
import { useState } from 'react';
import type { SearchFilter } from '@ibc/domain';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useMemberMakes, useMemberModels, usePublicMakesAndModels } from '../api/get-makes';
import { useSearchFacets } from '../api/get-search-facets';
import type { FilterChange } from './filters';

interface MakeModelFilterProps {
  filter: SearchFilter;
  onChange: FilterChange;
  close: () => void;
  member: boolean;
}

const sameName = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * §2 Make & Model pop-up with the count of matching vehicles beside each option, kept live with
 * every other filter applied; members' models are loaded lazily when a make is opened (§7).
 */
export function MakeModelFilter({ filter, onChange, close, member }: MakeModelFilterProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState<string | undefined>(filter.make);
  const facets = useSearchFacets(filter, member, true);
  const publicMakes = usePublicMakesAndModels(!member);
  const memberMakes = useMemberMakes(member);
  const memberModels = useMemberModels(member ? opened : undefined);

  const facetMake = (make: string) => facets.data?.makes.find((m) => sameName(m.make, make));
  const makeNames = member
    ? (memberMakes.data ?? []).map((m) => m.make)
    : (publicMakes.data ?? []).map((m) => m.make);
  const modelNames = opened
    ? member
      ? (memberModels.data ?? []).map((m) => m.model)
      : (publicMakes.data?.find((m) => sameName(m.make, opened))?.models ?? []).map((m) => m.model)
    : [];
  const loadingMakes = member ? memberMakes.isPending : publicMakes.isPending;

  const count = (n: number | undefined) => (
    <span className="ms-auto text-xs text-slate-500 tabular-nums">
      {facets.data ? formatWholeNumber(n ?? 0) : ''}
    </span>
  );
  const option = (selected: boolean) =>
    cn(
      'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-start text-sm',
      selected ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-50',
    );

  return (
    <div className="grid grid-cols-2 gap-2">
      <div className="max-h-72 overflow-y-auto pe-1" role="group" aria-label={t`Makes`}>
        <button
          type="button"
          className={option(!filter.make)}
          onClick={() => {
            onChange({ make: undefined, model: undefined });
            setOpened(undefined);
          }}
        >
          <Trans>All makes</Trans>
        </button>
        {loadingMakes && <Spinner label={t`Loading makes`} className="m-2" />}
        {makeNames.map((make) => (
          <button
            key={make}
            type="button"
            aria-pressed={sameName(filter.make, make)}
            className={option(sameName(filter.make, make) || sameName(opened, make))}
            onClick={() => {
              setOpened(make);
              onChange({ make, model: undefined });
            }}
          >
            <span>{make}</span>
            {count(facetMake(make)?.count)}
          </button>
        ))}
      </div>
      <div
        className="max-h-72 overflow-y-auto border-s border-slate-100 ps-2"
        role="group"
        aria-label={t`Models`}
      >
        {!opened && (
          <p className="px-2 py-1.5 text-xs text-slate-500">
            <Trans>Choose a make to see its models.</Trans>
          </p>
        )}
        {opened && member && memberModels.isPending && <Spinner label={t`Loading models`} className="m-2" />}
        {opened && (
          <button
            type="button"
            className={option(!filter.model && sameName(filter.make, opened))}
            onClick={() => onChange({ make: opened, model: undefined })}
          >
            <Trans>All models</Trans>
            {count(facetMake(opened)?.count)}
          </button>
        )}
        {modelNames.map((model) => (
          <button
            key={model}
            type="button"
            aria-pressed={sameName(filter.model, model)}
            className={option(sameName(filter.model, model))}
            onClick={() => {
              onChange({ make: opened, model });
              close();
            }}
          >
            <span>{model}</span>
            {count(facetMake(opened ?? '')?.models.find((m) => sameName(m.model, model))?.count)}
          </button>
        ))}
      </div>
    </div>
  );
}

export const makeModelSummary = (filter: SearchFilter) =>
  filter.make ? [filter.make, filter.model].filter(Boolean).join(' ') : undefined;
