import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { FormAlert } from './form-alert';
import { Skeleton } from './skeleton';

/** The part of a TanStack query result that QueryState reads; any `useQuery` result fits. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch?: () => unknown;
}

/**
 * What shows when the answer has nothing in it: the EmptyState card, `text` as a plain line (a card's
 * section, a widget), or `content` when a screen words it otherwise.
 */
export type QueryEmpty<T> = { when: (data: T) => boolean } & (
  Omit<EmptyStateProps, 'className'> | { text: ReactNode } | { content: ReactNode }
);

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Stands in until the first answer; a full-width skeleton `loadingClassName` tall when left out. */
  loading?: ReactNode;
  loadingClassName?: string;
  /** Names the loading region for screen readers. */
  loadingLabel?: string;
  /** The error's text; the server's message when left out. */
  errorText?: (error: Error) => ReactNode;
  /** A Retry button under the error that asks again (on unless a screen has its own way back). */
  retry?: boolean;
  /** The whole error box, for the few places (the dark sidebar, the bell's popover) a red alert does not suit. */
  renderError?: (error: Error) => ReactNode;
  empty?: QueryEmpty<T>;
  children: (data: T) => ReactNode;
}

/**
 * The loading / error / empty ladder every screen that shows one query writes: one place, so each screen
 * says only what differs (its skeleton's height, its empty words) and all of them announce loading
 * (role=status, aria-busy) and errors (role=alert) the same way.
 */
export function QueryState<T>({
  query,
  loading,
  loadingClassName = 'h-16 w-full',
  loadingLabel,
  errorText,
  retry = true,
  renderError,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={loadingLabel ?? t`Loading`}>
        {loading ?? <Skeleton className={loadingClassName} />}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    const error = query.error ?? new Error(t`Could not load this.`);
    if (renderError) return <>{renderError(error)}</>;
    return (
      <QueryError
        text={errorText ? errorText(error) : error.message}
        onRetry={retry ? query.refetch : undefined}
      />
    );
  }
  if (empty?.when(query.data)) {
    if ('content' in empty) return <>{empty.content}</>;
    if ('text' in empty) return <p className="text-sm text-slate-600">{empty.text}</p>;
    return (
      <EmptyState
        title={empty.title}
        description={empty.description}
        icon={empty.icon}
        action={empty.action}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** A query's error, announced, with a Retry button when the screen can ask again. */
export function QueryError({ text, onRetry }: { text: ReactNode; onRetry?: () => unknown }) {
  if (!onRetry) return <FormAlert>{text}</FormAlert>;
  return (
    <div className="space-y-2">
      <FormAlert>{text}</FormAlert>
      <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
