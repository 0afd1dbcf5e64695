// Migrations at start: a new database gets them all, an older one the ones it lacks, and an
// up-to-date one (every restart after the first) is only read, not written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it, onTestFinished } from 'vitest';
import { databaseKinds, type DatabaseKind } from '../../test/helpers/test-app.ts';
import { openDatabase, queryRows, type Database } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';
import { openScratchDatabase } from './scratch-database.ts';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as Journal;

async function emptyDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    onTestFinished(() => database.close());
    return database;
  }
  const database = await openScratchDatabase({
    adminUrl: process.env.TEST_DATABASE_URL!,
    prefix: 'ibc_test',
    poolSize: 2,
  });
  onTestFinished(() => database.dispose());
  return database;
}

/** The migrations folder as it was before its newest migration. */
function folderWithoutNewest(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-migrations-'));
  onTestFinished(() => fs.rmSync(folder, { recursive: true, force: true }));
  const older = journal.entries.slice(0, -1);
  for (const entry of older) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: older }));
  return folder;
}

const appliedCount = async (database: Database) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
  )[0]!.n;

for (const kind of databaseKinds) {
  describe(`runMigrations [${kind}]`, () => {
    it('gives a new database every migration, and a second run changes nothing', async () => {
      const database = await emptyDatabase(kind);
      await runMigrations(database);
      expect(await appliedCount(database)).toBe(journal.entries.length);
      await expect(queryRows(database.db, sql`select count(*) from vehicles`)).resolves.toHaveLength(1);
      await runMigrations(database);
      expect(await appliedCount(database)).toBe(journal.entries.length);
    });

    it('gives a database of the previous version the migration it lacks', async () => {
      const database = await emptyDatabase(kind);
      await runMigrations(database, folderWithoutNewest());
      expect(await appliedCount(database)).toBe(journal.entries.length - 1);
      await runMigrations(database);
      expect(await appliedCount(database)).toBe(journal.entries.length);
    });
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('runMigrations at a concurrent start [postgres]', () => {
  it('applies each migration once when four instances start together on a new database', async () => {
    const first = await emptyDatabase('postgres');
    const [current] = await queryRows<{ name: string }>(first.db, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${current!.name}`;
    // Each instance has its own pool, as separate processes would.
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString(), poolSize: 2 })));
    onTestFinished(async () => {
      await Promise.all(others.map((database) => database.close()));
    });

    await Promise.all([first, ...others].map((database) => runMigrations(database)));

    const applied = await queryRows<{ hash: string; n: number }>(
      first.db,
      sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.every((row) => row.n === 1)).toBe(true);
    await expect(queryRows(others[2]!.db, sql`select count(*) from vehicles`)).resolves.toHaveLength(1);
  });
});

describe('runMigrations on an up-to-date database', () => {
  it('only reads: it succeeds where every write is refused', async () => {
    const database = await emptyDatabase('pglite');
    await runMigrations(database);
    // PGlite in this thread is one session: the setting holds for every statement that follows.
    await database.db.execute(sql`set default_transaction_read_only = on`);
    await expect(runMigrations(database)).resolves.toBeUndefined();
    // Drizzle's migrator alone would have written (CREATE SCHEMA IF NOT EXISTS ...).
    await expect(migrate(database.db as never, { migrationsFolder })).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/read-only transaction/) },
    });
  });
});
