import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { isLivePurchase, type PurchaseDetail } from '@ibc/domain';
import { cn } from '@/lib/cn';
import { formatBusinessDate } from './format';
import { PURCHASE_STAGE_MESSAGES } from '@/lib/state-words';

/** The voyage a purchase is booked on: vessel, voyage, port of loading, ETD and ETA. */
export function VoyageText({ purchase }: { purchase: PurchaseDetail }) {
  const { i18n } = useLingui();
  const { voyage } = purchase;
  if (!voyage) return <Trans>Not booked yet</Trans>;
  const { vesselName, voyageNumber, loadingPort } = voyage;
  const etd = formatBusinessDate(i18n, voyage.etd);
  const eta = voyage.eta && formatBusinessDate(i18n, voyage.eta);
  return (
    <>
      <Trans>
        {vesselName} {voyageNumber} from {loadingPort} · ETD {etd}
      </Trans>
      {eta && <Trans> · ETA {eta}</Trans>}
    </>
  );
}

/**
 * The shipment timeline: every stage, the reached ones dated (Japan dates), the ones
 * ahead greyed; a cancelled purchase shows what it reached and its cancellation, nothing ahead.
 */
export function PurchaseTimeline({ purchase }: { purchase: PurchaseDetail }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ol className="mt-2 space-y-2" aria-label={t`Shipment timeline`}>
        {purchase.timeline.map((step) => {
          const reached = step.occurredOn !== null;
          const stopped = !isLivePurchase(step.stage);
          return (
            <li key={step.stage} className="flex items-start gap-3 text-sm">
              <span
                aria-hidden
                className={cn(
                  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border',
                  stopped
                    ? 'border-danger-700 bg-danger-700 text-white'
                    : reached
                      ? 'border-success-700 bg-success-700 text-white'
                      : 'border-slate-300 bg-white',
                )}
              >
                {stopped ? <X className="size-3.5" /> : reached && <Check className="size-3.5" />}
              </span>
              <span className={reached ? 'text-slate-900' : 'text-slate-500'}>
                {i18n._(PURCHASE_STAGE_MESSAGES[step.stage])}
                {step.occurredOn !== null ? (
                  <>
                    {' '}
                    · <time dateTime={step.occurredOn}>{formatBusinessDate(i18n, step.occurredOn)}</time>
                  </>
                ) : (
                  <span className="sr-only">
                    {' '}
                    <Trans>(not yet)</Trans>
                  </span>
                )}
                {step.note && <span className="block text-xs break-words text-slate-600">{step.note}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-xs text-slate-500">
        <Trans>Dates are Japan time.</Trans>
      </p>
    </>
  );
}
