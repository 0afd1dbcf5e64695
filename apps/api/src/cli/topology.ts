// The production topology on one machine: HAProxy (deploy/haproxy/haproxy.cfg) in front of N API
// instances on one PostgreSQL database. `npm run prod:local` starts it; the failover bench
// (bench/failover.bench.ts) starts it too and kills and restarts instances under load.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { isDatabaseEmpty, seedDemoData } from '../../demo/seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const HAPROXY_CONFIG = path.join(root, 'deploy/haproxy/haproxy.cfg');
const POLL_MS = 100;

export interface TopologyOptions {
  instances: number;
  databaseUrl: string;
  proxyPort: number;
  /** Instance i (1-based) listens on firstApiPort + i - 1. */
  firstApiPort: number;
  /** Where each process writes its log (api-1.log, haproxy.log) and the instances their DATA_DIR. */
  runDir: string;
  /** Variables every instance gets besides the topology's own (AUTH_SECRET, SHUTDOWN_DRAIN_MS…). */
  env?: Record<string, string>;
}

export interface Topology {
  proxyUrl: string;
  instances: number;
  /** Starts instance i (1-based) and waits until HAProxy sends it requests. */
  startInstance(i: number): Promise<void>;
  /** Sends instance i a signal and waits until its process has exited. */
  stopInstance(i: number, signal: NodeJS.Signals): Promise<void>;
  /** Waits until HAProxy counts instance i as 'UP' (sent requests) or 'DOWN'. */
  waitForProxy(i: number, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Stops every instance (SIGTERM) and HAProxy. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates the database when missing, migrates it and seeds the demo data when it is empty: once, before any instance starts, so three starting at once never seed twice. */
export async function prepareDatabase(databaseUrl: string, seedVehicles: number): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    await runMigrations(database);
    if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db, { vehicles: seedVehicles });
  } finally {
    await database.close();
  }
}

/** The checked-in HAProxy configuration with its api1 server line repeated for each instance. */
function haproxyConfig(instances: number): string {
  const lines = fs.readFileSync(HAPROXY_CONFIG, 'utf8').split('\n');
  const servers = lines.filter((line) => /^\s*server api\d+ /.test(line));
  const first = servers[0];
  if (!first) throw new Error(`${HAPROXY_CONFIG} has no 'server api1' line`);
  const ours = Array.from({ length: instances }, (_, k) =>
    first.replace('api1', `api${k + 1}`).replace('${API_1}', `\${API_${k + 1}}`),
  );
  return [...lines.filter((line) => !servers.includes(line)), ...ours, ''].join('\n');
}

/** One command on HAProxy's runtime API (its stats socket). */
function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.end(`${command}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/** Each server's state as HAProxy's `show stat` reports it ('UP', 'DOWN', 'UP 1/2'…). */
async function serverStates(socket: string): Promise<Map<string, string>> {
  const csv = await haproxyCommand(socket, 'show stat');
  const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = (header ?? '').split(',');
  const name = columns.indexOf('svname');
  const status = columns.indexOf('status');
  return new Map(rows.map((row) => row.split(',')).map((cells) => [cells[name] ?? '', cells[status] ?? '']));
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const { instances, runDir } = options;
  fs.mkdirSync(runDir, { recursive: true });
  const socket = path.join(runDir, 'haproxy.sock');
  const apiAddress = (i: number) => `127.0.0.1:${options.firstApiPort + i - 1}`;
  const proxyUrl = `http://127.0.0.1:${options.proxyPort}`;
  const children = new Map<number, ChildProcess>();

  function spawnInstance(i: number): ChildProcess {
    const log = fs.openSync(path.join(runDir, `api-${i}.log`), 'a');
    const dataDir = path.join(runDir, `api-${i}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-web-build'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: proxyUrl,
        LOG_LEVEL: 'info',
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(options.firstApiPort + i - 1),
        // HAProxy is the one proxy in front: the client's address is the one it adds.
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    children.set(i, child);
    return child;
  }

  const haproxyLog = fs.openSync(path.join(runDir, 'haproxy.log'), 'a');
  const configFile = path.join(runDir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(instances));
  const proxy = spawn('haproxy', ['-W', '-db', '-f', configFile], {
    env: {
      ...process.env,
      PROXY_BIND: `127.0.0.1:${options.proxyPort}`,
      HAPROXY_STATS_SOCKET: socket,
      ...Object.fromEntries(Array.from({ length: instances }, (_, k) => [`API_${k + 1}`, apiAddress(k + 1)])),
    },
    stdio: ['ignore', haproxyLog, haproxyLog],
  });
  fs.closeSync(haproxyLog);
  const proxyFailed = new Promise<never>((_, reject) => {
    proxy.once('error', reject);
    proxy.once('exit', (code) =>
      reject(new Error(`haproxy exited (${code}); see ${path.join(runDir, 'haproxy.log')}`)),
    );
  });
  proxyFailed.catch(() => undefined);

  async function waitForProxy(i: number, state: 'UP' | 'DOWN', timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const child = children.get(i);
      if (state === 'UP' && child && (child.exitCode !== null || child.signalCode !== null)) {
        throw new Error(`instance ${i} exited while starting; see ${path.join(runDir, `api-${i}.log`)}`);
      }
      const now = await serverStates(socket).catch(() => new Map<string, string>());
      if (now.get(`api${i}`) === state) return;
      if (Date.now() > deadline) throw new Error(`instance ${i} not ${state} after ${timeoutMs} ms`);
      await Promise.race([sleep(POLL_MS), proxyFailed]);
    }
  }

  const topology: Topology = {
    proxyUrl,
    instances,
    async startInstance(i) {
      spawnInstance(i);
      await waitForProxy(i, 'UP');
    },
    async stopInstance(i, signal) {
      const child = children.get(i);
      if (!child) return;
      child.kill(signal);
      await exited(child);
    },
    waitForProxy,
    async stop() {
      await Promise.all([...children.keys()].map((i) => topology.stopInstance(i, 'SIGTERM')));
      proxy.kill('SIGTERM');
      await exited(proxy);
    },
  };
  try {
    for (let i = 1; i <= instances; i++) spawnInstance(i);
    for (let i = 1; i <= instances; i++) await waitForProxy(i, 'UP');
  } catch (error) {
    await topology.stop();
    throw error;
  }
  return topology;
}
