// The activity log as staff read it: who changed what and when, with the before/after of
// each changed field. The rows are written by every back-office service through lib/activity-log.ts,
// in the transaction of the change; this module only reads them, a page at a time or as a file (CSV or XLSX).
import {
  ACTIVITY_EXPORT_LIMIT,
  activityEntityLabel,
  businessDate,
  type ActivityChange,
  type ActivityEntry,
  type ActivityExportQuery,
  type ActivityPage,
  type ActivityQuery,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import type { SheetColumn } from '../../lib/spreadsheet.ts';
import { createActivityRepository, type ActivityFilter, type ActivityRow } from './activity.repository.ts';

type StoredChanges = Record<string, { before?: unknown; after?: unknown }>;

export function toActivityEntry(row: ActivityRow): ActivityEntry {
  const stored = (row.changes ?? {}) as StoredChanges;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actorEmail: row.actorEmail,
    entityType: row.entityType,
    entityId: row.entityId,
    action: row.action,
    summary: row.summary,
    changes: Object.entries(stored).map(([field, change]) => ({
      field,
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  };
}

const filterOf = (query: ActivityExportQuery): ActivityFilter => ({
  entityType: query.entityType,
  entityId: query.entityId,
  actor: query.actor,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
});

/** A logged value in one cell: empty as '(empty)', objects as their JSON. */
function cellValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** 'amount: 650000 -> 600000; currency: JPY' (a field logged unchanged is the others' context). */
const changesText = (changes: ActivityChange[]): string =>
  changes
    .map((change) =>
      JSON.stringify(change.before) === JSON.stringify(change.after)
        ? `${change.field}: ${cellValue(change.after)}`
        : `${change.field}: ${cellValue(change.before)} -> ${cellValue(change.after)}`,
    )
    .join('; ');

/** The export's columns; the file writer guards text a spreadsheet would run (csvTextCell). */
export const ACTIVITY_SHEET_COLUMNS: readonly SheetColumn<ActivityEntry>[] = [
  { header: 'Time (UTC)', type: 'datetime', value: (entry) => entry.at, width: 20 },
  { header: 'Date (Japan)', type: 'date', value: (entry) => businessDate(new Date(entry.at)) },
  { header: 'Who', value: (entry) => entry.actorEmail, width: 28 },
  { header: 'Entity', value: (entry) => activityEntityLabel(entry.entityType) },
  { header: 'Record id', value: (entry) => entry.entityId },
  { header: 'Action', value: (entry) => entry.action },
  { header: 'Summary', value: (entry) => entry.summary, width: 40 },
  { header: 'Changes', value: (entry) => changesText(entry.changes), width: 60 },
];

export function createActivityService(deps: { db: Db }) {
  const repo = createActivityRepository(deps.db);
  return {
    /** GET /api/admin/activity */
    async list(query: ActivityQuery): Promise<ActivityPage> {
      const { rows, total } = await repo.page(
        filterOf(query),
        (query.page - 1) * query.pageSize,
        query.pageSize,
      );
      return { items: rows.map(toActivityEntry), page: query.page, pageSize: query.pageSize, total };
    },

    /**
     * GET /api/admin/activity/export: the entries the page's filters find, newest first, up to
     * ACTIVITY_EXPORT_LIMIT, read a page at a time while the file is sent.
     */
    async *exportRows(query: ActivityExportQuery): AsyncGenerator<readonly ActivityEntry[]> {
      for await (const rows of repo.newestFirst(filterOf(query), ACTIVITY_EXPORT_LIMIT))
        yield rows.map(toActivityEntry);
    },

    /** The newest entries (the dashboard). */
    async recent(limit: number): Promise<ActivityEntry[]> {
      return (await repo.latest(limit)).map(toActivityEntry);
    },
  };
}
