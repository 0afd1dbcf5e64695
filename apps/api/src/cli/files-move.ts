// npm run files:move -- --to s3 | --to database
// Moves the stored files' bytes to the S3 bucket (S3_*) or back into the database, in batches; safe to
// stop and run again (lib/file-move.ts). Set FILE_STORAGE to the same place first, so new files go
// there too. With DATABASE_URL the server may keep running; the embedded database (DATA_DIR) is
// single-process, so stop the server first.
import { parseArgs } from 'node:util';
import { moveFiles } from '../lib/file-move.ts';
import { fileStorageFromEnv } from '../lib/object-store.ts';
import { runCommand, withDatabase } from './with-database.ts';

const USAGE = `Usage:
  npm run files:move -- --to s3         copy every file's bytes into the bucket (S3_*), then empty them from the database
  npm run files:move -- --to database   bring every file's bytes back from the bucket into the database`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const to = values.to;
  if (values.help || (to !== 's3' && to !== 'database')) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  await withDatabase(async (database, env) => {
    if (env.FILE_STORAGE !== to) {
      console.warn(`FILE_STORAGE is ${env.FILE_STORAGE}: files stored from now on still go there.`);
    }
    const result = await moveFiles(database.db, fileStorageFromEnv(env), to, {
      progress: ({ moved }) => console.log(`${moved} files moved so far...`),
    });
    console.log(`${result.moved} files moved to ${to}.`);
    if (result.skipped > 0) {
      console.log(`${result.skipped} files changed while being moved: run the command again to move them.`);
    }
  });
}

runCommand(main);
