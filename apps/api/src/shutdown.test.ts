// An instance that goes away (SIGTERM): the proxy hears it is draining while its requests finish, and
// the work it leased (a scheduled job, an e-mail) is another instance's at once, not after the lease.
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase, databaseKinds, testEnv, type TestDatabase } from '../test/helpers/index.ts';
import { buildApp } from './app.ts';
import { queryRows } from './db/client.ts';
import { emailOutbox } from './db/schema.ts';
import { every } from './lib/scheduled-jobs.ts';
import { enqueueEmail } from './modules/mail/outbox.ts';
import { stopGracefully } from './plugins/lifecycle.ts';

/** A promise and the function that settles it: a handler or job waits on it until the test says. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** An SMTP server that takes the connection and never answers: a send in flight until it is closed. */
async function silentSmtpServer() {
  const sockets = new Set<net.Socket>();
  const connected = gate();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    connected.open();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connected: connected.opened,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

for (const kind of databaseKinds) {
  describe(`stopping an instance [${kind}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(() => database.dispose());

    /** An API instance on the suite's database (several share it, as behind the proxy). */
    async function instance(env: Record<string, string> = {}): Promise<FastifyInstance> {
      const config = testEnv(env);
      onTestFinished(() => fs.rmSync(config.dataDir, { recursive: true, force: true }));
      const app = await buildApp({ database, env: config, startWorkers: false });
      onTestFinished(() => app.close());
      return app;
    }

    it('answers readiness 503 draining once it begins to stop, and still finishes the request in flight', async () => {
      const app = await instance();
      const entered = gate();
      const finish = gate();
      app.get('/test/slow', { schema: { hide: true } }, async () => {
        entered.open();
        await finish.opened;
        return { done: true };
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const ready = async () => {
        const answer = await fetch(`${base}/api/health/ready`);
        return { status: answer.status, body: await answer.json() };
      };
      expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });

      const slow = fetch(`${base}/test/slow`);
      await entered.opened;
      void app.lifecycle.drain();
      expect(await ready()).toEqual({ status: 503, body: { status: 'draining' } });
      // Draining is what the proxy hears; the instance still answers (liveness stays 200).
      expect((await fetch(`${base}/api/health`)).status).toBe(200);

      const closed = app.close();
      finish.open();
      const answer = await slow;
      expect({ status: answer.status, body: await answer.json() }).toEqual({
        status: 200,
        body: { done: true },
      });
      await closed;
    });

    it('hands back the leases of a job and an e-mail still running, so another instance takes them at once', async () => {
      const smtp = await silentSmtpServer();
      onTestFinished(() => smtp.close());
      const leaving = await instance({ SMTP_URL: smtp.url, SHUTDOWN_TIMEOUT_MS: '0' });
      const staying = await instance();

      // The leaving instance is inside a job's run and inside an e-mail's send when SIGTERM comes.
      const job = `lease-test-${kind}`;
      const started = gate();
      const finishRun = gate();
      leaving.jobs.register({
        name: job,
        next: every(60_000),
        run: async () => {
          started.open();
          await finishRun.opened;
        },
      });
      const leavingRun = leaving.jobs.runNow(job);
      await started.opened;
      const mail = await enqueueEmail(database.db, {
        kind: 'test',
        to: ['dealer@example.com'],
        subject: 'Sent once, by whoever holds it',
        html: '<p>Hello</p>',
        text: 'Hello',
      });
      const leavingPass = leaving.mailWorker.runOnce();
      leavingPass.catch(() => undefined);
      await smtp.connected;

      const stayingRuns: Date[] = [];
      staying.jobs.register({
        name: job,
        next: every(60_000),
        run: async (_db, now) => {
          stayingRuns.push(now);
        },
      });
      // While the leaving instance holds them, nobody else may take them.
      await staying.jobs.runNow(job);
      expect(stayingRuns).toHaveLength(0);
      expect((await staying.mailWorker.runOnce()).sent).toBe(0);

      await stopGracefully(leaving);

      await staying.jobs.runNow(job);
      expect(stayingRuns).toHaveLength(1);
      expect(await staying.mailWorker.runOnce()).toMatchObject({ sent: 1 });

      // The abandoned run and send end late; what the staying instance recorded stands.
      finishRun.open();
      await leavingRun;
      smtp.close();
      await leavingPass.catch(() => undefined);
      const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, mail));
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      const [jobRow] = await queryRows<{ last_run_at: string | Date; locked_until: unknown }>(
        database.db,
        sql`select last_run_at, locked_until from scheduled_jobs where name = ${job}`,
      );
      expect(new Date(jobRow!.last_run_at)).toEqual(stayingRuns[0]);
      expect(jobRow!.locked_until).toBeNull();
    });
  });
}
