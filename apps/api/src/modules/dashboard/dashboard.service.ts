// The back office's dashboard: the figures that tell the sales team what needs doing,
// counted live in the database (nothing cached, nothing made up), and the newest log entries. The
// log is the activity module's: its reader is handed in by the composition root (services.ts).
import { DASHBOARD_RECENT_ACTIVITY, type ActivityEntry, type Dashboard } from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { createDashboardRepository } from './dashboard.repository.ts';

export interface DashboardServiceDeps {
  db: Db;
  recentActivity: (limit: number) => Promise<ActivityEntry[]>;
  now?: () => Date;
}

export function createDashboardService(deps: DashboardServiceDeps) {
  const repo = createDashboardRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    /** GET /api/admin/dashboard */
    async get(): Promise<Dashboard> {
      const at = now();
      const [figures, recentActivity] = await Promise.all([
        repo.figures(at),
        deps.recentActivity(DASHBOARD_RECENT_ACTIVITY),
      ]);
      return { figures, countedAt: at.toISOString(), recentActivity };
    },
  };
}
