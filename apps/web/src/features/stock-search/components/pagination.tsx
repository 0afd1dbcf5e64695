import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PastLastPage } from '@/components/ui/past-last-page';
import { pageView } from '@/lib/paging';

export interface PaginationProps {
  page: number;
  /** The last page in the list when Load More appended pages after `page`. */
  through?: number;
  pageSize: number;
  total: number;
  /** False: `total` is the server's estimate ('about', ADR 0017). */
  exact?: boolean;
  onPage: (page: number) => void;
}

/**
 * §2 Pagination: previous/next arrows, 'page X OF last', 'from TO to OF total'; §4 previous only above
 * page 1. Numbers are written plainly, as the spec's templates show them. Rendered once, above the grid
 * (the bottom of the list has Load More), so each control and text exists once on the page.
 * After Load More the counter covers all the pages in the list ('1 TO 32 OF N') and 'page X' is
 * the first of them.
 */
export function Pagination({ page, through = page, pageSize, total, exact = true, onPage }: PaginationProps) {
  const { t } = useLingui();
  // The counter covers every page in the list; Next goes on after the last of them.
  const view = pageView(page, pageSize, total, through);
  // A page past the end is no range: the shared notice offers the last page (lib/paging.ts).
  if (view.kind === 'pastEnd') return <PastLastPage page={page} last={view.last} onPage={onPage} />;
  const { from, to, last } = view;
  return (
    <nav
      aria-label={t`Pagination`}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p className="tabular-nums" data-testid="range-summary">
        {exact ? (
          <Trans>
            {from} TO {to} OF {total}
          </Trans>
        ) : (
          <Trans>
            {from} TO {to} OF about {total}
          </Trans>
        )}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={t`Previous page`}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          className="rounded-md border border-slate-300 p-1.5 hover:bg-slate-50 disabled:opacity-40"
        >
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        </button>
        <span className="tabular-nums" data-testid="page-summary">
          {exact ? (
            <Trans>
              page {page} OF {last}
            </Trans>
          ) : (
            <Trans>
              page {page} OF about {last}
            </Trans>
          )}
        </span>
        <button
          type="button"
          aria-label={t`Next page`}
          disabled={through >= last}
          onClick={() => onPage(through + 1)}
          className="rounded-md border border-slate-300 p-1.5 hover:bg-slate-50 disabled:opacity-40"
        >
          <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
    </nav>
  );
}
