// PostgreSQL's backup: pg_dump's custom format, restored by pg_restore. The dump and the manifest's
// summary read the same snapshot (pg_dump --snapshot), so a backup taken while the API writes still
// agrees with its manifest.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { summarizeDatabase, type DatabaseSummary, type RunQuery } from './manifest.ts';

const run = promisify(execFile);

/** The client tools take the password from the environment, not from their command line (ps shows it). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  try {
    await run(name, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT') {
      throw new Error(
        `${name} was not found: install the PostgreSQL client tools (apt-get install postgresql-client).`,
        { cause: error },
      );
    }
    throw new Error(`${name} failed:\n${stderr?.trim() || String(error)}`, { cause: error });
  }
}

async function withClient<T>(url: string, work: (query: RunQuery) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.end();
  }
}

/** Writes the database of `url` to `archive` (pg_dump --format=custom) and returns what it holds. */
export async function dumpPostgres(url: string, archive: string): Promise<DatabaseSummary> {
  return withClient(url, async (query) => {
    await query('begin isolation level repeatable read read only');
    const [exported] = await query('select pg_export_snapshot() as snapshot');
    // The snapshot lives as long as this transaction: pg_dump and the summary both read it.
    const [summary] = await Promise.all([
      summarizeDatabase(query),
      tool(
        'pg_dump',
        ['--format=custom', `--snapshot=${String(exported?.snapshot)}`, `--file=${archive}`],
        url,
      ),
    ]);
    await query('commit');
    return summary;
  });
}

/**
 * Restores `archive` into the database of `url`, in one transaction, and returns what the restored
 * database holds. A database that already has tables is refused unless `force`: then the backup's
 * objects replace theirs (pg_restore --clean).
 */
export async function restorePostgres(
  archive: string,
  url: string,
  options: { force: boolean },
): Promise<DatabaseSummary> {
  const [existing] = await withClient(url, (query) =>
    query(`select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`),
  );
  const tables = Number(existing?.tables);
  if (tables > 0 && !options.force) {
    throw new Error(
      `The database already has ${tables} tables. Restore into an empty database (createdb), or add --force to replace its contents with the backup's.`,
    );
  }
  await tool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      ...(tables > 0 ? ['--clean', '--if-exists'] : []),
      archive,
    ],
    url,
  );
  return withClient(url, (query) => summarizeDatabase(query));
}
