import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  businessDate,
  describeSavedSearch,
  formatCalendarDate,
  parseSearchQuery,
  type AlertFrequency,
  type SavedSearch,
} from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { actionsColumn, DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { MemberListPage } from '@/components/ui/member-list-page';
import { Select } from '@/components/ui/select';
import {
  useDeleteSavedSearch,
  useOpenSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches';

/** The Japan business date of an instant, as people read it: the site's dates are the exporter's. */
const japanDay = (instant: string) => formatCalendarDate(businessDate(new Date(instant)));

/** /my-account/saved-searches: the member's saved searches, their alerts and new matches. */
export default function SavedSearchesPage() {
  const searches = useSavedSearches();
  return (
    <MemberListPage
      title="Saved searches"
      description="Searches you saved with 'Save this search' or 'Alert me when it arrives'. We e-mail you when vehicles matching one are listed or reduced in price: at once, in one daily digest, or not at all. Open a search to run it."
      query={searches}
      loadingLabel="Loading your saved searches"
      rowClassName="h-14 w-full"
      isEmpty={(data) => data.searches.length === 0}
      emptyTitle="You have no saved searches yet."
      emptyDescription="Set the filters you use every week in the stock search, then use 'Save this search'. We tell you when new vehicles match it."
    >
      {(data) => <SavedSearchTable searches={data.searches} />}
    </MemberListPage>
  );
}

function SavedSearchTable({ searches }: { searches: SavedSearch[] }) {
  const navigate = useNavigate();
  const open = useOpenSavedSearch();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [error, setError] = useState<string | null>(null);
  const fail = (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught));

  return (
    <div className="space-y-3">
      {error && <FormAlert>{error}</FormAlert>}
      <DataTable
        caption="Saved searches"
        stacked
        data={searches}
        getRowId={(search) => String(search.id)}
        columns={[
          {
            id: 'search',
            header: 'Search',
            cell: (search) => (
              <>
                <span className="block font-semibold text-brand-900">{search.name}</span>
                <span className="block text-xs text-slate-600">
                  {describeSavedSearch(parseSearchQuery(search.query).filter)}
                </span>
                <span className="block text-xs text-slate-500">
                  Saved {japanDay(search.createdAt)}
                  {search.lastOpenedAt ? ` · opened ${japanDay(search.lastOpenedAt)}` : ''} (Japan time)
                </span>
              </>
            ),
          },
          {
            id: 'newMatches',
            header: 'New matches',
            label: 'New matches',
            cell: (search) =>
              search.newMatches > 0 ? (
                <Badge tone="accent">{search.newMatches} new</Badge>
              ) : (
                <span className="text-xs text-slate-500">None since last opened</span>
              ),
          },
          {
            id: 'alerts',
            header: 'Alerts',
            label: 'Alerts',
            cell: (search) => (
              <div className="w-40">
                <Select
                  aria-label={`Alerts for ${search.name}`}
                  value={search.frequency}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate(
                      { id: search.id, frequency: event.target.value as AlertFrequency },
                      { onError: fail },
                    )
                  }
                >
                  {ALERT_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {ALERT_FREQUENCY_LABELS[frequency]}
                    </option>
                  ))}
                </Select>
              </div>
            ),
          },
          actionsColumn<SavedSearch>(
            (search) => (
              <div className="flex justify-end gap-2 max-sm:justify-start">
                <Button
                  size="sm"
                  aria-label={`Open ${search.name}`}
                  onClick={() =>
                    open.mutate(search.id, {
                      onSuccess: (opened) => void navigate(`/search?${opened.query}`),
                      onError: fail,
                    })
                  }
                >
                  Open
                </Button>
                <ConfirmButton
                  variant="secondary"
                  size="sm"
                  aria-label={`Delete ${search.name}`}
                  title={`Delete "${search.name}"?`}
                  description="The search and its alerts are deleted. Vehicles it found stay in the stock."
                  confirmLabel="Delete search"
                  onConfirm={() => remove.mutate(search.id, { onError: fail })}
                >
                  Delete
                </ConfirmButton>
              </div>
            ),
            'text-end whitespace-nowrap',
          ),
        ]}
      />
    </div>
  );
}
