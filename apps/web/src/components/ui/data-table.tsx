import { formatWholeNumber } from '@ibc/domain';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode, ThHTMLAttributes, TdHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

// The back office's tables (issue 16): one look for every list of records, server-side paging and
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
  'max-sm:[&_td]:block max-sm:[&_td]:py-1 max-sm:[&_td[data-label]]:flex max-sm:[&_td[data-label]]:gap-3',
  'max-sm:[&_td[data-label]]:before:w-24 max-sm:[&_td[data-label]]:before:shrink-0 max-sm:[&_td[data-label]]:before:text-xs max-sm:[&_td[data-label]]:before:font-semibold max-sm:[&_td[data-label]]:before:text-slate-500 max-sm:[&_td[data-label]]:before:uppercase max-sm:[&_td[data-label]]:before:content-[attr(data-label)]',
  'max-sm:[&_td.text-right]:text-left',
].join(' ');

export function DataTable({
  caption,
  children,
  className,
  stacked = false,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
  /** Rows as cards on a phone (cells need `label`); otherwise the table scrolls sideways. */
  stacked?: boolean;
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

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'bg-slate-50 px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({
  className,
  label,
  children,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & {
  /** The column's name, shown before the cell when a `stacked` table shows its rows as cards. */
  label?: string;
}) {
  return (
    <td
      className={cn('px-3 py-2.5 align-top text-slate-800', className)}
      {...(label ? { 'data-label': label } : {})}
      {...props}
    >
      {/* One box beside the label, however many lines the cell has. */}
      {label ? <div className="min-w-0">{children}</div> : children}
    </td>
  );
}

export type SortDirection = 'asc' | 'desc';

/** A column header that sorts the table; aria-sort tells a screen reader the current order. */
export function SortableTh<K extends string>({
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
        <span className="sr-only">, sort {next === 'asc' ? 'ascending' : 'descending'}</span>
      </button>
    </Th>
  );
}

/** "Showing 51–100 of 2,345" with Previous page / Next page buttons. */
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
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = formatWholeNumber;
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-slate-600"
    >
      <p aria-live="polite">{total === 0 ? 'No records' : `Showing ${n(from)}–${n(to)} of ${n(total)}`}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="size-4" /> Previous page
        </Button>
        <span className="tabular">
          Page {n(page)} of {n(pageCount)}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next page <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
