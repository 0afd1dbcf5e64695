// `npm start` entry: start the server, print where it is and how to sign in, shut down cleanly.
// The embedded database's worker starts first, then the rest of the API loads while PGlite opens
// on another core (server.ts and what it imports take about as long as PGlite does).
import { loadEnv } from './config/env.ts';
import { launchPgliteWorker, type LaunchedPgliteWorker } from './db/pglite-launch.ts';
import { startTracing, type Tracing } from './telemetry.ts';

let launchedDatabase: Promise<LaunchedPgliteWorker> | undefined;
let tracing: Tracing | undefined;
try {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    launchedDatabase = launchPgliteWorker({ dataDir: env.dataDir });
    // Its failure (the folder locked by another server) is reported where startServer awaits it.
    launchedDatabase.catch(() => undefined);
  }
  // Before server.ts loads what it instruments (pg, fastify).
  tracing = await startTracing(env).catch((error: unknown) => {
    console.error(`  Traces are off: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
} catch {
  // A bad configuration is reported by startServer, below.
}
const { startServer } = await import('./server.ts');

const DEMO_LOGINS: readonly (readonly [email: string, who: string])[] = [
  ['nz@demo.local', 'New Zealand dealer (NZD + JPY accounts, BMSM, iDirect)'],
  ['ddu@demo.local', 'DDU-market dealer (Uganda)'],
  ['jp@demo.local', 'JPY-only dealer'],
  ['sales@demo.local', 'Sales team (staff)'],
];

try {
  const server = await startServer({ launchedDatabase });
  const lines = [
    '',
    `  IBC Japan export platform is running at ${server.url}`,
    `  API docs: ${server.url}/api/docs`,
    server.env.SMTP_URL
      ? ''
      : server.env.DEV_MAILBOX
        ? `  Outgoing mail (no SMTP_URL): log in as sales@demo.local and open ${server.url}/dev/mail`
        : `  Outgoing mail (no SMTP_URL): .eml files in ${server.env.dataDir}/mail (DEV_MAILBOX=true shows them to staff at /dev/mail)`,
    '',
    '  Demo logins (password: demo-password):',
    ...DEMO_LOGINS.map(([email, who]) => `    ${email.padEnd(18)} ${who}`),
    '',
  ].filter((line, i, all) => line !== '' || all[i - 1] !== '');
  console.log(lines.join('\n'));

  // A second signal while stopping is ignored: the stop is bounded (SHUTDOWN_DRAIN_MS, then
  // SHUTDOWN_TIMEOUT_MS), and cutting it short would leave leases to run out (docs/deploy.md).
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n  ${signal} received, finishing requests and closing the server and the database...`);
    server
      .close()
      .then(() => tracing?.shutdown())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  console.error(`\n  Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
