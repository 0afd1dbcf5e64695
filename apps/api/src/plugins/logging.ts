// What the API's log lines carry: every line of a request has its id (`reqId`, the proxy's
// X-Request-ID when it sends a sane one) and, once the caller is known, `userId` (plugins/auth.ts).
// Nothing that opens an account reaches the log: credentials in headers and bodies are redacted, and
// so are the one-time links' tokens and the photo access codes in a logged address's query.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The proxy's request id when it looks like one, so the proxy's log and ours share it; else a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'refresh_token',
  'access_token',
  'client_secret',
  'secret',
];

/** Query parameters whose value opens something: one-time links (?token=), photo access codes. */
const SECRET_QUERY = /^(token|access|code|secret|password|.*_token)$/i;

const REDACTED = '[redacted]';

const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/**
 * An error as logged: pino's, without the values of a failed statement (Drizzle writes them into its
 * message and `params`): they may be a password hash, a token's hash or a second factor's secret.
 */
export function loggableError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error);
  const hideValues = (text: string) => text.replace(/^params: .*$/gm, `params: ${REDACTED}`);
  delete serialized.params;
  return { ...serialized, message: hideValues(serialized.message), stack: hideValues(serialized.stack) };
}

/** The address as logged: the path, and the query with the value of every secret parameter replaced. */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY.test(key) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The app's logger options: the caller's (level, stream), with the redaction and request serializer. */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base: LoggerOptions = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: {
      ...base.serializers,
      err: loggableError,
      // Fastify's own, but with the secrets of the query hidden; it is handed Fastify's request.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
  };
}

/** From here on every line this request logs (its 'request completed' too) names the user. */
export function logUserOfRequest(request: FastifyRequest, reply: FastifyReply, userId: number): void {
  request.log = request.log.child({ userId });
  reply.log = request.log;
}
