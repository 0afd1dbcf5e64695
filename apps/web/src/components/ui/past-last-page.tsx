import { formatWholeNumber } from '@ibc/domain';
import { Button } from './button';

/**
 * What every paged list shows for a page number past its end (lib/paging.ts): no rows and no
 * counter, but the fact, and one button to the list's last page. The address keeps the page asked
 * for until the user follows the button (a new history entry, so Back returns to the link they opened).
 */
export function PastLastPage({
  page,
  last,
  onPage,
}: {
  page: number;
  last: number;
  onPage: (page: number) => void;
}) {
  const n = formatWholeNumber;
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
    >
      <p className="text-sm font-semibold text-slate-800">There is no page {n(page)}.</p>
      <p className="text-sm text-slate-600">
        This list has {n(last)} {last === 1 ? 'page' : 'pages'}.
      </p>
      <Button variant="secondary" onClick={() => onPage(last)}>
        Go to the last page (page {n(last)})
      </Button>
    </div>
  );
}
