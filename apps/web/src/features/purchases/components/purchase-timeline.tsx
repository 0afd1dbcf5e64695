import { Check } from 'lucide-react';
import type { PurchaseDetail } from '@ibc/domain';
import { cn } from '@/lib/cn';
import { formatDate } from './format';

/** The voyage a purchase is booked on: vessel, voyage, port of loading, ETD and ETA. */
export function VoyageText({ purchase }: { purchase: PurchaseDetail }) {
  const { voyage } = purchase;
  if (!voyage) return <>Not booked yet</>;
  return (
    <>
      {voyage.vesselName} {voyage.voyageNumber} from {voyage.loadingPort} · ETD {formatDate(voyage.etd)}
      {voyage.eta && <> · ETA {formatDate(voyage.eta)}</>}
    </>
  );
}

/** The shipment timeline (issue 12): every stage, the reached ones dated, the ones ahead greyed. */
export function PurchaseTimeline({ purchase }: { purchase: PurchaseDetail }) {
  return (
    <ol className="mt-2 space-y-2" aria-label="Shipment timeline">
      {purchase.timeline.map((step) => {
        const reached = step.occurredAt !== null;
        return (
          <li key={step.stage} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border',
                reached ? 'border-success-700 bg-success-700 text-white' : 'border-slate-300 bg-white',
              )}
            >
              {reached && <Check className="size-3.5" />}
            </span>
            <span className={reached ? 'text-slate-900' : 'text-slate-500'}>
              {step.label}
              {reached ? (
                <>
                  {' '}
                  · <time dateTime={step.occurredAt!}>{formatDate(step.occurredAt!)}</time>
                </>
              ) : (
                <span className="sr-only"> (not yet)</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
