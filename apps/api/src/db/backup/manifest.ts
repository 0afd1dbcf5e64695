// What a backup says it holds, read from the database it was taken of: the migration it is at, every
// table's row count and digest, and every stored file's SHA-256. The same description read from a
// restored database must be equal, table by table and file by file: that is what "restored" means.
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../migrate.ts';

/** Runs one SQL statement and gives back its rows (a pg.Client's or a PGlite's query). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

export interface TableSummary {
  rows: number;
  /** md5 over the sorted md5s of the rows' text (bytea columns by their md5): equal contents, equal digest. */
  digest: string;
}

export interface FileSummary {
  sha256: string;
  byteSize: number;
  contentType: string;
  isPublic: boolean;
  /** true: the bytes are in the database (so in its archive); false: in the object store (FILE_STORAGE=s3). */
  inDatabase: boolean;
}

export interface DatabaseSummary {
  /** The newest applied migration's tag (apps/api/drizzle), or null for a database never migrated. */
  migration: string | null;
  tables: Record<string, TableSummary>;
  files: FileSummary[];
}

export interface Manifest extends DatabaseSummary {
  format: 1;
  createdAt: string;
  driver: 'pglite' | 'postgres';
  /** The database's archive in the backup's folder, with its size and SHA-256 (checked before a restore). */
  archive: { name: string; bytes: number; sha256: string };
  /** The files held in the object store that the backup copied into its `files/` folder, by SHA-256. */
  objects: string[];
}

const SCHEMAS = ['public', 'drizzle'];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads the summary; run it in one snapshot (a repeatable-read transaction) while others write. */
export async function summarizeDatabase(query: RunQuery): Promise<DatabaseSummary> {
  // Text forms of dates and numbers depend on these settings: both sides of a comparison fix them.
  await query(`set timezone to 'UTC'`);
  await query(`set datestyle to 'ISO, YMD'`);
  await query(`set extra_float_digits to 1`);
  const columns = await query(`
    select c.table_schema as schema, c.table_name as table, c.column_name as column, c.data_type as type
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema in (${SCHEMAS.map((s) => `'${s}'`).join(', ')}) and t.table_type = 'BASE TABLE'
    order by c.table_schema, c.table_name, c.ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const { schema, table, column, type } of columns as Record<
    'schema' | 'table' | 'column' | 'type',
    string
  >[]) {
    const name = `${schema}.${table}`;
    // Large bytes (files) go in by their md5: the row's text would carry them twice over in hex.
    const expression = type === 'bytea' ? `md5(${quote(column)})` : quote(column);
    byTable.set(name, [...(byTable.get(name) ?? []), expression]);
  }
  const tables: Record<string, TableSummary> = {};
  for (const [name, expressions] of [...byTable].sort(([a], [b]) => a.localeCompare(b))) {
    const [schema, table] = name.split('.') as [string, string];
    const [row] = await query(`
      select count(*)::int as rows, coalesce(md5(string_agg(h, '' order by h)), '') as digest
      from (select md5(row(${expressions.join(', ')})::text) as h from ${quote(schema)}.${quote(table)}) r`);
    tables[name] = { rows: Number(row?.rows), digest: String(row?.digest) };
  }
  return { migration: await appliedMigration(query, tables), tables, files: await listFiles(query, tables) };
}

async function appliedMigration(
  query: RunQuery,
  tables: Record<string, TableSummary>,
): Promise<string | null> {
  if (!tables['drizzle.__drizzle_migrations']) return null;
  const [row] = await query(`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const last = row?.last;
  if (typeof last !== 'string') return null;
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  // A backup made by a newer version of the platform names a migration this one does not have.
  return journal.entries.find((entry) => entry.when === Number(last))?.tag ?? `(newer: ${last})`;
}

/**
 * Every stored file with the SHA-256 of its bytes as they are now, so a file whose bytes no longer
 * match its name shows. Bytes held in the object store (FILE_STORAGE=s3: `bytes` is null) are
 * listed by name: the backup copies them from the bucket (backup.ts).
 */
async function listFiles(query: RunQuery, tables: Record<string, TableSummary>): Promise<FileSummary[]> {
  if (!tables['public.files']) return [];
  const rows = await query(`
    select case when bytes is null then sha256 else encode(sha256(bytes), 'hex') end as sha256,
      byte_size as "byteSize", content_type as "contentType", is_public as "isPublic",
      bytes is not null as "inDatabase"
    from files order by sha256`);
  return rows.map((row) => ({
    sha256: String(row.sha256),
    byteSize: Number(row.byteSize),
    contentType: String(row.contentType),
    isPublic: Boolean(row.isPublic),
    inDatabase: Boolean(row.inDatabase),
  }));
}

/** What differs between the summary a backup recorded and one read from its restore; empty when none. */
export function compareSummaries(recorded: DatabaseSummary, restored: DatabaseSummary): string[] {
  const differences: string[] = [];
  if (recorded.migration !== restored.migration) {
    differences.push(`migration: ${recorded.migration} in the backup, ${restored.migration} restored`);
  }
  const names = new Set([...Object.keys(recorded.tables), ...Object.keys(restored.tables)]);
  for (const name of [...names].sort()) {
    const before = recorded.tables[name];
    const after = restored.tables[name];
    if (!before) differences.push(`table ${name}: restored, but not in the backup`);
    else if (!after) differences.push(`table ${name}: in the backup, missing after the restore`);
    else if (before.rows !== after.rows) {
      differences.push(`table ${name}: ${before.rows} rows in the backup, ${after.rows} restored`);
    } else if (before.digest !== after.digest) {
      differences.push(`table ${name}: the same ${before.rows} rows in number, different contents`);
    }
  }
  const restoredFiles = new Set(restored.files.map(fileKey));
  const recordedFiles = new Set(recorded.files.map(fileKey));
  for (const file of recorded.files) {
    if (!restoredFiles.has(fileKey(file))) differences.push(`file ${file.sha256}: missing or changed`);
  }
  for (const file of restored.files) {
    if (!recordedFiles.has(fileKey(file))) differences.push(`file ${file.sha256}: not in the backup`);
  }
  return differences;
}

const fileKey = (file: FileSummary) =>
  `${file.sha256}:${file.byteSize}:${file.contentType}:${file.isPublic}:${file.inDatabase}`;

/** "63 tables, 12,345 rows, 240 files (12.3 MB)": what a summary holds, for a person. */
export function describeSummary(summary: DatabaseSummary): string {
  const tables = Object.values(summary.tables);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = summary.files.reduce((sum, file) => sum + file.byteSize, 0);
  const count = new Intl.NumberFormat('en');
  return `${count.format(tables.length)} tables, ${count.format(rows)} rows, ${count.format(summary.files.length)} files (${(bytes / 1e6).toFixed(1)} MB), migration ${summary.migration ?? 'none'}`;
}
