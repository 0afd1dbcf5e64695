// A real Prometheus (Debian's package; .ci/run installs it) scrapes a real server with the bearer
// token of docs/deploy.md and stores its series: the exposition is one Prometheus reads, not just
// text that looks like it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server.ts';

/** Where Debian's package puts it (as the browser journeys find Chromium at /usr/bin/chromium). */
const PROMETHEUS = '/usr/bin/prometheus';
const TOKEN = 'prometheus-scrapes-with-this-token';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Asks `read` until it answers something (not undefined), or fails after `timeoutMs`. */
async function poll<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await read();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Prometheus never showed ${what} (last error: ${String(last)})`);
}

interface Target {
  health: string;
  lastError: string;
  labels: Record<string, string>;
}

describe.skipIf(!fs.existsSync(PROMETHEUS))('Prometheus scraping /metrics', () => {
  let dir: string;
  let server: RunningServer;
  let prometheus: ChildProcess | undefined;
  let prometheusUrl: string;
  let output = '';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-prometheus-'));
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: path.join(dir, 'data'),
      seedVehicles: 12,
      logger: false,
      env: { LOG_LEVEL: 'silent', DATABASE_URL: undefined, METRICS_TOKEN: TOKEN },
      webDist: path.join(dir, 'no-web-build'),
    });
    const apiPort = new URL(server.url).port;
    // A request for Prometheus to find counted.
    expect((await fetch(`http://127.0.0.1:${apiPort}/api/health`)).status).toBe(200);

    fs.writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'scrape_configs:',
        '  - job_name: ibc-api',
        '    scrape_interval: 1s',
        '    scrape_timeout: 1s',
        '    authorization:',
        `      credentials: ${TOKEN}`,
        '    static_configs:',
        `      - targets: ['127.0.0.1:${apiPort}']`,
        '',
      ].join('\n'),
    );
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    prometheus.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus?.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const api = async <T>(address: string): Promise<T | undefined> => {
    if (prometheus?.exitCode !== null) throw new Error(`Prometheus stopped:\n${output}`);
    const answer = await fetch(`${prometheusUrl}${address}`);
    return answer.ok ? ((await answer.json()) as { data: T }).data : undefined;
  };

  const query = (promql: string) =>
    poll(promql, async () => {
      const data = await api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
        `/api/v1/query?query=${encodeURIComponent(promql)}`,
      );
      return data?.result.length ? data.result : undefined;
    });

  it(
    'scrapes the server with the token and stores the request, pool and backlog series',
    { timeout: 120_000 },
    async () => {
      const target = await poll('the API up', async () => {
        const data = await api<{ activeTargets: Target[] }>('/api/v1/targets');
        const found = data?.activeTargets.find((t) => t.labels.job === 'ibc-api');
        return found?.health === 'up' ? found : undefined;
      });
      expect(target.lastError).toBe('');

      const requests = await query('http_requests_total{route="/api/health"}');
      expect(requests[0]?.metric).toMatchObject({ job: 'ibc-api', method: 'GET', status_code: '200' });
      expect(Number(requests[0]?.value[1])).toBeGreaterThanOrEqual(1);

      // The embedded database is reached through a node-postgres pool, so the pool's gauges are there.
      const [pool] = await query('db_pool_max_connections');
      expect(Number(pool?.value[1])).toBeGreaterThan(0);
      const [due] = await query('scheduled_jobs_due');
      expect(Number(due?.value[1])).toBeGreaterThanOrEqual(0);
      await query('nodejs_eventloop_lag_seconds');
    },
  );
});
