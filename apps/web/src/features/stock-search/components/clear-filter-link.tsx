import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { serializeSearchQuery, type SearchFilter } from '@ibc/domain';
import { cn } from '@/lib/cn';

/**
 * §2 "A Clear Filter link active only when a filter is set". The URL is the search state, so clearing
 * is a navigation to the cleared search: a real link, marked aria-disabled (and inert) while no filter
 * is set.
 */
export function ClearFilterLink({ active, cleared }: { active: boolean; cleared: SearchFilter }) {
  const query = serializeSearchQuery(cleared);
  return (
    <Link
      to={query ? `/search?${query}` : '/search'}
      aria-disabled={active ? undefined : true}
      tabIndex={active ? undefined : -1}
      onClick={(event) => {
        if (!active) event.preventDefault();
      }}
      className={cn(
        'ms-1 text-sm font-semibold',
        active ? 'text-brand-700 hover:underline' : 'cursor-not-allowed text-slate-400',
      )}
    >
      <Trans>Clear Filter</Trans>
    </Link>
  );
}
