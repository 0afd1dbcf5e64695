import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { showsPrices, usePriceAccess } from '@/lib/current-user';
import { cn } from '@/lib/cn';
import { useSetWatched, useWatchlistIds } from '../api/watchlist';

/**
 * The heart on a member's tile, checklist page and comparison column: adds the vehicle to
 * /my-account/watchlist or takes it off. Nothing for visitors and members not yet approved (prices,
 * and so the watchlist, are a member privilege).
 */
export function WatchToggle({
  vehicleId,
  name,
  size = 'sm',
}: {
  vehicleId: number;
  name: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useLingui();
  const allowed = showsPrices(usePriceAccess());
  const ids = useWatchlistIds(allowed);
  const setWatched = useSetWatched();
  if (!allowed) return null;
  const watched = ids.data?.vehicleIds.includes(vehicleId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={watched}
      aria-label={watched ? t`Remove ${name} from watchlist` : t`Add ${name} to watchlist`}
      title={watched ? t`On your watchlist` : t`Add to watchlist`}
      disabled={ids.isPending}
      onClick={() => setWatched.mutate({ vehicleId, watched: !watched })}
      className={cn(
        'inline-flex items-center justify-center rounded-full hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:opacity-50',
        size === 'sm' ? 'size-7' : 'size-9 border border-slate-200 bg-white',
        watched ? 'text-rose-600' : 'text-slate-500',
      )}
    >
      <Heart aria-hidden className={cn(size === 'sm' ? 'size-4' : 'size-5', watched && 'fill-current')} />
    </button>
  );
}
