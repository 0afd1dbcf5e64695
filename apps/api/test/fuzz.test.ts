// Walk every route of the OpenAPI document with generated bad input and assert
// that none answers 5xx. Values follow each route's own schema most of the time (so requests get past
// validation into services and SQL, where the 500s were) and break it the rest of the time: numbers at
// and above 2^31, NUL characters, lone surrogates, wrong types, huge and empty strings. On PGlite, and
// on PostgreSQL too when TEST_DATABASE_URL is set (CI), like every API suite; fixed seed: a failure
// prints the request and replays the same way on every machine.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createMember,
  createVehicle,
  databaseKinds,
  insertReferenceData,
  resetFixtureCache,
  type TestContext,
} from './helpers/index.ts';

const SEED = 20_261_123;
const RUNS_PER_ROUTE = 40;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800', // a lone surrogate: not valid UTF-16
    '',
    ' ',
    '%00',
    '../../etc/passwd',
    "'; drop table vehicles; --",
    '2147483648',
    '9'.repeat(40),
    '1e999',
    'NaN',
    '-0',
    'x'.repeat(70_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1,
  0,
  0.5,
);
const anything: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

/** Values shaped by the schema most of the time, hostile the rest. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anything;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => valueFor(s, depth + 1)), anything);
  if (schema.enum) return fc.oneof({ arbitrary: fc.constantFrom(...schema.enum), weight: 3 }, anything);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const shaped = ((): fc.Arbitrary<unknown> | null => {
    switch (type) {
      case 'integer': {
        const min = schema.minimum ?? -5;
        return fc.oneof(
          fc.integer({ min, max: Math.min(schema.maximum ?? min + 200, min + 200) }),
          hostileNumber,
        );
      }
      case 'number':
        return fc.oneof(fc.double({ noNaN: true }), hostileNumber);
      case 'string':
        return fc.oneof(
          fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) }),
          fc.emailAddress(),
          fc.constantFrom('75', '1', 'NZD', 'Toyota', 'true'),
          hostileString,
        );
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueFor(schema.items, depth + 1), { maxLength: 6 });
      case 'object': {
        const properties = Object.entries(schema.properties ?? {});
        if (properties.length === 0)
          return fc.dictionary(fc.string({ maxLength: 8 }), anything, { maxKeys: 3 });
        return fc.record(Object.fromEntries(properties.map(([key, s]) => [key, valueFor(s, depth + 1)])), {
          requiredKeys: [],
        });
      }
      default:
        return null;
    }
  })();
  return shaped ? fc.oneof({ arbitrary: shaped, weight: 4 }, anything) : anything;
}

/**
 * A valid body per route (what a real client sends). Most generated bodies fail validation early;
 * mutating one or two fields of a valid one reaches the services and the SQL behind them.
 */
const VALID_BODIES: Record<string, Record<string, unknown> | unknown[]> = {
  'POST /api/vehicle-auction/send-offer': {
    vehicleId: 1,
    offerAmount: '500',
    computedFees: '9999.00',
    comment: 'Best price?',
    vehiclePrice: 'NZD 9,000',
    deliveryType: '',
    checklistLink: '/checklist?id=1',
    tab: 11,
  },
  'POST /api/vehicle-auction/send-email-kap-enquiry': { id: 1, comment: 'Price please' },
  'POST /api/vehicle-inquiry/send-email-inquiry-to-sales-team': {
    sender: 'Aroha',
    senderEmailAddress: 'aroha@dealer.example',
    body: 'Do you have a Hilux?',
  },
  'POST /api/vehicle-inquiry/send-email-checklist': {
    sender: 'Aroha',
    senderEmailAddress: 'buyer@dealer.example',
    body: 'Have a look',
    vehicleIds: [1, 2],
  },
  'POST /api/vehicles/prelog/get-compare-vehicles': [1, 2],
  'POST /api/vehicles/postlog/get-compare-vehicles': [1, 2],
  'POST /api/account/confirm-notification-email': { token: 'a'.repeat(43) },
  'POST /api/authenticate': {
    grant_type: 'password',
    client_id: 'web',
    username: 'nobody@dealer.example',
    password: 'not the password',
  },
  'POST /api/account/logout': { refresh_token: 'b'.repeat(43) },
  'POST /api/account/signup': {
    companyName: 'Harbour Motors',
    contactName: 'Aroha Ngata',
    emails: ['fuzz@dealer.example'],
    countryId: 75,
    phone: '+64 9 555 0100',
    password: 'tangerine ferry 1987 glass',
  },
  'POST /api/account/forgot-password': { email: 'nobody@dealer.example' },
  'POST /api/account/reset-password': { token: 'c'.repeat(43), password: 'a brand new passphrase' },
  'POST /api/account/verify-email': { token: 'd'.repeat(43) },
  'POST /api/common-user/switch-account': { currency: 'NZD' },
  'PUT /api/account/profile': {
    contactName: 'Aroha',
    emails: ['ops@dealer.example'],
    phone: '+64 9 555 0100',
  },
  'POST /api/utility/encrypt': { password: 'secret', word: 'hello' },
  'POST /api/utility/decrypt': { password: 'secret', crypt: 'e'.repeat(40) },
  'POST /api/vehicles/prelog/search': {
    tab: 1,
    freeText: 'aqua',
    make: 'Toyota',
    countryId: 75,
    page: 1,
    pageSize: 16,
  },
  'POST /api/vehicles/postlog/search': {
    tab: 11,
    freeText: 'aqua',
    portId: 7501,
    sortBy: 'price',
    pageSize: 32,
  },
  'POST /api/vehicles/prelog/search/facets': { tab: 1, minYear: 2010, make: 'Toyota' },
  'POST /api/vehicles/postlog/search/facets': { tab: 11, maxYear: 2020, model: 'Aqua' },
};

