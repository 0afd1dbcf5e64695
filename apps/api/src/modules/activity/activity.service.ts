// The activity log as staff read it (issue 16): who changed what and when, with the before/after of
// each changed field. The rows are written by every back-office service through lib/activity-log.ts,
// in the transaction of the change; this module only reads them.
import type { ActivityEntry, ActivityPage, ActivityQuery } from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { createActivityRepository, type ActivityRow } from './activity.repository.ts';

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

export function createActivityService(deps: { db: Db }) {
  const repo = createActivityRepository(deps.db);
  return {
    /** GET /api/admin/activity */
    async list(query: ActivityQuery): Promise<ActivityPage> {
      const { rows, total } = await repo.page(
        {
          entityType: query.entityType,
          entityId: query.entityId,
          actor: query.actor,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
        },
        (query.page - 1) * query.pageSize,
        query.pageSize,
      );
      return { items: rows.map(toActivityEntry), page: query.page, pageSize: query.pageSize, total };
    },

    /** The newest entries (the dashboard). */
    async recent(limit: number): Promise<ActivityEntry[]> {
      return (await repo.latest(limit)).map(toActivityEntry);
    },
  };
}
