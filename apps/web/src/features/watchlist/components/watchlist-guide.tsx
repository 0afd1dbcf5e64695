import { CardSection } from '@/components/ui/card-section';

const points = [
  'The heart on a vehicle in the stock search, on its checklist page or in a comparison column adds it here. Press it again, or Remove, to take it off.',
  'Your watchlist is kept with your account, so it is the same on every computer and phone you sign in on.',
  'We keep the price you saw when you added each vehicle, next to its price now.',
  'When a watched vehicle drops in price, or another dealer reserves it, you get a notification, and an e-mail unless you turned that kind off in My Profile.',
  'A vehicle you bought reads “Reserved for you”, then “Bought by you” once it has left Japan; its checklist stays open to you.',
  'Vehicles sold to others or withdrawn stay on the list, greyed, with the date they left our stock.',
] as const;

/** How the watchlist works; every sentence is what the page and the notifications do. */
export function WatchlistGuide() {
  return (
    <CardSection id="watchlist-how" title="How your watchlist works">
      <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm text-slate-600 marker:text-slate-400">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </CardSection>
  );
}
