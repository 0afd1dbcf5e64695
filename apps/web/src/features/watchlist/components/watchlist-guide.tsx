import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CardSection } from '@/components/ui/card-section';

/** [stable key, text] */
const points: readonly (readonly [string, MessageDescriptor])[] = [
  [
    'heart',
    msg`The heart on a vehicle in the stock search, on its checklist page or in a comparison column adds it here. Press it again, or Remove, to take it off.`,
  ],
  [
    'devices',
    msg`Your watchlist is kept with your account, so it is the same on every computer and phone you sign in on.`,
  ],
  ['price', msg`We keep the price you saw when you added each vehicle, next to its price now.`],
  [
    'alerts',
    msg`When a watched vehicle drops in price, or another dealer reserves it, you get a notification, and an e-mail unless you turned that kind off in My Profile.`,
  ],
  [
    'bought',
    msg`A vehicle you bought reads “Reserved for you”, then “Bought by you” once it has left Japan; its checklist stays open to you.`,
  ],
  [
    'gone',
    msg`Vehicles sold to others or withdrawn stay on the list, greyed, with the date they left our stock.`,
  ],
];

/** How the watchlist works; every sentence is what the page and the notifications do. */
export function WatchlistGuide() {
  const { t, i18n } = useLingui();
  return (
    <CardSection id="watchlist-how" title={t`How your watchlist works`}>
      <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm text-slate-600 marker:text-slate-400">
        {points.map(([key, point]) => (
          <li key={key}>{i18n._(point)}</li>
        ))}
      </ul>
    </CardSection>
  );
}
