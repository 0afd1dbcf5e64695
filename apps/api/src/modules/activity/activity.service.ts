// The activity log as staff read it: who changed what and when, with the before/after of
// each changed field. The rows are written by every back-office service through lib/activity-log.ts,
// in the transaction of the change; this module only reads them, a page at a time or as a CSV file.
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  ACTIVITY_EXPORT_LIMIT,
  activityEntityLabel,
  businessDate,
  csvTextCell,
  type ActivityChange,
  type ActivityEntry,
  type ActivityExportQuery,
  type ActivityPage,
  type ActivityQuery,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
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

const ACTIVITY_CSV_COLUMNS = [
  'Time (UTC)',
  'Date (Japan)',
  'Who',
  'Entity',
  'Record id',
  'Action',
  'Summary',
  'Changes',
] as const;

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

/**
 * One entry as CSV cells. Every cell is text: one a spreadsheet would run as a formula
 * ('=HYPERLINK(...)' typed into a summary by anyone) is written behind a quote (csvTextCell).
 */
function csvRow(entry: ActivityEntry): string[] {
  const at = new Date(entry.at);
  return [
    entry.at,
    businessDate(at),
    entry.actorEmail,
    activityEntityLabel(entry.entityType),
    entry.entityId,
    entry.action,
    entry.summary,
    changesText(entry.changes),
  ].map(csvTextCell);
}

export function createActivityService(deps: { db: Db; now?: () => Date }) {
  const repo = createActivityRepository(deps.db);
  const now = deps.now ?? (() => new Date());
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
     * GET /api/admin/activity.csv: the entries the page's filters find, newest first, up to
     * ACTIVITY_EXPORT_LIMIT, read a page at a time while the file is sent. Named with the Japan
     * business date of the export.
     */
    exportCsv(query: ActivityExportQuery): { fileName: string; csv: Readable } {
      const csv = stringify({ header: true, columns: [...ACTIVITY_CSV_COLUMNS], bom: true });
      const pages = repo.newestFirst(filterOf(query), ACTIVITY_EXPORT_LIMIT);
      void (async () => {
        try {
          for await (const rows of pages) {
            for (const row of rows) {
              // Backpressure: wait for the reader when the stream's buffer is full.
              if (!csv.write(csvRow(toActivityEntry(row))))
                await new Promise((resolve) => csv.once('drain', resolve));
            }
          }
          csv.end();
        } catch (error) {
          csv.destroy(error as Error);
        }
      })();
      return { fileName: `activity-log-${businessDate(now())}.csv`, csv };
    },

    /** The newest entries (the dashboard). */
    async recent(limit: number): Promise<ActivityEntry[]> {
      return (await repo.latest(limit)).map(toActivityEntry);
    },
  };
}
