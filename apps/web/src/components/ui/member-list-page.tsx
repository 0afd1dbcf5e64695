import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { Page } from './page-header';
import { QueryState, type QueryLike } from './query-state';
import { Skeleton } from './skeleton';

/**
 * A member's own list page (saved searches, watchlist, offer history): the header, three skeleton rows
 * while loading, the error with Retry, the empty card with a way to the stock search (where these lists
 * fill from), the list itself, then an optional guide under it.
 */
export function MemberListPage<T>({
  title,
  description,
  query,
  loadingLabel,
  rowClassName = 'h-16 w-full',
  isEmpty,
  emptyTitle,
  emptyDescription,
  guide,
  children,
}: {
  title: string;
  description: ReactNode;
  query: QueryLike<T>;
  loadingLabel: string;
  /** Each skeleton row's size, near a real row's so the page does not jump. */
  rowClassName?: string;
  isEmpty: (data: T) => boolean;
  emptyTitle: string;
  emptyDescription: ReactNode;
  guide?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Page title={title} description={description}>
      <QueryState
        query={query}
        loadingLabel={loadingLabel}
        loading={
          <div className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className={rowClassName} />
            ))}
          </div>
        }
        empty={{
          when: isEmpty,
          title: emptyTitle,
          description: emptyDescription,
          action: (
            <Link to="/search" className={buttonClasses('primary')}>
              <Trans>Search stock</Trans>
            </Link>
          ),
        }}
      >
        {children}
      </QueryState>
      {guide}
    </Page>
  );
}
