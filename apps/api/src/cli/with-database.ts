// What every command on the product's database does around its own work: the configuration, the
// database of DATABASE_URL or the embedded one in DATA_DIR (stop the server first: the embedded
// database is single-process), its migrations, and a refusal of the rules (AppError) printed as a
// message with exit code 1 instead of a stack.
import { loadEnv, type Env } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { AppError } from '../lib/errors.ts';

export async function withDatabase(work: (database: Database, env: Env) => Promise<void>): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.dataDir },
  );
  try {
    await runMigrations(database);
    await work(database, env);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/** Runs a command's main, printing an unexpected failure's message with exit code 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
