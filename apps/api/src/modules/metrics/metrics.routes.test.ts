import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../test/helpers/index.ts';

type Series = { labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition, by metric name. */
function parseMetrics(text: string): Map<string, Series[]> {
  const all = new Map<string, Series[]>();
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    all.set(match[1]!, [...(all.get(match[1]!) ?? []), { labels, value: Number(match[3]) }]);
  }
  return all;
}

/** The value of the one series of `name` with these labels (and maybe others), if there is one. */
const sample = (all: Map<string, Series[]>, name: string, labels: Record<string, string> = {}) =>
  all
    .get(name)
    ?.find((series) => Object.entries(labels).every(([key, value]) => series.labels[key] === value))?.value;

const TOKEN = 'metrics-token-for-the-tests';
const scrape = (as = `Bearer ${TOKEN}`) => ({ authorization: as });

describeApi(
  'metrics without METRICS_TOKEN',
  (_ctx, { get }) => {
    it('has no /metrics at all', async () => {
      expect((await get('/metrics')).statusCode).toBe(404);
      expect((await get('/metrics', scrape())).statusCode).toBe(404);
    });
  },
  { referenceData: false },
);

describeApi(
  'metrics',
  (ctx, { get }) => {
    const metrics = async () => {
      const res = await get('/metrics', scrape());
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return parseMetrics(res.body);
    };

    it('answers only the bearer of the token', async () => {
      for (const as of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`]) {
        const res = await get('/metrics', as === undefined ? {} : scrape(as));
        expect(res.statusCode, String(as)).toBe(401);
        expect(res.body).not.toContain('http_requests_total');
      }
    });

    it('counts requests by route pattern, never by address, with their latency', async () => {
      await get('/api/purchases/424242');
      await get('/api/purchases/515151');
      await get('/api/no-such-endpoint/777');
      const text = (await get('/metrics', scrape())).body;
      expect(text).not.toContain('/api/purchases/424242');
      expect(text).not.toContain('no-such-endpoint');

      const all = await metrics();
      const labels = { method: 'GET', route: '/api/purchases/:id', status_code: '401' };
      expect(sample(all, 'http_requests_total', labels)).toBe(2);
      expect(sample(all, 'http_request_duration_seconds_count', labels)).toBe(2);
      expect(sample(all, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(2);
      expect(
        sample(all, 'http_requests_total', { method: 'GET', route: '(unmatched)', status_code: '404' }),
      ).toBeGreaterThanOrEqual(1);
    });

    it('shows the backlog of scheduled jobs and outgoing mail', async () => {
      const { db } = ctx();
      await db.execute(sql`insert into scheduled_jobs (name, next_run_at)
        values ('metrics-test-overdue', now() - interval '1 hour'),
               ('metrics-test-running', now() - interval '2 hours')`);
      // A job another instance is running (a live lease) is not waiting.
      await db.execute(sql`update scheduled_jobs set locked_until = now() + interval '5 minutes'
        where name = 'metrics-test-running'`);
      await db.execute(sql`insert into email_outbox (kind, "to", subject, html, text, status, created_at)
        values ('test', array['a@example.com'], 's', 'h', 't', 'pending', now() - interval '10 minutes'),
               ('test', array['b@example.com'], 's', 'h', 't', 'sent', now() - interval '1 day'),
               ('test', array['c@example.com'], 's', 'h', 't', 'dead', now() - interval '1 day')`);

      const all = await metrics();
      expect(sample(all, 'scheduled_jobs_due')).toBe(1);
      expect(sample(all, 'scheduled_jobs_lag_seconds')).toBeGreaterThanOrEqual(3600);
      expect(sample(all, 'scheduled_jobs_lag_seconds')).toBeLessThan(7200);
      expect(sample(all, 'mail_outbox_unsent')).toBe(1);
      expect(sample(all, 'mail_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(600);
      expect(sample(all, 'mail_outbox_oldest_unsent_age_seconds')).toBeLessThan(86_400);
      expect(sample(all, 'mail_outbox_undeliverable')).toBe(1);
    });

    it("shows the process's event-loop delay and, over node-postgres, the connection pool", async () => {
      const all = await metrics();
      expect(sample(all, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(all, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      if (ctx().database.client === 'node-postgres') {
        expect(sample(all, 'db_pool_max_connections')).toBeGreaterThan(0);
        expect(sample(all, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
        expect(sample(all, 'db_pool_waiting_queries')).toBeGreaterThanOrEqual(0);
      } else {
        expect(all.has('db_pool_connections')).toBe(false);
      }
    });
  },
  { referenceData: false, env: { METRICS_TOKEN: TOKEN } },
);
