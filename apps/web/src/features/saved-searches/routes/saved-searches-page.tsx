import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ALERT_FREQUENCIES,
  businessDate,
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
import { formatDay } from '@/lib/formats';
import {
  useDeleteSavedSearch,
  useOpenSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import { ALERT_FREQUENCY_MESSAGES, describeSearch } from '../utils/search-words';

/** The Japan business date of an instant, as people read it: the site's dates are the exporter's. */
const japanDay = (i18n: I18n, instant: string) => formatDay(i18n, businessDate(new Date(instant)));

/** /my-account/saved-searches: the member's saved searches, their alerts and new matches. */
export default function SavedSearchesPage() {
  const { t } = useLingui();
  const searches = useSavedSearches();
  return (
    <MemberListPage
      title={t`Saved searches`}
      description={t`Searches you saved with 'Save this search' or 'Alert me when it arrives'. We e-mail you when vehicles matching one are listed or reduced in price: at once, in one daily digest, or not at all. Open a search to run it.`}
      query={searches}
      loadingLabel={t`Loading your saved searches`}
      rowClassName="h-14 w-full"
      isEmpty={(data) => data.searches.length === 0}
      emptyTitle={t`You have no saved searches yet.`}
      emptyDescription={t`Set the filters you use every week in the stock search, then use 'Save this search'. We tell you when new vehicles match it.`}
    >
      {(data) => <SavedSearchTable searches={data.searches} />}
    </MemberListPage>
  );
}

function SavedSearchTable({ searches }: { searches: SavedSearch[] }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const open = useOpenSavedSearch();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [error, setError] = useState<string | null>(null);
  const savedLine = ({ createdAt, lastOpenedAt }: SavedSearch) => {
    const saved = japanDay(i18n, createdAt);
    if (!lastOpenedAt) return t`Saved ${saved} (Japan time)`;
    const opened = japanDay(i18n, lastOpenedAt);
    return t`Saved ${saved} · opened ${opened} (Japan time)`;
  };
  const newLabel = ({ newMatches }: SavedSearch) => t`${newMatches} new`;
  const alertsLabel = ({ name }: SavedSearch) => t`Alerts for ${name}`;
  const openLabel = ({ name }: SavedSearch) => t`Open ${name}`;
  const deleteLabel = ({ name }: SavedSearch) => t`Delete ${name}`;
  const deleteTitle = ({ name }: SavedSearch) => t`Delete "${name}"?`;
  const fail = (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught));

  return (
    <div className="space-y-3">
      {error && <FormAlert>{error}</FormAlert>}
      <DataTable
        caption={t`Saved searches`}
        stacked
        data={searches}
        getRowId={(search) => String(search.id)}
        columns={[
          {
            id: 'search',
            header: t`Search`,
            cell: (search) => (
              <>
                <span className="block font-semibold text-brand-900">{search.name}</span>
                <span className="block text-xs text-slate-600">
                  {describeSearch(i18n, parseSearchQuery(search.query).filter)}
                </span>
                <span className="block text-xs text-slate-500">{savedLine(search)}</span>
              </>
            ),
          },
          {
            id: 'newMatches',
            header: t`New matches`,
            label: t`New matches`,
            cell: (search) =>
              search.newMatches > 0 ? (
                <Badge tone="accent">{newLabel(search)}</Badge>
              ) : (
                <span className="text-xs text-slate-500">
                  <Trans>None since last opened</Trans>
                </span>
              ),
          },
          {
            id: 'alerts',
            header: t`Alerts`,
            label: t`Alerts`,
            cell: (search) => (
              <div className="w-40">
                <Select
                  aria-label={alertsLabel(search)}
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
                      {i18n._(ALERT_FREQUENCY_MESSAGES[frequency])}
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
                  aria-label={openLabel(search)}
                  onClick={() =>
                    open.mutate(search.id, {
                      onSuccess: (opened) => void navigate(`/search?${opened.query}`),
                      onError: fail,
                    })
                  }
                >
                  <Trans>Open</Trans>
                </Button>
                <ConfirmButton
                  variant="secondary"
                  size="sm"
                  aria-label={deleteLabel(search)}
                  title={deleteTitle(search)}
                  description={t`The search and its alerts are deleted. Vehicles it found stay in the stock.`}
                  confirmLabel={t`Delete search`}
                  onConfirm={() => remove.mutate(search.id, { onError: fail })}
                >
                  <Trans>Delete</Trans>
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
