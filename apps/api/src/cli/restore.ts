// npm run restore -- <backup folder> [--force]: restores a backup of `npm run backup` into the
// database of DATABASE_URL, or into DATA_DIR (server stopped), then compares every table and file
// with the backup's manifest. --check restores into a scratch database instead, compares, removes it.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDir, loadEnv } from '../config/env.ts';
import { checkBackup, restoreBackup, type RestoreResult } from '../db/backup/backup.ts';
import { describeSummary } from '../db/backup/manifest.ts';
import { fileStorageFromEnv } from '../lib/object-store.ts';
import { runCommand } from './with-database.ts';

const USAGE = `Usage:
  npm run restore -- <backup folder>           restore into DATABASE_URL's database, or DATA_DIR (both empty)
  npm run restore -- <backup folder> --force   the same over a database that has data (it is replaced)
  npm run restore -- --check <backup folder>   restore into a scratch database, compare, remove it`;

function report(result: RestoreResult, what: string): void {
  const { manifest, restored, differences } = result;
  console.log(`Backup of ${manifest.createdAt} (${manifest.driver}): ${describeSummary(manifest)}.`);
  console.log(`${what}: ${describeSummary(restored)}.`);
  if (differences.length > 0) {
    console.error(`The restored database differs from the backup's manifest:\n  ${differences.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }
  console.log('Every table (rows and contents) and every file (SHA-256) is as the backup recorded.');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      check: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [folder] = positionals;
  if (values.help || !folder || positionals.length > 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const env = loadEnv();
  // A backup's bare name is looked for in BACKUP_DIR; a path is relative to where it was typed.
  const backup = folder.includes(path.sep)
    ? path.resolve(invocationDir(), folder)
    : path.join(env.backupDir, folder);
  if (values.check) {
    report(await checkBackup(backup, env.DATABASE_URL), 'Restored into a scratch database');
    return;
  }
  const result = await restoreBackup(
    backup,
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.dataDir },
    { force: values.force, log: (line) => console.log(line), objects: fileStorageFromEnv(env).objects },
  );
  if (result.objectsRestored > 0) {
    console.log(`${result.objectsRestored} files were put back into the S3 bucket.`);
  }
  report(result, `Restored into ${env.DATABASE_URL ? 'DATABASE_URL' : env.dataDir}`);
}

runCommand(main);
