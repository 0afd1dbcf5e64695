// How an instance goes away without dropping work (docs/deploy.md, "Stopping and restarting an
// instance"). drain() marks it as going away, so /api/health/ready answers 503 and the proxy sends it
// no new requests, and tells the background workers to stop claiming work and to hand back the leases
// of work they cannot finish in SHUTDOWN_TIMEOUT_MS. stopGracefully() is the whole sequence.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { settlesWithin } from '../lib/settles-within.ts';

/** A worker's part in the drain: stop claiming, wait up to `waitMs` for running work, hand back the rest. */
type DrainStep = (waitMs: number) => Promise<void>;

export interface Lifecycle {
  /** True from the moment the instance began to go away. */
  readonly draining: boolean;
  onDrain(step: DrainStep): void;
  /** Marks the instance as going away and runs the drain steps (once; later calls share it). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  function lifecyclePlugin(app: FastifyInstance): Promise<void> {
    const steps: DrainStep[] = [];
    let drained: Promise<void> | undefined;
    app.decorate('lifecycle', {
      get draining() {
        return drained !== undefined;
      },
      onDrain(step) {
        steps.push(step);
      },
      drain() {
        drained ??= Promise.all(
          steps.map((step) =>
            step(app.config.SHUTDOWN_TIMEOUT_MS).catch((error: unknown) =>
              app.log.error({ err: error }, 'a worker did not stop cleanly'),
            ),
          ),
        ).then(() => undefined);
        return drained;
      },
    } satisfies Lifecycle);
    return Promise.resolve();
  },
  { name: 'lifecycle' },
);

/**
 * SIGTERM's sequence: readiness turns 503 at once and the workers stop claiming; after
 * SHUTDOWN_DRAIN_MS (the proxy's health check has seen it) the port closes and the requests in flight
 * finish, for up to SHUTDOWN_TIMEOUT_MS before their connections are cut. The caller closes the
 * database after it.
 */
export async function stopGracefully(app: FastifyInstance): Promise<void> {
  const { SHUTDOWN_DRAIN_MS: drainMs, SHUTDOWN_TIMEOUT_MS: timeoutMs } = app.config;
  const workersStopped = app.lifecycle.drain();
  if (drainMs > 0) await sleep(drainMs);
  const closed = app.close();
  if (!(await settlesWithin(closed, timeoutMs))) {
    app.log.warn({ timeoutMs }, 'requests still running at shutdown: their connections are closed');
    app.server.closeAllConnections();
  }
  await Promise.all([closed, workersStopped]);
}
