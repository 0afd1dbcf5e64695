// `npm run bench:restart`: how soon the server answers its health check after a crash. Not a test: it
// prints figures. Starts the server as `npm start` runs it (scripts/start.mjs, the embedded PGlite in a
// temporary DATA_DIR, seeded on the first start), then RUNS times: kill -9 once it is healthy, start
// it again at once, and time spawn -> first 200 from GET /api/health, with the start's own phases
// (the 'server started' log line). start.mjs builds the web app when its sources are newer than the
// build: the first (untimed) start does it; a timed start that had to rebuild is marked 'built'.
//
//   RUNS=10 SEED_VEHICLES=5000 npm run bench:restart
//   RESTART_ENTRY=api npm run bench:restart   # start.mjs --no-web-build: the API alone, no build check
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const ENTRY = process.env.RESTART_ENTRY ?? 'start';
const SEED_VEHICLES = process.env.SEED_VEHICLES ?? '5000';
const POLL_MS = 10;

const entryArgs = [path.join(root, 'scripts/start.mjs'), ...(ENTRY === 'api' ? ['--no-web-build'] : [])];

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(port) {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await answer.arrayBuffer();
    return answer.status === 200;
  } catch {
    return false;
  }
}

/** Spawns the server; resolves with the ms from spawn to the first healthy answer and its phases. */
async function start(dataDir, port, timeoutMs) {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, entryArgs, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_VEHICLES,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let phases = null;
  let built = false;
  const onLine = (chunk) => {
    output += chunk;
    if (output.includes('Building the web app')) built = true;
    for (let end = output.indexOf('\n'); end >= 0; end = output.indexOf('\n')) {
      const line = output.slice(0, end);
      output = output.slice(end + 1);
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line);
        if (entry.msg === 'server started') phases = entry;
      } catch {
        // not a log line
      }
    }
  };
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', onLine);
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (await healthy(port)) break;
    if (exited) throw new Error(`the server exited while starting:\n${stderr}`);
    if (performance.now() - spawnedAt > timeoutMs)
      throw new Error(`not healthy after ${timeoutMs} ms\n${stderr}`);
    await sleep(POLL_MS);
  }
  const readyMs = performance.now() - spawnedAt;
  const cpuMs = cpuTimeMs(`/proc/${child.pid}/stat`);
  // The main thread's alone: the start's critical path, a floor for spawn->healthy on an idle machine.
  const mainCpuMs = cpuTimeMs(`/proc/${child.pid}/task/${child.pid}/stat`);
  // The log line is written just after listen; give it a moment to arrive.
  for (let i = 0; i < 100 && !phases; i++) await sleep(POLL_MS);
  return { child, readyMs, cpuMs, mainCpuMs, phases, built };
}

/** CPU time (user + system, every thread) the process has used: comparable on a busy machine. */
function cpuTimeMs(statFile) {
  try {
    const fields = fs.readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined; // not Linux
  }
}

async function kill9(child) {
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}

const fmt = (ms) => (ms === undefined ? '-' : String(Math.round(ms)));

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-restart-bench-'));
  const port = await freePort();
  console.log(`restart bench: entry ${ENTRY}, ${RUNS} runs, DATA_DIR ${dataDir}, port ${port}`);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores`,
  );
  try {
    const first = await start(dataDir, port, 10 * 60_000);
    console.log(`first start (migrations + seed of ${SEED_VEHICLES} vehicles): ${fmt(first.readyMs)} ms`);
    let child = first.child;
    const rows = [];
    for (let run = 1; run <= RUNS; run++) {
      const killedAt = performance.now();
      await kill9(child);
      const exitMs = performance.now() - killedAt;
      const next = await start(dataDir, port, 120_000);
      child = next.child;
      rows.push({
        run,
        exitMs,
        readyMs: next.readyMs,
        cpuMs: next.cpuMs,
        mainCpuMs: next.mainCpuMs,
        phases: next.phases?.phases ?? {},
        built: next.built,
        load: os.loadavg()[0],
      });
    }
    await kill9(child);

    const phaseNames = [...new Set(rows.flatMap((row) => Object.keys(row.phases)))];
    const header = ['run', 'spawn->healthy', 'kill->healthy', 'cpu', 'main cpu', ...phaseNames, 'load1'];
    const table = rows.map((row) => [
      String(row.run),
      fmt(row.readyMs),
      fmt(row.exitMs + row.readyMs),
      fmt(row.cpuMs),
      fmt(row.mainCpuMs),
      ...phaseNames.map((name) => fmt(row.phases[name])),
      row.load.toFixed(2) + (row.built ? ' built' : ''),
    ]);
    const sorted = rows.map((row) => row.readyMs).sort((a, b) => a - b);
    const median = sorted[(sorted.length - 1) >> 1];
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
    const line = (cells) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
    console.log(
      '\nms after a kill -9; cpu: CPU time the server used until healthy (main cpu: its main thread, the critical path); phases: ms each, from its "server started" log line',
    );
    console.log(line(header));
    for (const row of table) console.log(line(row));
    const medianOf = (key) =>
      fmt(rows.map((row) => row[key] ?? 0).sort((a, b) => a - b)[(rows.length - 1) >> 1]);
    console.log(
      `\nspawn->healthy: median ${fmt(median)} ms, min ${fmt(sorted[0])}, max ${fmt(sorted.at(-1))}; cpu median ${medianOf('cpuMs')} ms, main cpu median ${medianOf('mainCpuMs')} ms`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
