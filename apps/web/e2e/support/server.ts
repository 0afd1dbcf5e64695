import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { setSecondFactorCodes } from './session';

// Starts the real product (API + the BUILT web app on one port) through the API's own entry point.
// Contract (apps/api/src/server.ts): startServer({ port, dataDir, seedVehicles, ... }) -> { url, close }.

export interface TestServer {
  url: string;
  /**
   * The sales team approves a sign-up. Until the back office has its screen this
   * is the CLI's use case (`npm run customers -- approve`), run here on the server's own database.
   */
  approveCustomer(email: string): Promise<void>;
  /**
   * Runs a scheduled job now (the saved-search alerts), as the server's job runner does on
   * its own within a minute: a journey waits for what the job does, not for the clock.
   */
  runJob(name: string): Promise<void>;
  /**
   * A new one-time recovery code of the user, for journeys whose staff sign in through the API
   * (session.ts signInAs): staff must pass a second factor, and a code of their authenticator app
   * works only once per 30 seconds, while a journey signs staff in more often than that.
   */
  recoveryCode(email: string): Promise<string>;
  close(): Promise<void>;
}

interface ServerModule {
  startServer(options: {
    port?: number;
    dataDir?: string;
    seedVehicles?: number;
    logger?: boolean;
    env?: Record<string, string | undefined>;
    webDist?: string;
  }): Promise<{
    url: string;
    database: { db: { execute(query: unknown): Promise<unknown> } };
    app: {
      jobs: { runNow(name: string): Promise<void> };
      services: { secondFactor: { hashRecoveryCode(code: string): string } };
    };
    close(): Promise<void>;
  }>;
}

interface CustomersModule {
  createCustomersService(deps: { db: unknown; publicUrl: () => string }): {
    decide(input: { userEmail: string; action: 'approve' | 'reject' }): Promise<unknown>;
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
// Imported by computed path: the API is a separate TypeScript project, not part of the web's.
const serverModule = pathToFileURL(path.resolve(here, '../../../api/src/server.ts')).href;
const customersModule = pathToFileURL(
  path.resolve(here, '../../../api/src/modules/customers/customers.service.ts'),
).href;

export async function startTestServer({
  seedVehicles = 300,
  env = {},
}: { seedVehicles?: number; env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ibc-e2e-'));
  // The run's migrated database (global-setup.ts): a new one's initdb and migrations take seconds.
  const template = inject('pgliteTemplateDir');
  if (template) await cp(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const api = (await import(/* @vite-ignore */ serverModule)) as ServerModule;
  const server = await api.startServer({
    port: 0,
    dataDir,
    seedVehicles,
    logger: false,
    env: { LOG_LEVEL: 'silent', ...env },
    // The run's snapshot of the build (global-setup.ts).
    webDist: inject('webDist'),
  });
  const customers = (await import(/* @vite-ignore */ customersModule)) as CustomersModule;
  async function recoveryCode(email: string): Promise<string> {
    const code = randomBytes(8).toString('hex');
    const hash = server.app.services.secondFactor.hashRecoveryCode(code);
    await server.database.db.execute(
      sql`insert into recovery_codes (user_id, code_hash) select id, ${hash} from users where email = ${email}`,
    );
    return code;
  }
  setSecondFactorCodes(recoveryCode);
  return {
    url: server.url,
    async approveCustomer(email) {
      await customers
        .createCustomersService({ db: server.database.db, publicUrl: () => server.url })
        .decide({ userEmail: email, action: 'approve' });
    },
    runJob: (name) => server.app.jobs.runNow(name),
    recoveryCode,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