/** A valid body with one or two fields (or list items) replaced by hostile values. */
function mutated(valid: Record<string, unknown> | unknown[]): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const replacement = fc.oneof(hostileString, hostileNumber, fc.constant(null), anything);
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), replacement), { minLength: 1, maxLength: 2 })
    .map((changes) => {
      const copy: Record<string, unknown> | unknown[] = Array.isArray(valid) ? [...valid] : { ...valid };
      for (const [key, value] of changes) {
        const current = (copy as Record<string, unknown>)[key];
        // Inside a list, replace one item, so the list itself stays well-formed.
        (copy as Record<string, unknown>)[key] = Array.isArray(current)
          ? [value, ...current.slice(1)]
          : value;
      }
      return copy;
    });
}

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: content ? Object.values(content)[0]?.schema : undefined,
      });
    }
  }
  return operations;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

interface FuzzRequest {
  as: string;
  method: InjectOptions['method'];
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  return fc
    .record({
      as: fc.constantFrom('visitor', 'member', 'staff'),
      path: fc.tuple(...pathParams.map((p) => valueFor(p.schema))),
      query: fc.tuple(...queryParams.map((p) => fc.option(valueFor(p.schema), { nil: undefined }))),
      body: !operation.body
        ? fc.constant(undefined)
        : VALID_BODIES[`${operation.method} ${operation.path}`]
          ? fc.oneof(
              valueFor(operation.body),
              mutated(VALID_BODIES[`${operation.method} ${operation.path}`]!),
            )
          : valueFor(operation.body),
    })
    .map(({ as, path, query, body }) => {
      let url = operation.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(asText(path[i])));
      });
      const search = new URLSearchParams();
      queryParams.forEach((p, i) => {
        if (query[i] !== undefined) search.append(p.name, asText(query[i]));
      });
      const qs = search.toString();
      const request: FuzzRequest = {
        as,
        method: operation.method,
        url: qs ? `${url}?${qs}` : url,
        ...(operation.body ? { payload: JSON.stringify(body ?? null) } : {}),
        headers: operation.body ? { 'content-type': 'application/json' } : {},
      };
      return request;
    });
}

// The routes, from the OpenAPI document of an app built once for the purpose.
const document = await (async () => {
  const probe = await buildTestApp('pglite', { DEV_MAILBOX: 'true' });
  const doc = probe.app.swagger();
  await probe.app.close();
  await probe.database.dispose();
  return doc as never;
})();

for (const kind of databaseKinds) {
  describe(`every route with bad input [${kind}]`, () => {
    let ctx: TestContext;
    const auth: Record<string, Record<string, string>> = { visitor: {} };

    beforeAll(async () => {
      ctx = await buildTestApp(kind, { DEV_MAILBOX: 'true' });
      resetFixtureCache();
      await insertReferenceData(ctx.db);
      // Vehicles 1 and 2 (the ids in the valid bodies) exist; one DDU unit too.
      for (let i = 0; i < 5; i++) await createVehicle(ctx.db);
      await createVehicle(ctx.db, {
        stockType: 'ddu',
        stockTab: 16,
        negotiateCurrency: 'USD',
        basePrice: '5000',
      });
      auth.member = await bearer(ctx.app, (await createMember(ctx.db)).user);
      auth.staff = await bearer(ctx.app, (await createMember(ctx.db, { role: 'staff' })).user);
    });

    afterAll(async () => {
      await ctx?.app.close();
      await ctx?.database.dispose();
    });

    it('the OpenAPI document lists the routes the walk covers', () => {
      const paths = operationsOf(ctx.app.swagger() as never).map((op) => `${op.method} ${op.path}`);
      expect(paths).toEqual(
        expect.arrayContaining([
          'POST /api/vehicles/postlog/search',
          'POST /api/vehicle-auction/send-offer',
          'GET /api/vehicles/checklist/{id}',
          'POST /api/admin/outbox/{id}/resend',
        ]),
      );
      expect(paths.length).toBeGreaterThan(40);
    });

    // One test per route, so a slow machine slows the walk down without failing it (no shared timeout).
    it.each(operationsOf(document).map((op) => [`${op.method} ${op.path}`, op] as const))(
      '%s never answers 5xx to bad input',
      async (_name, operation) => {
        await fc.assert(
          fc.asyncProperty(requestFor(operation), async ({ as, ...request }) => {
            const res = await ctx.app.inject({ ...request, headers: { ...request.headers, ...auth[as] } });
            if (res.statusCode >= 500) {
              throw new Error(
                `${res.statusCode} for ${as}: ${String(request.method)} ${request.url} ${request.payload ?? ''}\n${res.body}`,
              );
            }
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      },
    );
  });
}
