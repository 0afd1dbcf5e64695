// A real database per test file: in-memory PGlite always, and a fresh PostgreSQL database when
// TEST_DATABASE_URL is set (CI). Tests drive the app through app.inject(), never a mocked ORM.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadEnv, type Env } from '../../src/config/env.ts';
import { openDatabase, type Db } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { openScratchDatabase, type ScratchDatabase } from '../../src/db/scratch-database.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = ScratchDatabase;

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // In this thread by default (it starts faster); TEST_PGLITE_THREAD=worker runs a file on the
    // worker thread `npm start` uses.
    const thread = process.env.TEST_PGLITE_THREAD === 'worker' ? 'worker' : 'main';
    // In this thread, a copy of the run's migrated database (test/global-setup.ts).
    const template = thread === 'main' ? inject('pgliteTemplate') : undefined;
    const database = await openDatabase({
      thread,
      ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
    });
    await runMigrations(database);
    return { ...database, dispose: () => database.close() };
  }
  const database = await openScratchDatabase({
    adminUrl: process.env.TEST_DATABASE_URL!,
    prefix: 'ibc_test',
    poolSize: 5,
    // A copy of the run's migrated database (test/global-setup.ts).
    template: inject('postgresTemplate') || undefined,
  });
  await runMigrations(database);
  return database;
}

export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `ibc-test-${randomBytes(4).toString('hex')}`),
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    // Each test's searches read the database, so what a test sees never depends on whether an
    // index build had finished; the in-memory index has tests of its own.
    SEARCH_INDEX: 'database',
    // Tests write stock straight to the database, as another instance would, and search at once:
    // each visitor's search reads the version itself. The shared read has tests of its own.
    SEARCH_VISITOR_VERSION_MS: '0',
    ...overrides,
  });
}

export interface TestContext {
  kind: DatabaseKind;
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  env: Env;
}

export async function buildTestApp(
  kind: DatabaseKind,
  envOverrides: Record<string, string | undefined> = {},
): Promise<TestContext> {
  const database = await createTestDatabase(kind);
  const env = testEnv(envOverrides);
  const app = await buildApp({ database, env, startWorkers: false });
  await app.ready();
  return { kind, app, db: database.db, database, env };
}

/**
 * Runs a suite once per available database. `ctx()` gives the suite's app and database, built once
 * per suite (tests in a suite share it, so create what you need with unique values).
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: () => TestContext) => void,
  envOverrides: Record<string, string | undefined> = {},
): void {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let context: TestContext | undefined;
      beforeAll(async () => {
        context = await buildTestApp(kind, envOverrides);
      });
      afterAll(async () => {
        await context?.app.close();
        await context?.database.dispose();
      });
      suite(() => {
        if (!context) throw new Error('test app not ready');
        return context;
      });
    });
  }
}
