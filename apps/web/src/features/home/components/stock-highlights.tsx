import {
  formatConditionGrade,
  formatEngineDisplacement,
  formatMileageKms,
  formatWholeNumber,
} from '@ibc/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useStockHighlights } from '../api/get-stock-highlights';

const NO_PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e2e8f0"/></svg>',
  );

/** New arrivals from the database, linking to each checklist and to the full search. */
export function StockHighlights() {
  const { data, isPending, isError } = useStockHighlights();
  return (
    <section aria-labelledby="highlights-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="highlights-title" className="text-lg font-bold text-brand-900 sm:text-xl">
            New arrivals in our yards
          </h2>
          <p className="text-sm text-slate-600">
            Inspected, photographed and ready for the next vessel.{' '}
            {data && data.count > 0 && (
              // The New Arrival tab holds the last week's listings.
              <span className="tabular-nums">
                {data.countExact ? '' : 'About '}
                {formatWholeNumber(data.count)} new arrivals this week.
              </span>
            )}
          </p>
        </div>
        <Link
          to="/search?tab=10"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          See all new arrivals <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      {isError && (
        <p className="text-sm text-slate-600">
          Stock highlights are not available right now.{' '}
          <Link className="underline" to="/search">
            Search all stock
          </Link>
          .
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
        {data?.vehicles.map((v) => (
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
                  {v.vehicleFullname}
                </p>
                <p className="mt-0.5 text-xs tabular-nums text-slate-600">
                  {formatMileageKms(v.kms)} · {formatEngineDisplacement(v.engineDisplacement)} · Grade{' '}
                  {formatConditionGrade(v.conditionGrade)}
                </p>
                <p className="text-xs text-slate-500">
                  {v.transmission} · {v.fuel}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
