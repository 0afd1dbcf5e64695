// SQL of the backlog gauges: one statement per scrape, each count over an index or a table of a
// few rows (scheduled_jobs has one row per job).
import { sql } from 'drizzle-orm';
import { outboxStateAfter, UNDELIVERABLE_MAIL } from '@ibc/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { present } from '../../lib/present.ts';

export interface Backlog {
  /** Scheduled jobs due and not being run (no live lease). */
  jobsDue: number;
  /** Seconds the most overdue of those is late; 0 when none is due. */
  jobsLagSeconds: number;
  /** Mail queued or being sent. */
  mailUnsent: number;
  /** Seconds since the oldest unsent mail was queued; 0 when none waits. */
  mailOldestUnsentSeconds: number;
  /** Mail the worker gave up on. */
  mailUndeliverable: number;
}

const UNSENT = [outboxStateAfter('retry'), outboxStateAfter('claim')];

export function createMetricsRepository(db: DbOrTx) {
  return {
    async backlog(): Promise<Backlog> {
      const dueJobs = sql`from scheduled_jobs
        where next_run_at <= now() and (locked_until is null or locked_until < now())`;
      const unsent = sql`from email_outbox where status in (${sql.join(
        UNSENT.map((status) => sql`${status}`),
        sql`, `,
      )})`;
      const rows = await queryRows<Backlog>(
        db,
        sql`select
          (select count(*) ${dueJobs})::int as "jobsDue",
          (select coalesce(extract(epoch from now() - min(next_run_at)), 0) ${dueJobs})::float8 as "jobsLagSeconds",
          (select count(*) ${unsent})::int as "mailUnsent",
          (select coalesce(extract(epoch from now() - min(created_at)), 0) ${unsent})::float8
            as "mailOldestUnsentSeconds",
          (select count(*) from email_outbox where status = ${UNDELIVERABLE_MAIL})::int as "mailUndeliverable"`,
      );
      return present(rows[0], 'the backlog row');
    },
  };
}
