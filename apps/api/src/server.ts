// Starts the whole product in one process: database (PGlite or PostgreSQL), migrations, demo seed
// when empty, the API and the built web app on one port.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { loadEnv, type Env } from './config/env.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { LaunchedPgliteWorker } from './db/pglite-launch.ts';
import { runMigrations, withStartLock } from './db/migrate.ts';
import { isDatabaseEmpty, seedDemoData } from '../demo/seed.ts';
import { buildApp } from './app.ts';
import { stopGracefully } from './plugins/lifecycle.ts';

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Any constant key, the same in every instance (and not migrate.ts's): the lock of seeding the demo. */
const SEED_LOCK = 727_100_002;

export interface StartServerOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** Vehicles to seed into an empty database (default SEED_VEHICLES, 5000). */
  seedVehicles?: number;
  /** Overrides for any environment variable (tests pass SMTP_URL etc. here). */
  env?: Record<string, string | undefined>;
  logger?: boolean | object;
  webDist?: string;
  /**
   * The embedded database's worker, started by the caller for this DATA_DIR before it loaded this
   * module (main.ts), so that PGlite opens while the API's code loads.
   */
  launchedDatabase?: Promise<LaunchedPgliteWorker>;
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  env: Env;
  /** Goes away cleanly (plugins/lifecycle.ts), then closes the database. */
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // What the start spends its time on, logged once listening ('server started'): 'load' is the
  // process's own start (Node, the TypeScript loader, every module) up to here.
  const phases: Record<string, number> = { load: Math.round(performance.now()) };
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  const env = loadEnv({
    ...process.env,
    ...options.env,
    ...(options.port !== undefined ? { PORT: String(options.port) } : {}),
    ...(options.dataDir !== undefined ? { DATA_DIR: options.dataDir } : {}),
    ...(options.databaseUrl !== undefined ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  // Errors outside a query (a dropped idle connection) go to the app's log once it exists.
  let logError = (error: Error) => console.error(`database connection error: ${error.message}`);
  const onError = (error: Error) => logError(error);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, readUrl: env.DATABASE_READ_URL, onError }
      : { dataDir: env.dataDir, onError, launched: options.launchedDatabase },
  );
  phase('db open');
  try {
    await runMigrations(database);
    phase('migrations');
    if (env.seedDemo) {
      // Instances starting together on an empty database: one seeds, the others find it seeded.
      const seeded = await withStartLock(database, SEED_LOCK, async () => {
        if (!(await isDatabaseEmpty(database.db))) return false;
        await seedDemoData(database.db, {
          vehicles: options.seedVehicles ?? env.SEED_VEHICLES,
          authSecret: env.AUTH_SECRET,
        });
        return true;
      });
      phase(seeded ? 'seed' : 'seed check');
    }
    const app = await buildApp({
      database,
      env,
      webDist: options.webDist ?? defaultWebDist,
      logger: options.logger ?? { level: env.LOG_LEVEL },
    });
    phase('app build');
    logError = (error) => app.log.error({ err: error }, 'database connection error');
    const address = await app.listen({ port: env.PORT, host: options.host ?? env.HOST });
    phase('listen');
    app.log.info({ phases, totalMs: Math.round(performance.now()) }, 'server started');
    const port = new URL(address).port;
    const url = `http://localhost:${port}`;
    return {
      url,
      app,
      database,
      env,
      async close() {
        await stopGracefully(app);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
