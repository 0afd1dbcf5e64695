import { formatWholeNumber } from '@ibc/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { HTMLAttributes, ReactNode, ThHTMLAttributes, TdHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { isPastEnd, pageView } from '@/lib/paging';
import { Button } from './button';
import { PastLastPage } from './past-last-page';

// The back office's tables: one look for every list of records, server-side paging and
// sorting. A table scrolls sideways inside its card on a narrow screen instead of breaking the page.

/**
 * Below 640 px a `stacked` table shows each row as a card: every cell on its own line after its
 * column's name (the cell's `label`), so a phone sees the amount, status and download of a row
 * without scrolling sideways. The explicit roles keep the table's meaning for screen readers when
 * CSS turns its parts into blocks; the header row stays, visually hidden.
 */
const STACKED = [
  'max-sm:block max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:py-2',
  'max-sm:[&_thead]:sr-only',
  'max-sm:[&_td]:block max-sm:[&_td]:py-1 max-sm:[&_tbody_th]:block max-sm:[&_tbody_th]:py-1',
  'max-sm:[&_[data-label]]:flex max-sm:[&_[data-label]]:gap-3',
  'max-sm:[&_[data-label]]:before:w-24 max-sm:[&_[data-label]]:before:shrink-0 max-sm:[&_[data-label]]:before:text-xs max-sm:[&_[data-label]]:before:font-semibold max-sm:[&_[data-label]]:before:text-slate-500 max-sm:[&_[data-label]]:before:uppercase max-sm:[&_[data-label]]:before:content-[attr(data-label)]',
  'max-sm:[&_td.text-end]:text-start max-sm:[&_tbody_th.text-end]:text-start',
].join(' ');

/**
 * One column of a `DataTable`: its header, how a row fills its cell, and how the cell looks.
 * `id` is also the server's sort key of a `sortable` column.
 */
export interface DataColumn<T> {
  id: string;
  /** The header text; `hideHeader` keeps it for screen readers only (a column of buttons). */
  header: string;
  hideHeader?: boolean;
  /**
   * More of the header (a unit: " (JPY per unit)"), shown from 640 px up, where the column is wide
   * enough for it; screen readers always read it.
   */
  headerDetail?: string;
  /** The row's name (a vessel, an account): a `<th scope="row">`, read out with every cell of its row. */
  rowHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** The column's name before the cell when a `stacked` table shows a row as a card on a phone. */
  label?: string;
  /** Numbers and money line up at the line's end (the right, or the left written right to left). */
  align?: 'end';
  /** Classes of the column's cells (and `headerClassName`, of its header). */
  className?: string;
  headerClassName?: string;
  /** The header sorts the table (needs the table's `sorting`); its label is `header`, a string. */
  sortable?: boolean;
}

