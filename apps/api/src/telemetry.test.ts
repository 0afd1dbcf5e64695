// Traces as an operator gets them: `npm start` (scripts/start.mjs, in a child process: the SDK must
// load before pg and fastify) with an OTLP endpoint set, exporting to a collector stand-in here
// that takes OTLP/HTTP JSON. A sign-in (a write) and a member's search must each arrive as one trace:
// the HTTP server span, the Fastify route's span under it, the SQL statements under that, and no
// SQL span carrying a value the caller sent.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadEnv } from './config/env.ts';
import { openScratchDatabase } from './db/scratch-database.ts';
import { tracesWanted } from './telemetry.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}
interface Span extends OtlpSpan {
  scope: string;
  service: string | undefined;
}

const SERVER_KIND = 2; // OTLP's SPAN_KIND_SERVER

const attribute = (attributes: OtlpAttribute[], key: string) => {
  const value = attributes.find((a) => a.key === key)?.value;
  return value && String(Object.values(value)[0]);
};

/** A stand-in for an OpenTelemetry Collector's OTLP/HTTP receiver: keeps every span posted to it. */
async function startCollector() {
  const spans: Span[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        for (const { resource, scopeSpans } of (JSON.parse(body) as OtlpExport).resourceSpans) {
          const service = attribute(resource.attributes, 'service.name');
          for (const { scope, spans: posted } of scopeSpans) {
            for (const span of posted) spans.push({ ...span, scope: scope.name, service });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => void server.close());
  const { port } = server.address() as { port: number };
  return { endpoint: `http://127.0.0.1:${port}`, spans };
}

/** `npm start` without the web build; resolves once it prints its address. */
async function startApi(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-traces-'));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(OTEL_|DATABASE_)/.test(key)),
  );
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-web-build'], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  onTestFinished(() => void (child.exitCode === null && child.kill('SIGKILL')));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /is running at (http:\/\/localhost:\d+)/.exec(output)?.[1];
      if (address) resolve(address.replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    void exited.then((code) => reject(new Error(`the API exited (${code}) before listening:\n${output}`)));
  });
  return {
    url,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    /** SIGTERM, as an orchestrator stops it: the spans still buffered are sent before it exits. */
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The trace of one request: its HTTP server span, the route's span and the SQL spans below it. */
function traceOf(spans: Span[], method: string, route: string) {
  const server = spans.find(
    (s) =>
      s.kind === SERVER_KIND && s.scope.includes('instrumentation-http') && s.name === `${method} ${route}`,
  );
  expect(server, `HTTP server span of ${method} ${route}`).toBeDefined();
  const trace = spans.filter((s) => s.traceId === server!.traceId);
  const byId = new Map(trace.map((s) => [s.spanId, s]));
  const routeSpan = trace.find((s) => s.scope === '@fastify/otel' && s.parentSpanId === server!.spanId);
  const under = (span: Span, ancestor: Span) => {
    for (let s: Span | undefined = span; s; s = s.parentSpanId ? byId.get(s.parentSpanId) : undefined) {
      if (s.parentSpanId === ancestor.spanId) return true;
    }
    return false;
  };
  const sql = trace.filter((s) => s.scope.includes('instrumentation-pg') && s.name.startsWith('pg.query'));
  return {
    server: server!,
    routeSpan,
    sql,
    sqlUnderRoute: sql.filter((s) => routeSpan && under(s, routeSpan)),
  };
}

describe('tracing is on', () => {
  it.each([
    [{}, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }, true],
    [{ OTEL_TRACES_EXPORTER: 'otlp' }, true],
    [{ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, false],
    [{ OTEL_SDK_DISABLED: 'TRUE', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, false],
  ])('with %o: %s', (env, on) => {
    expect(tracesWanted(loadEnv(env))).toBe(on);
  });
});

const databaseKinds = process.env.TEST_DATABASE_URL
  ? (['pglite', 'postgres'] as const)
  : (['pglite'] as const);

describe.each(databaseKinds)('traces of `npm start` with an OTLP endpoint [%s]', (kind) => {
  it('follow a sign-in and a member search from the HTTP request through the route to each SQL statement', async () => {
    const collector = await startCollector();
    let databaseUrl: Record<string, string> = {};
    if (kind === 'postgres') {
      const scratch = await openScratchDatabase({
        adminUrl: process.env.TEST_DATABASE_URL!,
        prefix: 'ibc_test',
        poolSize: 1,
      });
      onTestFinished(() => scratch.dispose());
      databaseUrl = { DATABASE_URL: scratch.url };
    }
    const api = await startApi({
      ...databaseUrl,
      SEED_VEHICLES: '20',
      // The search reads the stock in SQL, to be traced (the in-memory index would answer it alone).
      SEARCH_INDEX: 'database',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // The spans wait for the stop, which must send them; a slow machine must not time it out.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
      OTEL_EXPORTER_OTLP_TIMEOUT: '120000',
    });

    const email = 'nz@demo.local';
    const signIn = await fetch(`${api.url}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'web',
        username: email,
        password: 'demo-password',
      }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const freeText = 'Prius';
    const search = await fetch(`${api.url}/api/vehicles/postlog/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ freeText }),
    });
    expect(search.status).toBe(200);
    // A one-time link's token (a password reset) is replaced in the trace, as in the log.
    const oneTimeToken = 'one-time-token-5f3a9c';
    await fetch(`${api.url}/reset-password?token=${oneTimeToken}`);
    expect(await api.stop()).toBe(0);

    const signInTrace = traceOf(collector.spans, 'POST', '/api/authenticate');
    const searchTrace = traceOf(collector.spans, 'POST', '/api/vehicles/postlog/search');
    for (const trace of [signInTrace, searchTrace]) {
      expect(trace.server.service).toBe('ibc-export-api');
      expect(attribute(trace.routeSpan?.attributes ?? [], 'http.route')).toBe(
        attribute(trace.server.attributes, 'http.route'),
      );
      expect(trace.sqlUnderRoute.length).toBeGreaterThan(0);
      expect(trace.sqlUnderRoute).toEqual(trace.sql);
    }
    const statements = (trace: typeof signInTrace) =>
      trace.sql.map((s) => attribute(s.attributes, 'db.query.text') ?? '');
    // The sign-in writes its session; the search reads the stock.
    expect(statements(signInTrace).some((text) => /^insert into "sessions"/i.test(text))).toBe(true);
    expect(statements(searchTrace).some((text) => /from vehicles/i.test(text))).toBe(true);

    // Statements only: the values they were run with (the e-mail, the searched text) stay out.
    const sqlValues = collector.spans
      .filter((s) => s.scope.includes('instrumentation-pg'))
      .flatMap((s) => s.attributes.map((a) => JSON.stringify(a.value).toLowerCase()));
    expect(
      sqlValues.filter((value) => value.includes(email) || value.includes(freeText.toLowerCase())),
    ).toEqual([]);

    const resetLink = collector.spans.find(
      (s) => s.kind === SERVER_KIND && attribute(s.attributes, 'url.path') === '/reset-password',
    );
    expect(attribute(resetLink?.attributes ?? [], 'url.query')).toMatch(/^token=(?!one-time)/);
    const spanValues = collector.spans.flatMap((s) => s.attributes.map((a) => JSON.stringify(a.value)));
    expect(spanValues.filter((value) => value.includes(oneTimeToken))).toEqual([]);

    // The request's log lines carry its trace id: a log line leads to its trace.
    const searchLog = api
      .logLines()
      .find((line) => (line.req as { url?: string } | undefined)?.url === '/api/vehicles/postlog/search');
    expect(searchLog?.trace_id).toBe(searchTrace.server.traceId);
  }, 300_000);
});
