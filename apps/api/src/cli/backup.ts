// npm run backup [-- --keep N]: backs up the database of DATABASE_URL (while the server runs), or the
// embedded one in DATA_DIR (with the server stopped: it is single-process), into a new folder of
// BACKUP_DIR. `npm run restore` restores one, or checks it (--check).
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { makeBackup, pruneBackups } from '../db/backup/backup.ts';
import { describeSummary } from '../db/backup/manifest.ts';
import { fileStorageFromEnv } from '../lib/object-store.ts';
import { runCommand } from './with-database.ts';

const USAGE = `Usage:
  npm run backup                   back up the database into a new folder of BACKUP_DIR (./backups)
  npm run backup -- --keep 14      the same, then remove all but the newest 14 backups there
Check a backup with: npm run restore -- --check <backup folder>`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { keep: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (values.help || (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const env = loadEnv();
  const { folder, manifest, missingObjects } = await makeBackup(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.dataDir },
    env.backupDir,
    { objects: fileStorageFromEnv(env).objects },
  );
  console.log(`Backed up to ${folder}: ${describeSummary(manifest)}.`);
  if (manifest.objects.length > 0) {
    console.log(`${manifest.objects.length} files held in the S3 bucket were copied into the backup.`);
  }
  if (missingObjects.length > 0) {
    console.warn(
      `${missingObjects.length} files the database names are missing from the bucket (or do not hold their bytes): ${missingObjects.join(', ')}`,
    );
  }
  if (keep !== undefined) {
    for (const removed of pruneBackups(env.backupDir, keep))
      console.log(`Removed the older backup ${removed}.`);
  }
}

runCommand(main);
