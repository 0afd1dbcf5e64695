// GET /metrics for Prometheus (docs/deploy.md): answered only when METRICS_TOKEN is configured and
// only to a request bearing it; otherwise the address does not exist. The request figures and the
// pool's are kept by plugins/metrics.ts; the backlogs (scheduled jobs, outgoing mail) are read here,
// at scrape time, with one statement.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { unauthorized } from '../../lib/errors.ts';
import { valueWithin } from '../../lib/settles-within.ts';
import type { Backlog } from './metrics.repository.ts';

/** A scrape waits this long for the backlog; past it (or on an error) the backlog gauges read NaN. */
const BACKLOG_TIMEOUT_MS = 2_000;

const BACKLOG_GAUGES: Record<keyof Backlog, [name: string, help: string]> = {
  jobsDue: ['scheduled_jobs_due', 'Scheduled jobs due and not being run'],
  jobsLagSeconds: ['scheduled_jobs_lag_seconds', 'How late the most overdue due scheduled job is'],
  mailUnsent: ['mail_outbox_unsent', 'E-mails queued or being sent'],
  mailOldestUnsentSeconds: ['mail_outbox_oldest_unsent_age_seconds', 'Age of the oldest e-mail not yet sent'],
  mailUndeliverable: ['mail_outbox_undeliverable', 'E-mails the worker gave up on'],
};

const digest = (value: string) => createHash('sha256').update(value).digest();

export default async function metricsRoutes(app: FastifyInstance) {
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  const repo = app.services.metrics;
  const gauges = Object.entries(BACKLOG_GAUGES).map(
    ([key, [name, help]]) =>
      [key as keyof Backlog, new Gauge({ name, help, registers: [app.metrics] })] as const,
  );

  async function readBacklog(): Promise<Backlog | null> {
    try {
      return (await valueWithin(repo.backlog(), BACKLOG_TIMEOUT_MS)) ?? null;
    } catch (error) {
      app.log.warn({ err: error }, 'metrics: the backlog could not be read');
      return null;
    }
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Digests of equal length: the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) throw unauthorized();
    const backlog = await readBacklog();
    for (const [key, gauge] of gauges) gauge.set(backlog ? backlog[key] : Number.NaN);
    return reply
      .header('cache-control', 'no-store')
      .type(app.metrics.contentType)
      .send(await app.metrics.metrics());
  });
}
