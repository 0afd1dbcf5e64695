// Recurring work of the platform: offer expiry, payment reminders, the staff's overdue list, the
// removal of stored files nothing uses.
// Each job is a row of scheduled_jobs. Any number of API instances poll; an instance claims a due job
// with FOR UPDATE SKIP LOCKED and a lease (locked_until), runs it, and writes when it is next due.
// An instance that dies mid-run leaves a lease that runs out, and another instance takes the job; one
// that stops (SIGTERM) hands its leases back at once, so another instance need not wait for that.
// Nothing here assumes one process: the poll timer only asks the database what is due.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settlesWithin } from './settles-within.ts';

export interface ScheduledJob {
  /** Unique name, the row's key: 'offer-expiry', 'invoice-reminders', ... */
  name: string;
  /** When the job is next due after a run that started at `now`. */
  next(now: Date): Date;
  /** The work. Should be idempotent per period: a lease that runs out may let it run twice. */
  run(db: Db, now: Date): Promise<void>;
  /** How long a run may take before another instance may take it over (default 5 minutes). */
  leaseMs?: number;
}

export interface JobRunnerLog {
  error(obj: object, msg?: string): void;
  info?(obj: object, msg?: string): void;
}

export interface JobRunner {
  register(job: ScheduledJob): void;
  /** Claims and runs every job due at `now` (tests call it directly); returns the names run. */
  runDue(now?: Date): Promise<string[]>;
  /** Runs one job now, whether due or not (the back office's "run now", tests). */
  runNow(name: string, now?: Date): Promise<void>;
  start(pollMs?: number): void;
  /**
   * Stops claiming jobs and waits up to `waitMs` (default: as long as it takes) for the runs in
   * flight; the lease of a run still going then is handed back, so another instance may take the
   * job at once. Calls while stopping share the first call's wait.
   */
  stop(waitMs?: number): Promise<void>;
}

const DEFAULT_LEASE_MS = 5 * 60_000;

/** Every `ms` milliseconds from now. */
export const every =
  (ms: number) =>
  (now: Date): Date =>
    new Date(now.getTime() + ms);

/** The next occurrence of hh:mm UTC strictly after `now`. */
export const dailyAtUtc =
  (hour: number, minute = 0) =>
  (now: Date): Date => {
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
    if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
    return next;
  };

export function createJobRunner(db: Db, log: JobRunnerLog): JobRunner {
  const jobs = new Map<string, ScheduledJob>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let stopping: Promise<void> | undefined;
  /** Runs in flight in this instance: the lease each wrote (only that lease is ever handed back). */
  const runs = new Map<string, { leaseUntil: Date; done: Promise<void> }>();

  /** A job new to the database is due at once. */
  async function ensureRows(now: Date): Promise<void> {
    for (const name of jobs.keys()) {
      await db.execute(
        sql`insert into scheduled_jobs (name, next_run_at) values (${name}, ${now.toISOString()}::timestamptz)
            on conflict (name) do nothing`,
      );
    }
  }

  function jobOf(name: string): ScheduledJob {
    const job = jobs.get(name);
    if (!job) throw new Error(`No scheduled job is registered as '${name}'.`);
    return job;
  }

  /**
   * Claims `name` if it is due (or `force`), with a lease; null when another instance has it or this
   * one is stopping.
   */
  async function claim(name: string, now: Date, force: boolean): Promise<Date | null> {
    const job = jobOf(name);
    if (stopped) return null;
    const leaseUntil = new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS));
    const due = force ? sql`true` : sql`next_run_at <= ${now.toISOString()}::timestamptz`;
    const result: unknown = await db.execute(sql`
      update scheduled_jobs set locked_until = ${leaseUntil.toISOString()}::timestamptz
      where name = (
        select name from scheduled_jobs
        where name = ${name} and ${due}
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
        for update skip locked
      )
      returning name`);
    return (result as { rows: unknown[] }).rows.length > 0 ? leaseUntil : null;
  }

  function runClaimed(name: string, now: Date, leaseUntil: Date): Promise<void> {
    const done = recordRun(name, now, leaseUntil).finally(() => runs.delete(name));
    runs.set(name, { leaseUntil, done });
    return done;
  }

  async function recordRun(name: string, now: Date, leaseUntil: Date): Promise<void> {
    const job = jobOf(name);
    let error: string | null = null;
    try {
      await job.run(db, now);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      log.error({ job: name, err: caught }, 'scheduled job failed');
    }
    // Only while the lease is still this run's: once handed back or taken over, the job's row is
    // another instance's to write.
    await db.execute(sql`
      update scheduled_jobs
      set locked_until = null, last_run_at = ${now.toISOString()}::timestamptz,
          next_run_at = ${job.next(now).toISOString()}::timestamptz, last_error = ${error}
      where name = ${name} and locked_until = ${leaseUntil.toISOString()}::timestamptz`);
  }

  /** Gives back the leases of the runs still going: the job is due again for any instance. */
  async function handBack(): Promise<void> {
    for (const [name, { leaseUntil }] of runs) {
      await db.execute(sql`
        update scheduled_jobs set locked_until = null
        where name = ${name} and locked_until = ${leaseUntil.toISOString()}::timestamptz`);
      log.info?.({ job: name }, 'scheduled job still running at shutdown: its lease is handed back');
    }
  }

  async function stopAfter(waitMs: number): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const inFlight = Promise.all([running, ...[...runs.values()].map((run) => run.done)]);
    if (!(await settlesWithin(inFlight, waitMs))) await handBack();
  }

  async function runDue(now = new Date()): Promise<string[]> {
    await ensureRows(now);
    const ran: string[] = [];
    for (const name of jobs.keys()) {
      const leaseUntil = await claim(name, now, false);
      if (leaseUntil) {
        await runClaimed(name, now, leaseUntil);
        ran.push(name);
      }
    }
    return ran;
  }

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} registered twice`);
      jobs.set(job.name, job);
    },
    runDue,
    async runNow(name, now = new Date()) {
      if (!jobs.has(name)) throw new Error(`no scheduled job ${name}`);
      await ensureRows(now);
      const leaseUntil = await claim(name, now, true);
      if (leaseUntil) await runClaimed(name, now, leaseUntil);
    },
    start(pollMs = 30_000) {
      stopped = false;
      stopping = undefined;
      const tick = () => {
        running = runDue()
          .catch((error: unknown) => log.error({ err: error }, 'scheduled jobs poll failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, pollMs);
          });
      };
      timer = setTimeout(tick, 1_000);
    },
    stop(waitMs = Infinity) {
      stopped = true;
      stopping ??= stopAfter(waitMs);
      return stopping;
    },
  };
}
