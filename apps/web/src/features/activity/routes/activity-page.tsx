import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ACTIVITY_PAGE_SIZE, type ActivityEntry } from '@ibc/domain';
import { ExportDownloads } from '@/components/export-downloads';
import type { DataColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { QueryTable } from '@/components/ui/query-table';
import { activityExportPath } from '../api/export-activity';
import { useActivity } from '../api/get-activity';
import {
  readActivityFilters,
  toActivityRequest,
  writeActivityFilters,
  type ActivityFilters,
} from '../utils/activity-params';
import { ActivityFilterForm } from '../components/activity-filter-form';
import { changeLines } from '../utils/format-change';
import { formatDate } from '@/lib/formats';
import { entityText } from '@/lib/record-words';

const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1).replaceAll('-', ' ');

const activityColumns = (i18n: I18n): DataColumn<ActivityEntry>[] => [
  {
    id: 'when',
    header: i18n._(msg`When`),
    label: i18n._(msg`When`),
    className: 'tabular whitespace-nowrap text-slate-600',
    cell: (entry) => formatDate(i18n, entry.at, { dateStyle: 'medium', timeStyle: 'medium' }),
  },
  {
    id: 'who',
    header: i18n._(msg`Who`),
    label: i18n._(msg`Who`),
    className: 'break-all',
    cell: (entry) => entry.actorEmail,
  },
  {
    id: 'what',
    header: i18n._(msg`What`),
    label: i18n._(msg`What`),
    className: 'sm:min-w-56',
    cell: (entry) => (
      // One block: on a phone the cell lays out its label and this side by side.
      <div>
        <span className="block text-xs font-semibold text-slate-500 uppercase">
          {entityText(i18n, entry.entityType)} {entry.entityId}
        </span>
        {entry.summary}
      </div>
    ),
  },
  {
    id: 'action',
    header: i18n._(msg`Action`),
    label: i18n._(msg`Action`),
    className: 'whitespace-nowrap',
    cell: (entry) => actionLabel(entry.action),
  },
  {
    id: 'changes',
    header: i18n._(msg`Changes`),
    label: i18n._(msg`Changes`),
    className: 'sm:min-w-72',
    cell: (entry) =>
      entry.changes.length === 0 ? (
        <span className="text-slate-400">—</span>
      ) : (
        <ul className="space-y-0.5 text-xs text-slate-700">
          {changeLines(i18n, entry).map((line, index) => (
            <li key={entry.changes[index]?.field ?? index} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      ),
  },
];

/** /admin/activity: every change made in the back office, who made it and what it changed. */
export default function ActivityPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useSearchParams();
  const filters = readActivityFilters(search);
  const request = toActivityRequest(filters);
  const activity = useActivity(request);
  const apply = (next: ActivityFilters) => setSearch(writeActivityFilters(next));
  const filtered = Boolean(filters.entity || filters.id || filters.actor || filters.from || filters.to);

  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Activity log`}
        description={t`Every change made in the back office: who made it, when, and the value of each changed field before and after. Newest first.`}
        actions={
          <ExportDownloads
            path={activityExportPath(request)}
            name="activity-log"
            describedBy="activity-export-scope"
          />
        }
      />
      <p id="activity-export-scope" className="sr-only">
        {filtered ? t`Exports the entries these filters find.` : t`Exports the whole log.`}
      </p>
      {/* Keyed by the URL: Back and Forward show their own filters in the form. */}
      <ActivityFilterForm key={search.toString()} filters={filters} onApply={apply} />
      <QueryTable
        query={activity}
        rows="items"
        loadingClassName="h-64 w-full"
        empty={{
          title: filtered ? t`No activity matches these filters.` : t`No activity yet.`,
          description: filtered ? t`Try a longer period or another staff user.` : undefined,
        }}
        caption={t`Activity, newest first`}
        stacked
        columns={activityColumns(i18n)}
        getRowId={(entry) => String(entry.id)}
        paged={{ onPage: (page) => apply({ ...filters, page }), pageSize: ACTIVITY_PAGE_SIZE }}
      />
    </div>
  );
}
