// Child process for the crash test of the embedded database: opens DATA_DIR (argv[2]), writes a row,
// tells the parent it is ready, and then waits to be killed with SIGKILL.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';

const database = await openDatabase({ dataDir: process.argv[2]! });
await database.db.execute(sql`create table if not exists crash_probe (note text)`);
await database.db.execute(sql`insert into crash_probe values ('written before the crash')`);
process.send?.('ready');
setInterval(() => undefined, 60_000);
