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
  /** A database to copy (PostgreSQL's `create database … template`), nobody connected to it. */
  template?: string;
}): Promise<ScratchDatabase & { url: string; name: string }> {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(
    options.adminUrl,
    `create database ${name}${options.template ? ` template ${options.template}` : ''}`,
  );
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize });
  // Closed before it is dropped, or earlier (a template, copied while nobody is connected).
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= database.close());
  return {
    ...database,
    close,
    name,
    // For tools that connect by themselves (pg_restore).
    url: url.toString(),
    async dispose() {
      await close();
      await asAdmin(options.adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
