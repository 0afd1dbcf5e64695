import { isPastEnd } from '@/lib/paging';
import { DataTable, type DataTableProps } from './data-table';
import type { EmptyStateProps } from './empty-state';
import { QueryState, type QueryLike } from './query-state';

/** The paging fields of a paged answer (`pageOf(item)` in the contract). */
interface PageFields {
  page: number;
  pageSize: number;
  total: number;
}

interface Paged {
  onPage: (page: number) => void;
  /** Stands in when the answer's page size is 0 (an empty page). */
  pageSize?: number;
}

/** The answer's fields that hold a list. */
type ListKey<D> = { [F in keyof D]: D[F] extends readonly unknown[] ? F : never }[keyof D];
type RowOf<D, R extends ListKey<D>> = D[R] extends readonly (infer T)[] ? T : never;

type QueryTableProps<D, R extends ListKey<D>, K extends string = string> = Omit<
  DataTableProps<RowOf<D, R>, K>,
  'data' | 'pagination'
> & {
  query: QueryLike<D>;
  /** The answer's field that holds the rows. */
  rows: R;
  /** The skeleton's size while loading (QueryState's `loadingClassName`). */
  loadingClassName?: string;
  /** The EmptyState card when there are no rows. */
  empty: Omit<EmptyStateProps, 'className'>;
  /** A paged answer: the pager under the table asks `onPage` for another page. */
  paged?: D extends PageFields ? Paged : never;
  /** The table is being asked again (a new page or sort): read out as busy. */
  busy?: boolean;
};

/**
 * A list of records from one query: QueryState's loading, error and empty around a DataTable, and the
 * pager when the answer is a page, so each list page says only its columns and its words.
 */
export function QueryTable<D, R extends ListKey<D>, K extends string = string>({
  query,
  rows,
  loadingClassName,
  empty,
  paged,
  busy,
  ...table
}: QueryTableProps<D, R, K>) {
  const rowsOf = (data: D) => data[rows] as readonly RowOf<D, R>[];
  // `paged` is only accepted for an answer with the paging fields (its type above).
  const pagination = (data: D) => (paged ? pageOf(data as D & PageFields, paged) : undefined);
  return (
    <QueryState
      query={query}
      loadingClassName={loadingClassName}
      // A page past the end has no rows, but the list is not empty: it says so (pastEnd, lib/paging.ts).
      empty={{ ...empty, when: (data) => rowsOf(data).length === 0 && !isPastEnd(pagination(data)) }}
    >
      {(data) => {
        const page = pagination(data);
        return (
          // One block, so the pager stays under its table in a spaced page.
          <div aria-busy={busy}>
            <DataTable {...table} data={rowsOf(data)} pagination={page} />
          </div>
        );
      }}
    </QueryState>
  );
}

function pageOf(data: PageFields, paged: Paged) {
  return {
    page: data.page,
    pageSize: data.pageSize || (paged.pageSize ?? data.pageSize),
    total: data.total,
    onPage: paged.onPage,
  };
}
