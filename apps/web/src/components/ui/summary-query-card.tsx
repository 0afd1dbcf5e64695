import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from './query-state';
import { SummaryCard } from './summary-card';

/**
 * An account-summary widget that shows one query: the card with its heading and link, a short skeleton
 * while loading, the error with Retry, and `emptyText` as a plain line when `isEmpty` says there is nothing.
 */
export function SummaryQueryCard<T>({
  title,
  link,
  query,
  isEmpty,
  emptyText,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  const lowerTitle = title.toLowerCase();
  return (
    <SummaryCard title={title} link={link}>
      <QueryState
        query={query}
        loadingLabel={t`Loading ${lowerTitle}`}
        empty={isEmpty && { when: isEmpty, text: emptyText }}
      >
        {children}
      </QueryState>
    </SummaryCard>
  );
}
