import { Link } from 'react-router';
import { usePriceAccess } from '@/lib/current-user';
import { cn } from '@/lib/cn';

/** What a signed-in member of a company not yet approved reads where a price would be. */
export const PRICE_AFTER_APPROVAL_TEXT = 'PRICE SHOWN AFTER APPROVAL';

/**
 * Where a price would be, for someone who may not see it: a visitor is asked to log in (§2 'LOGIN TO
 * VIEW FULL PRICE'); a signed-in member waiting for review is not (he is signed in), he is told when.
 */
export function PricePlaceholder({ className }: { className?: string }) {
  const access = usePriceAccess();
  if (access === 'visitor')
    return (
      <Link
        to="/account/login"
        className={cn('font-bold tracking-wide text-accent-700 hover:underline', className)}
      >
        LOGIN TO VIEW FULL PRICE
      </Link>
    );
  // Still loading who it is: nothing that could turn out false.
  if (access === 'loading') return null;
  return (
    <p className={cn('font-bold tracking-wide text-slate-600', className)}>{PRICE_AFTER_APPROVAL_TEXT}</p>
  );
}
