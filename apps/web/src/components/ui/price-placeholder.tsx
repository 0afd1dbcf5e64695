import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePriceAccess } from '@/lib/current-user';
import { cn } from '@/lib/cn';

/** What a signed-in member of a company not yet approved reads where a price would be. */
export const PRICE_AFTER_APPROVAL_TEXT = msg`PRICE SHOWN AFTER APPROVAL`;

/**
 * Where a price would be, for someone who may not see it: a visitor is asked to log in (§2 'LOGIN TO
 * VIEW FULL PRICE'); a signed-in member waiting for review is not (he is signed in), he is told when.
 */
export function PricePlaceholder({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const access = usePriceAccess();
  if (access === 'visitor')
    return (
      <Link
        to="/account/login"
        className={cn('font-bold tracking-wide text-accent-700 hover:underline', className)}
      >
        <Trans>LOGIN TO VIEW FULL PRICE</Trans>
      </Link>
    );
  // Still loading who it is: nothing that could turn out false.
  if (access === 'loading') return null;
  return (
    <p className={cn('font-bold tracking-wide text-slate-600', className)}>
      {i18n._(PRICE_AFTER_APPROVAL_TEXT)}
    </p>
  );
}
