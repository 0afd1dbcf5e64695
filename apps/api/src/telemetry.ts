// OpenTelemetry traces (docs/deploy.md, "Traces"): per request the HTTP server span, the Fastify
// route's span and its hooks and handler, and a span per SQL statement, exported by OTLP.
// Off unless an exporter is configured; then the SDK is loaded before anything it instruments.
// `pg`, `fastify` and `pino` are CommonJS and loaded by require() (the API imports them
// as ES modules, which Node loads as CommonJS), so require-in-the-middle patches them: main.ts
// calls this before it imports the rest of the API. Off, none of these packages is loaded.
import type { Env } from './config/env.ts';

export interface Tracing {
  /**
   * Sends the spans still buffered and stops tracing; an unreachable collector holds it up to
   * OTEL_EXPORTER_OTLP_TIMEOUT (the exporter's own limit, 10 s by default).
   */
  shutdown(): Promise<void>;
}

/** The OpenTelemetry environment variables' rule: an OTLP endpoint, or an exporter named. */
export function tracesWanted(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED) return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.split(',').map((name) => name.trim()) ?? [];
  if (exporters.includes('none')) return false;
  return (
    exporters.length > 0 ||
    env.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined ||
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT !== undefined
  );
}

export async function startTracing(env: Env): Promise<Tracing | undefined> {
  if (!tracesWanted(env)) return undefined;
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { PinoInstrumentation }, fastifyOtel] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-pino'),
      import('@fastify/otel'),
    ]);
  const http = new HttpInstrumentation({
    // Probes and scrapes every few seconds would bury the requests that matter.
    ignoreIncomingRequestHook: (request) => /^\/(api\/health|metrics)\b/.test(request.url ?? ''),
    // Calls out of a request (geolocation, object storage) only; not a background timer's.
    requireParentforOutgoingSpans: true,
  });
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME,
    // Traces only: the metrics are Prometheus's (plugins/metrics.ts), the logs go to stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      http,
      new fastifyOtel.FastifyOtelInstrumentation({
        // Every Fastify instance, as it is created: the plugin must come before the routes.
        registerOnInitialization: true,
        requestHook: (span, request) => {
          span.updateName(`${request.method} ${request.routeOptions.url ?? '(no route)'}`);
          // Its path only (the plugin puts the query there too); the HTTP span has the query, redacted.
          span.setAttribute('url.path', request.url.replace(/\?.*/s, ''));
        },
      }),
      new PgInstrumentation({
        // The statement's text only, never its parameters (an e-mail, a searched text).
        enhancedDatabaseReporting: false,
        // The workers' polling outside any request would be a trace per statement.
        requireParentSpan: true,
      }),
      // trace_id and span_id on every log line written inside a span: the log joins its trace.
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  // The query as the log has it: one-time links' tokens and photo access codes replaced. The log's
  // module is imported now that the SDK runs, so that what it loads (pino) is instrumented too.
  const { loggableUrl } = await import('./plugins/logging.ts');
  http.setConfig({
    ...http.getConfig(),
    requestHook: (span, request) => {
      if (!('url' in request) || !request.url) return;
      const query = loggableUrl(request.url).split('?')[1];
      if (query !== undefined) span.setAttribute('url.query', query);
    },
  });
  return {
    shutdown: () =>
      sdk.shutdown().catch((error: unknown) => {
        console.error(
          `  Buffered spans were not sent: ${error instanceof Error ? error.message : String(error)}`,
        );
      }),
  };
}
