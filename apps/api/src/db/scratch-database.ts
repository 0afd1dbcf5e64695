// A throwaway PostgreSQL database next to the one an admin URL names: created empty, dropped (with
// its connections) on dispose. For the tests (TEST_DATABASE_URL) and the search bench (DATABASE_URL).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client.ts';

export interface ScratchDatabase extends Database {
  dispose(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function openScratchDatabase(options: {
  adminUrl: string;
  /** Start of the database's name (a random suffix follows). */
  prefix: string;
  poolSize: number;
}): Promise<ScratchDatabase & { url: string }> {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(options.adminUrl, `create database ${name}`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize });
  return {
    ...database,
    // For tools that connect by themselves (pg_restore).
    url: url.toString(),
    async dispose() {
      await database.close();
      await asAdmin(options.adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
