import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { OfferStatusBadge } from './offer-status-badge';
import { CardSection } from '@/components/ui/card-section';

const steps = [
  'Find a vehicle in the stock search and choose Offer or Negotiate on its tile.',
  'Enter your price in the currency the form shows: yen offers are in thousands, so 650 means JPY 650,000. The breakdown shows what it comes to at your port before you send it.',
  'Your offer goes to our sales team by e-mail, and a confirmation goes to the e-mail addresses in your profile.',
  'Sales answer within one business day (Monday to Friday, Japan time), by e-mail or through your Account Manager.',
] as const;

const statuses = [
  [
    'submitted',
    'Received by our sales team and waiting for an answer. There is nothing more you need to do.',
  ],
  [
    'accepted',
    'Sales agreed to your price. Your Account Manager contacts you to confirm the purchase, the invoice and shipping.',
  ],
  ['declined', 'Sales could not accept this price. You are welcome to send a new offer on the same vehicle.'],
  [
    'withdrawn',
    'The offer was closed without an answer on the price, for example at your request or because the vehicle is no longer available.',
  ],
] as const;

/** How offers work and what each status means (§2 Send Offer modal, §4 offer states). */
export function OfferHistoryGuide() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CardSection id="offers-how" title="How offers work">
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-slate-600 marker:text-slate-400">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-3 text-sm">
          <Link
            to="/search"
            className="inline-flex items-center gap-1 font-medium text-brand-600 underline-offset-2 hover:underline"
          >
            Search stock to make an offer
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </p>
      </CardSection>
      <CardSection id="offers-statuses" title="What the statuses mean">
        <dl className="mt-2 space-y-2.5 text-sm">
          {statuses.map(([status, text]) => (
            <div key={status} className="grid gap-1 sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:gap-3">
              <dt>
                <OfferStatusBadge status={status} />
              </dt>
              <dd className="text-slate-600">{text}</dd>
            </div>
          ))}
        </dl>
      </CardSection>
    </div>
  );
}
