// npm run backup [-- --keep N]: backs up the database of DATABASE_URL (while the server runs), or the
// embedded one in DATA_DIR (with the server stopped: it is single-process), into a new folder of
// BACKUP_DIR. `npm run restore` restores one, or checks it (--check).
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { makeBackup, pruneBackups } from '../db/backup/backup.ts';
import { describeSummary } from '../db/backup/manifest.ts';

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
  const { folder, manifest } = await makeBackup(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.dataDir },
    env.backupDir,
  );
  console.log(`Backed up to ${folder}: ${describeSummary(manifest)}.`);
  const elsewhere = manifest.files.filter((file) => !file.inBackup).length;
  if (elsewhere > 0) {
    console.log(
      `${elsewhere} files are held in the object store (FILE_STORAGE=s3): the manifest names them, the bucket's own backup keeps them (docs/deploy.md).`,
    );
  }
  if (keep !== undefined) {
    for (const removed of pruneBackups(env.backupDir, keep))
      console.log(`Removed the older backup ${removed}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