/** The page the server sent: "Showing 51–100 of 2,345" with Previous page / Next page under the table. */
export interface DataPagination {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export interface DataSorting<K extends string = string> {
  column: K;
  direction: SortDirection;
}

/** The English header of `actionsColumn`; the table reads it out in the reader's language. */
const ACTIONS_HEADER = 'Actions';

/** A last column of buttons per row, its header read by screen readers only. */
export function actionsColumn<T>(cell: (row: T) => ReactNode, className = 'text-end'): DataColumn<T> {
  return { id: 'actions', header: ACTIONS_HEADER, hideHeader: true, cell, className };
}

export interface DataTableProps<T, K extends string = string> {
  caption: string;
  data: readonly T[];
  columns: readonly (DataColumn<T> | false | null | undefined)[];
  /** A stable key per row (defaults to its index). */
  getRowId?: (row: T) => string;
  /** Attributes of a row's `<tr>`: a class, a test id. */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  /** Buttons per row, in a last column (see `actionsColumn` for another cell class). */
  rowActions?: (row: T) => ReactNode;
  sorting?: DataSorting<K>;
  onSortingChange?: (column: K, direction: SortDirection) => void;
  pagination?: DataPagination;
  /** Shown in the table's one row when there are no rows. */
  emptyText?: string;
  className?: string;
  /** Rows as cards on a phone (columns need `label`); otherwise the table scrolls sideways. */
  stacked?: boolean;
}

/**
 * The back office's and the members' lists: a table drawn from column definitions (TanStack Table,
 * headless, does the row model; the markup and look are ours). Sorting and paging happen on the
 * server: the table shows the order it is given and asks for another through `onSortingChange`.
 */
export function DataTable<T, K extends string = string>({
  caption,
  data,
  columns,
  getRowId,
  rowProps,
  rowActions,
  sorting,
  onSortingChange,
  pagination,
  emptyText,
  className,
  stacked = false,
}: DataTableProps<T, K>) {
  const { t } = useLingui();
  /** A column's header text: the actions column's own header in the reader's language. */
  const headerOf = (column: DataColumn<T>) =>
    column.id === 'actions' && column.header === ACTIONS_HEADER ? t`Actions` : column.header;
  const shown = [
    ...columns.filter((column): column is DataColumn<T> => Boolean(column)),
    ...(rowActions ? [actionsColumn(rowActions)] : []),
  ];
  const table = useReactTable<T>({
    data: data as T[],
    columns: shown.map((column) => ({ id: column.id, enableSorting: Boolean(column.sortable) })),
    getCoreRowModel: getCoreRowModel(),
    ...(getRowId ? { getRowId: (row: T) => getRowId(row) } : {}),
    manualSorting: true,
    manualPagination: true,
    state: { sorting: sorting ? [{ id: sorting.column, desc: sorting.direction === 'desc' }] : [] },
  });
  const byId = new Map(shown.map((column) => [column.id, column]));
  const rows = table.getRowModel().rows;

  const region = (
    <TableFrame caption={caption} className={className} stacked={stacked}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the table's columns are made from `shown`, which byId holds
              const column = byId.get(header.column.id)!;
              const headerClassName = cn(column.align === 'end' && 'text-end', column.headerClassName);
              if (column.sortable && sorting && onSortingChange) {
                return (
                  <SortableTh
                    key={header.id}
                    label={headerOf(column)}
                    column={column.id as K}
                    sort={sorting}
                    onSort={onSortingChange}
                    className={headerClassName || undefined}
                  />
                );
              }
              return (
                <Th key={header.id} className={headerClassName || undefined}>
                  {column.hideHeader ? <span className="sr-only">{headerOf(column)}</span> : headerOf(column)}
                  {column.headerDetail && (
                    <span className="sr-only sm:not-sr-only">{column.headerDetail}</span>
                  )}
                </Th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 && emptyText ? (
          <tr>
            <Td colSpan={shown.length} className="py-6 text-center text-slate-500">
              {emptyText}
            </Td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.id} {...rowProps?.(row.original)}>
              {row.getVisibleCells().map((tableCell) => {
                // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the table's columns are made from `shown`, which byId holds
                const column = byId.get(tableCell.column.id)!;
                return (
                  <Td
                    key={tableCell.id}
                    rowHeader={column.rowHeader}
                    label={column.label}
                    className={cn(column.align === 'end' && 'text-end', column.className) || undefined}
                  >
                    {column.cell(row.original)}
                  </Td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </TableFrame>
  );

  if (!pagination) return region;
  // A page past the end is not a range of rows: the pager alone says so and offers the last page.
  if (isPastEnd(pagination)) return <Pager {...pagination} />;
  return (
    <>
      {region}
      <Pager {...pagination} />
    </>
  );
}

/** The scroll region, caption and phone-card mode around a table's rows. */
function TableFrame({
  caption,
  children,
  className,
  stacked,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
  stacked: boolean;
}) {
  // `relative`: the screen-reader-only texts inside (position: absolute) belong to this scroller and are
  // clipped by it, instead of widening the page on a phone. A region a keyboard can focus, so a table
  // wider than the screen can be scrolled without a mouse.
  return (
    <div
      role="region"
      aria-label={caption}
      // A region wider than the screen must be scrollable from the keyboard (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-accent-600',
        className,
      )}
    >
      <table
        className={cn('min-w-full divide-y divide-slate-200 text-sm', stacked && STACKED)}
        {...(stacked ? { role: 'table' } : {})}
      >
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('data-table-header', className)} {...props} />;
}

function Td({
  className,
  label,
  rowHeader = false,
  children,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & {
  /** The column's name, shown before the cell when a `stacked` table shows its rows as cards. */
  label?: string;
  /** The row's name: a header cell of its row. */
  rowHeader?: boolean;
}) {
  const Cell = rowHeader ? 'th' : 'td';
  return (
    <Cell
      className={cn('data-table-cell', rowHeader && 'data-table-row-header', className)}
      {...(rowHeader ? { scope: 'row' } : {})}
      {...(label ? { 'data-label': label } : {})}
      {...props}
    >
      {/* One box beside the label, however many lines the cell has. */}
      {label ? <div className="min-w-0">{children}</div> : children}
    </Cell>
  );
}

export type SortDirection = 'asc' | 'desc';

/** A column header that sorts the table; aria-sort tells a screen reader the current order. */
function SortableTh<K extends string>({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: K;
  sort: { column: K; direction: SortDirection };
  onSort: (column: K, direction: SortDirection) => void;
  className?: string;
}) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  const next: SortDirection = active && sort.direction === 'asc' ? 'desc' : 'asc';
  return (
    <Th
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={className}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
        onClick={() => onSort(column, next)}
      >
        {label}
        <Icon aria-hidden className={cn('size-3.5', !active && 'text-slate-400')} />
        <span className="sr-only">
          {next === 'asc' ? <Trans>, sort ascending</Trans> : <Trans>, sort descending</Trans>}
        </span>
      </button>
    </Th>
  );
}

/**
 * "Showing 51–100 of 2,345" with Previous page / Next page buttons; for a page past the end, the
 * shared "no such page" notice with a button to the last page instead (lib/paging.ts).
 */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const view = pageView(page, pageSize, total);
  if (view.kind === 'pastEnd') return <PastLastPage page={page} last={view.last} onPage={onPage} />;
  const { from, to, last: pageCount } = view;
  const n = formatWholeNumber;
  const first = n(from);
  const lastShown = n(to);
  const all = n(total);
  const current = n(page);
  const pages = n(pageCount);
  return (
    <nav
      aria-label={t`Pages`}
      className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-slate-600"
    >
      <p aria-live="polite">
        {total === 0 ? (
          <Trans>No records</Trans>
        ) : (
          <Trans>
            Showing {first}–{lastShown} of {all}
          </Trans>
        )}
      </p>
      {/* On a phone the page number takes its own line above the two buttons, which then stay side by side. */}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" /> <Trans>Previous page</Trans>
        </Button>
        <span className="tabular order-first basis-full sm:order-none sm:basis-auto">
          <Trans>
            Page {current} of {pages}
          </Trans>
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          <Trans>Next page</Trans> <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
