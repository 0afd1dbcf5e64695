import { formatConditionGrade, formatEngineDisplacement, formatWholeNumber } from '@ibc/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { formatWhole } from '@/lib/formats';
import { useStockHighlights } from '../api/get-stock-highlights';

const NO_PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e2e8f0"/></svg>',
  );

/** New arrivals from the database, linking to each checklist and to the full search. */
export function StockHighlights() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError } = useStockHighlights();
  const count = data?.count ?? 0;
  const shown = formatWholeNumber(count);
  // The English says "new arrivals" whatever the count (the spec's words); other languages need their plural forms.
  const arrivals = data?.countExact
    ? t`${plural(count, { one: `${shown} new arrivals this week.`, other: `${shown} new arrivals this week.` })}`
    : t`${plural(count, { one: `About ${shown} new arrivals this week.`, other: `About ${shown} new arrivals this week.` })}`;
  return (
    <section aria-labelledby="highlights-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="highlights-title" className="text-lg font-bold text-brand-900 sm:text-xl">
            <Trans>New arrivals in our yards</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>Inspected, photographed and ready for the next vessel.</Trans>{' '}
            {data && data.count > 0 && (
              // The New Arrival tab holds the last week's listings.
              <span className="tabular-nums">{arrivals}</span>
            )}
          </p>
        </div>
        <Link
          to="/search?tab=10"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <Trans>See all new arrivals</Trans> <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      {isError && (
        <p className="text-sm text-slate-600">
          <Trans>
            Stock highlights are not available right now.{' '}
            <Link className="underline" to="/search">
              Search all stock
            </Link>
            .
          </Trans>
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {isPending &&
          Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton className="aspect-[4/3] w-full" />
              <Skeleton className="mt-2 h-4 w-3/4" />
            </li>
          ))}
        {data?.vehicles.map((v) => {
          const grade = formatConditionGrade(v.conditionGrade);
          return (
            <li key={v.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
              <Link to={`/checklist?id=${v.id}`} className="group block">
                <img
                  src={v.frontPhotoMedium || NO_PHOTO}
                  onError={(e) => {
                    if (e.currentTarget.src !== NO_PHOTO) e.currentTarget.src = NO_PHOTO;
                  }}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-slate-100 object-cover"
                />
                <div className="p-2.5">
                  <p className="truncate text-sm font-semibold text-brand-900 group-hover:text-brand-600">
                    <bdi>{v.vehicleFullname}</bdi>
                  </p>
                  <p className="mt-0.5 text-xs tabular-nums text-slate-600">
                    <bdi>{`${formatWhole(i18n, v.kms)} KMS`}</bdi> ·{' '}
                    <bdi>{formatEngineDisplacement(v.engineDisplacement)}</bdi> · <Trans>Grade {grade}</Trans>
                  </p>
                  <p className="text-xs text-slate-500">
                    {v.transmission} · {v.fuel}
                  </p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
