// `npm run prod:local [-- --instances N]`: the production topology on this machine, HAProxy on
// :8080 in front of N API instances (default 3) on one PostgreSQL database (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/ibc_prod_local, created, migrated and seeded when new).
// Ctrl-C stops everything. Needs haproxy (`apt-get install -y haproxy`); docs/deploy.md.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { prepareDatabase, startTopology } from './topology.ts';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'api-port': { type: 'string', default: '3101' },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 20) {
  console.error('--instances must be a whole number from 1 to 20');
  process.exit(2);
}
const env = loadEnv();
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ibc_prod_local';
const runDir = path.join(os.tmpdir(), 'ibc-prod-local');

console.log(`  Preparing ${databaseUrl.replace(/\/\/[^@]*@/, '//')} (migrations, demo data when empty)...`);
await prepareDatabase(databaseUrl, env.SEED_VEHICLES);
console.log(`  Starting ${instances} API instances and HAProxy (logs in ${runDir})...`);
const topology = await startTopology({
  instances,
  databaseUrl,
  proxyPort: Number(values.port),
  firstApiPort: Number(values['api-port']),
  runDir,
  // Long enough for HAProxy's checks (every 500 ms, two failures) to take a draining instance out.
  env: { SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '3000' },
});
console.log(
  [
    '',
    `  IBC Japan export platform (production topology) at ${topology.proxyUrl}`,
    `  HAProxy -> ${instances} instances on ports ${values['api-port']}.. -> PostgreSQL`,
    `  Demo logins as for npm start (password demo-password). Ctrl-C stops everything.`,
    '',
  ].join('\n'),
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\n  Stopping the instances (they drain) and HAProxy...');
  topology.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
