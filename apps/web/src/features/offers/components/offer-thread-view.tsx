import { useLingui } from '@lingui/react/macro';
import type { OfferThread } from '@ibc/domain';
import { formatMoney } from '@/lib/formats';
import { formatOfferTime } from '../utils/offer-format';
import { OFFER_EVENT_MESSAGES } from '../utils/offer-labels';

/** The steps of a negotiation, oldest first: who did what, when, with the amount and message. */
export function OfferThreadView({ thread, viewer }: { thread: OfferThread; viewer: 'dealer' | 'staff' }) {
  const { t, i18n } = useLingui();
  const { offer, events } = thread;
  return (
    <ol className="space-y-3" aria-label={t`Negotiation`}>
      {events.map((event) => {
        const fromDealer = event.actorRole === 'dealer';
        const { actorName } = event;
        const { companyName } = offer;
        const who =
          event.actorRole === 'system'
            ? 'IBC Japan'
            : fromDealer
              ? viewer === 'dealer'
                ? t`You`
                : `${actorName} (${companyName})`
              : viewer === 'staff'
                ? actorName
                : t`IBC Japan sales team`;
        const what = OFFER_EVENT_MESSAGES[event.kind];
        return (
          <li
            key={event.id}
            className={
              fromDealer
                ? 'rounded-lg border border-slate-200 bg-white p-3 sm:me-12'
                : 'rounded-lg border border-brand-100 bg-brand-50 p-3 sm:ms-12'
            }
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <p className="font-semibold text-brand-900">
                {what ? i18n._(what) : event.kind}
                {event.amount && (
                  <span className="ms-2 tabular-nums">{formatMoney(i18n, offer.currency, event.amount)}</span>
                )}
              </p>
              <p className="text-xs text-slate-600">
                {who} · <time dateTime={event.createdAt}>{formatOfferTime(i18n, event.createdAt)}</time>
              </p>
            </div>
            {event.message && (
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{event.message}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
