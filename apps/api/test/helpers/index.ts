// The one entry point for API test helpers: a real database per suite (test-app.ts), small test data
// (fixtures.ts), and what almost every HTTP suite repeats: the reference data once per suite and an
// inject client that can send requests as a signed-in member.
import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import { bearer, insertReferenceData, resetFixtureCache } from './fixtures.ts';
import { describeEachDatabase, type TestContext } from './test-app.ts';

export * from './fixtures.ts';
export * from './offers.ts';
export * from './test-app.ts';
export * from './token-requests.ts';

export type Headers = Record<string, string>;
/** A user to send a request as: the request carries the user's bearer token. */
export interface Caller {
  id: number;
  role: string;
  tokenVersion?: number;
}
/** Headers to send as they are, a user whose bearer token to send, or an access token itself. */
export type As = Headers | Caller | string;
/** The rest of an inject request (remoteAddress, query, cookies…). */
export type RequestExtras = Omit<InjectOptions, 'method' | 'url' | 'headers' | 'payload'>;

const isCaller = (as: As): as is Caller =>
  typeof as === 'object' && typeof (as as Partial<Caller>).id === 'number';

/** Fresh fixture cache and the reference rows (currencies, countries, ports, rates), once per suite. */
export function useReferenceData(ctx: () => TestContext): void {
  beforeAll(async () => {
    resetFixtureCache();
    await insertReferenceData(ctx().db);
  });
}

/** app.inject() per method; `as` is headers or a user to sign the request as. */
export function apiClient(ctx: () => TestContext) {
  async function send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload: unknown,
    as: As,
    extras: RequestExtras,
  ) {
    const headers =
      typeof as === 'string'
        ? { authorization: `Bearer ${as}` }
        : isCaller(as)
          ? await bearer(ctx().app, as)
          : as;
    return ctx().app.inject({
      ...extras,
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  return {
    get: (url: string, as: As = {}, extras: RequestExtras = {}) => send('GET', url, undefined, as, extras),
    post: (url: string, payload: unknown, as: As = {}, extras: RequestExtras = {}) =>
      send('POST', url, payload, as, extras),
    put: (url: string, payload: unknown, as: As = {}, extras: RequestExtras = {}) =>
      send('PUT', url, payload, as, extras),
    patch: (url: string, payload: unknown, as: As = {}, extras: RequestExtras = {}) =>
      send('PATCH', url, payload, as, extras),
    delete: (url: string, as: As = {}, extras: RequestExtras = {}) =>
      send('DELETE', url, undefined, as, extras),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

export interface DescribeApiOptions {
  /** Environment overrides of the suite's app (testEnv). */
  env?: Record<string, string | undefined>;
  /** Insert the reference data before the suite (default true). */
  referenceData?: boolean;
}

/**
 * describeEachDatabase with the usual setup: the reference data (unless `referenceData: false`)
 * and an inject client for the suite's app.
 */
export function describeApi(
  name: string,
  suite: (ctx: () => TestContext, http: ApiClient) => void,
  options: DescribeApiOptions = {},
): void {
  describeEachDatabase(
    name,
    (ctx) => {
      if (options.referenceData !== false) useReferenceData(ctx);
      suite(ctx, apiClient(ctx));
    },
    options.env,
  );
}
