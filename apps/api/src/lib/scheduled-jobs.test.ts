import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers/index.ts';
import { createJobRunner, dailyAtUtc, every, type ScheduledJob } from './scheduled-jobs.ts';

const quiet = { error: () => undefined };

describeEachDatabase('scheduled jobs', (ctx) => {
  const job = (name: string, runs: Date[], run?: () => Promise<void>): ScheduledJob => ({
    name,
    next: every(60_000),
    run: async (_db, now) => {
      runs.push(now);
      await run?.();
    },
  });

  it('runs a job when due, then not again until its next time', async () => {
    const runs: Date[] = [];
    const runner = createJobRunner(ctx().db, quiet);
    runner.register(job('tick-a', runs));
    const t0 = new Date('2026-11-24T00:00:00Z');
    expect(await runner.runDue(t0)).toEqual(['tick-a']);
    expect(await runner.runDue(new Date(t0.getTime() + 30_000))).toEqual([]);
    expect(await runner.runDue(new Date(t0.getTime() + 60_000))).toEqual(['tick-a']);
    expect(runs).toHaveLength(2);
  });

  it('lets only one of two instances run a due job', async () => {
    const runs: Date[] = [];
    const first = createJobRunner(ctx().db, quiet);
    const second = createJobRunner(ctx().db, quiet);
    first.register(job('tick-b', runs));
    second.register(job('tick-b', runs));
    const now = new Date('2026-11-24T00:00:00Z');
    const ran = await Promise.all([first.runDue(now), second.runDue(now)]);
    expect(ran.flat()).toEqual(['tick-b']);
    expect(runs).toHaveLength(1);
  });

  it('records a failure and still schedules the next run', async () => {
    const runs: Date[] = [];
    const runner = createJobRunner(ctx().db, quiet);
    runner.register(job('tick-c', runs, () => Promise.reject(new Error('smtp down'))));
    const now = new Date('2026-11-24T00:00:00Z');
    await runner.runDue(now);
    const result: unknown = await ctx().db.execute(
      sql`select last_error, next_run_at from scheduled_jobs where name = 'tick-c'`,
    );
    const { rows } = result as { rows: { last_error: string; next_run_at: Date | string }[] };
    expect(rows[0]?.last_error).toBe('smtp down');
    expect(new Date(rows[0]!.next_run_at).toISOString()).toBe('2026-11-24T00:01:00.000Z');
  });

  it('runs a job on demand, due or not', async () => {
    const runs: Date[] = [];
    const runner = createJobRunner(ctx().db, quiet);
    runner.register(job('tick-d', runs));
    await runner.runDue(new Date('2026-11-24T00:00:00Z'));
    await runner.runNow('tick-d', new Date('2026-11-24T00:00:10Z'));
    expect(runs).toHaveLength(2);
    await expect(runner.runNow('nope')).rejects.toThrow('no scheduled job nope');
    expect(() => runner.register(job('tick-d', runs))).toThrow('registered twice');
  });
});

it('computes daily times in UTC', () => {
  const at = dailyAtUtc(20);
  expect(at(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-24T20:00:00.000Z');
  expect(at(new Date('2026-11-24T20:00:00Z')).toISOString()).toBe('2026-11-25T20:00:00.000Z');
});
