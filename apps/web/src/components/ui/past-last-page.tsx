import { formatWholeNumber } from '@ibc/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const asked = formatWholeNumber(page);
  const lastPage = formatWholeNumber(last);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
    >
      <p className="text-sm font-semibold text-slate-800">
        <Trans>There is no page {asked}.</Trans>
      </p>
      <p className="text-sm text-slate-600">
        {t`${plural(last, { one: `This list has ${lastPage} page.`, other: `This list has ${lastPage} pages.` })}`}
      </p>
      <Button variant="secondary" onClick={() => onPage(last)}>
        <Trans>Go to the last page (page {lastPage})</Trans>
      </Button>
    </div>
  );
}
