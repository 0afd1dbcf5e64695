// One error handler for the whole API: validation -> 400 with per-field messages, typed AppErrors
// with their status, everything else a plain 500 without internals (never a stack trace).
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { apiErrorSchema, DEFAULT_LANGUAGE, type ApiErrorBody } from '@ibc/domain';
import { AppError } from '../lib/errors.ts';
import { translator } from '../lib/i18n.ts';
import { requestLanguage } from '../lib/request-language.ts';

/** The one error body (contract `apiErrorSchema` in @ibc/domain, read by the web client too). */
type ErrorBody = ApiErrorBody;

/**
 * Every API route declares the error body for its 4xx and 5xx answers, so the OpenAPI document shows
 * it and the serialiser checks it.
 */
export function declareErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = (route.schema ??= {});
    // A status the route names itself (e.g. 404) wins over the range.
    schema.response = { '4XX': apiErrorSchema, '5XX': apiErrorSchema, ...(schema.response ?? {}) };
  });
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function errorBody(
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string>,
  code?: string,
): ErrorBody {
  return {
    statusCode,
    error: reasons[statusCode] ?? 'Error',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(code ? { code } : {}),
  };
}

/** An answer's lists of problems, each with its message (a stock import's `problems`, `toConfirm`). */
const PROBLEM_LISTS = ['problems', 'toConfirm'] as const;

/**
 * What an answer says to a person, in the request's language: its `message` (an error's, or a step's
 * "Offer declined."), its fields' messages and its problems' messages. Services and the domain write
 * them in English, the text being the message's id (@ibc/domain message-text.ts); a client that asks
 * for no language gets them as the spec writes them.
 */
export function translateAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as Record<string, unknown>;
    const fieldErrors = isRecord(body.fieldErrors) ? body.fieldErrors : undefined;
    const lists = PROBLEM_LISTS.filter((name) => Array.isArray(body[name]));
    if (typeof body.message !== 'string' && !fieldErrors && lists.length === 0) return payload;
    const language = requestLanguage(request);
    if (language === DEFAULT_LANGUAGE) return payload;
    const { text } = await translator(language);
    const say = (value: unknown) => (typeof value === 'string' ? text(value) : value);
    void reply.header('content-language', language);
    const translated: Record<string, unknown> = { ...body };
    if (typeof body.message === 'string') translated.message = text(body.message);
    if (fieldErrors) {
      translated.fieldErrors = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, value]) => [field, say(value)]),
      );
    }
    for (const name of lists) {
      translated[name] = (body[name] as unknown[]).map((item) =>
        isRecord(item) && typeof item.message === 'string' ? { ...item, message: text(item.message) } : item,
      );
    }
    return translated;
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function fieldName(instancePath: string, fallback: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || fallback;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of err.validation) {
        const zodIssue = issue.params?.issue as { path?: PropertyKey[]; message?: string } | undefined;
        const key = zodIssue?.path?.length
          ? zodIssue.path.map(String).join('.')
          : fieldName(issue.instancePath, err.validationContext ?? 'body');
        fieldErrors[key] ??= zodIssue?.message ?? issue.message ?? /*i18n*/ 'Invalid value.';
      }
      return reply
        .status(400)
        .send(errorBody(400, /*i18n*/ 'Please check the highlighted fields.', fieldErrors));
    }
    if (err instanceof AppError) {
      if (err.details.headers) void reply.headers(err.details.headers);
      return reply
        .status(err.statusCode)
        .send(errorBody(err.statusCode, err.message, err.details.fieldErrors, err.details.code));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply
        .status(500)
        .send(errorBody(500, /*i18n*/ 'Something went wrong on our side. Please try again.'));
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? /*i18n*/ 'The request body is not valid JSON.'
          : status === 413
            ? /*i18n*/ 'The request is too large.'
            : status === 415
              ? /*i18n*/ 'Unsupported content type.'
              : err.message;
      return reply.status(status).send(errorBody(status, message));
    }
    // Safety net: a value the schemas let through but the database refuses
    // (SQLSTATE class 22, data exception: out of range, bad encoding...) is the client's input, not
    // our failure. The schemas should have caught it, so it is logged to be fixed there.
    const sqlState = databaseErrorCode(err);
    if (sqlState !== null && (sqlState.startsWith('22') || sqlState === '54000')) {
      request.log.warn({ err, sqlState }, 'input refused by the database: tighten the route schema');
      return reply
        .status(400)
        .send(errorBody(400, /*i18n*/ 'A value in the request is out of range or not allowed.'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody(500, /*i18n*/ 'Something went wrong on our side. Please try again.'));
  });
}

/** The SQLSTATE of a database error, looking through the wrappers (Drizzle puts the driver's in `cause`). */
export function databaseErrorCode(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
