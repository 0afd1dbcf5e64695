import { useSearchParams } from 'react-router';
import { ACTIVITY_PAGE_SIZE, activityEntityLabel, type ActivityEntry } from '@ibc/domain';
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

const whenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
const actionLabel = (action: string) => action.charAt(0).toUpperCase() + action.slice(1).replaceAll('-', ' ');

const ACTIVITY_COLUMNS: DataColumn<ActivityEntry>[] = [
  {
    id: 'when',
    header: 'When',
    label: 'When',
    className: 'tabular whitespace-nowrap text-slate-600',
    cell: (entry) => whenFormat.format(new Date(entry.at)),
  },
  { id: 'who', header: 'Who', label: 'Who', className: 'break-all', cell: (entry) => entry.actorEmail },
  {
    id: 'what',
    header: 'What',
    label: 'What',
    className: 'sm:min-w-56',
    cell: (entry) => (
      // One block: on a phone the cell lays out its label and this side by side.
      <div>
        <span className="block text-xs font-semibold text-slate-500 uppercase">
          {activityEntityLabel(entry.entityType)} {entry.entityId}
        </span>
        {entry.summary}
      </div>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    label: 'Action',
    className: 'whitespace-nowrap',
    cell: (entry) => actionLabel(entry.action),
  },
  {
    id: 'changes',
    header: 'Changes',
    label: 'Changes',
    className: 'sm:min-w-72',
    cell: (entry) =>
      entry.changes.length === 0 ? (
        <span className="text-slate-400">—</span>
      ) : (
        <ul className="space-y-0.5 text-xs text-slate-700">
          {changeLines(entry).map((line, index) => (
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
  const [search, setSearch] = useSearchParams();
  const filters = readActivityFilters(search);
  const request = toActivityRequest(filters);
  const activity = useActivity(request);
  const apply = (next: ActivityFilters) => setSearch(writeActivityFilters(next));
  const filtered = Boolean(filters.entity || filters.id || filters.actor || filters.from || filters.to);

  return (
    <div className="space-y-5">
      <PageHeader
        title="Activity log"
        description="Every change made in the back office: who made it, when, and the value of each changed field before and after. Newest first."
        actions={
          <ExportDownloads
            path={activityExportPath(request)}
            name="activity-log"
            describedBy="activity-export-scope"
          />
        }
      />
      <p id="activity-export-scope" className="sr-only">
        {filtered ? 'Exports the entries these filters find.' : 'Exports the whole log.'}
      </p>
      {/* Keyed by the URL: Back and Forward show their own filters in the form. */}
      <ActivityFilterForm key={search.toString()} filters={filters} onApply={apply} />
      <QueryTable
        query={activity}
        rows="items"
        loadingClassName="h-64 w-full"
        empty={{
          title: filtered ? 'No activity matches these filters.' : 'No activity yet.',
          description: filtered ? 'Try a longer period or another staff user.' : undefined,
        }}
        caption="Activity, newest first"
        stacked
        columns={ACTIVITY_COLUMNS}
        getRowId={(entry) => String(entry.id)}
        paged={{ onPage: (page) => apply({ ...filters, page }), pageSize: ACTIVITY_PAGE_SIZE }}
      />
    </div>
  );
}
