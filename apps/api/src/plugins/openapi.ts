// The OpenAPI document served at /api/docs/json, written for client generators: every operation has a
// stable operationId and says how it is authenticated. Both are derived here, from the route's URL and
// from the guards it runs, so a new route is described correctly without repeating them in its file
// (a route may still name its own `operationId` or `security` in its schema). Its test lints the
// document with Redocly's recommended rules (openapi.test.ts). The back office's part is described to
// staff only: a visitor or a dealer must not learn the admin API's map from it.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isStaffRole } from '../lib/auth-context.ts';

type SecurityRequirement = Record<string, string[]>;

const BEARER: SecurityRequirement = { bearer: [] };

export function openApiOptions(app: FastifyInstance): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      // 3.1: zod's nullable fields become `type: [..., 'null']` / `anyOf` with `null`, which 3.1 states
      // directly (3.0's `nullable` needs a `type` beside it, which a nullable union has not).
      openapi: '3.1.0',
      info: {
        title: 'IBC Japan export platform API',
        description: 'Stock search, accounts, offers and enquiries for dealers buying vehicles from Japan.',
        version: '1.0.0',
      },
      // Relative: the API is served by the same origin as the site, wherever that is deployed.
      servers: [{ url: '/', description: 'The site that serves this document' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from POST /api/authenticate (or its refresh).',
          },
        },
      },
    },
    transform: (document) => {
      const result = jsonSchemaTransform(document);
      const schema = result.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide) return result;
      const route = document.route;
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
      schema.operationId ??= operationIdOf(method, document.url);
      schema.security ??= securityOf(app, route);
      // Swagger would give every response (the JSON errors too) the route's `produces`: it names the
      // file's types only, below.
      const produces = schema.produces as readonly string[] | undefined;
      delete schema.produces;
      const response = (schema.response ??= {}) as Record<string, unknown>;
      if (!Object.keys(response).some((status) => status.startsWith('2'))) {
        // A file download (PDF, CSV, a payment's proof) sends bytes, not a JSON body the zod schemas
        // describe: of the types its route `produces`, else of any type (a proof is what was uploaded).
        response['200'] = {
          description: 'The file (Content-Disposition: attachment)',
          content: Object.fromEntries(
            (produces?.length ? produces : ['*/*']).map((type) => [
              type,
              { schema: { type: 'string', format: 'binary' } },
            ]),
          ),
        };
      }
      return result;
    },
  };
}

/** Where the back office's routes live: answered and described to staff only. */
export const BACK_OFFICE_PREFIX = '/api/admin';

const isBackOfficePath = (path: string): boolean =>
  path === BACK_OFFICE_PREFIX || path.startsWith(`${BACK_OFFICE_PREFIX}/`);

type OpenApiDocument = Readonly<Record<string, unknown>>;

/**
 * The documentation routes (/api/docs, its JSON and YAML): whoever sends a staff member's bearer token
 * gets the whole document; everyone else gets it without the back office. An invalid token is a 401
 * like everywhere else (plugins/auth.ts `identify`).
 */
export function openApiUiOptions(app: FastifyInstance): FastifySwaggerUiOptions {
  const publicDocuments = new WeakMap<OpenApiDocument, OpenApiDocument>();
  return {
    routePrefix: '/api/docs',
    // The guard is decorated after this plugin is registered, so it is looked up per request.
    uiHooks: {
      onRequest: (request, reply, done) => {
        app.identify(request, reply).then(() => done(), done);
      },
    },
    // @fastify/swagger builds the document once; the public one is derived once from it, never copied
    // per request, and neither is changed.
    transformSpecificationClone: false,
    transformSpecification: (document, request, reply) => {
      void reply.header('vary', 'Authorization');
      if (request.member && isStaffRole(request.member.role)) {
        void reply.header('cache-control', 'private, no-store');
        return document;
      }
      let publicDocument = publicDocuments.get(document);
      if (!publicDocument) {
        publicDocument = withoutBackOffice(document);
        publicDocuments.set(document, publicDocument);
      }
      return publicDocument;
    },
  };
}

/**
 * The document without the paths under /api/admin, and without what only they used: the top-level
 * tags no other operation names and the components nothing left refers to (the full document has
 * no unused component: Redocly's lint refuses one).
 */
export function withoutBackOffice(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries((document.paths ?? {}) as Record<string, unknown>).filter(
      ([path]) => !isBackOfficePath(path),
    ),
  );
  const result: Record<string, unknown> = { ...document, paths };
  if (Array.isArray(document.tags)) {
    const named = new Set<string>();
    for (const item of Object.values(paths) as Array<Record<string, { tags?: unknown }>>) {
      for (const operation of Object.values(item)) {
        if (Array.isArray(operation?.tags)) for (const tag of operation.tags) named.add(String(tag));
      }
    }
    result.tags = (document.tags as Array<{ name: string }>).filter((tag) => named.has(tag.name));
  }
  const components = document.components as Record<string, Record<string, unknown>> | undefined;
  if (components) result.components = reachableComponents(components, { ...result, components: {} });
  return result;
}

/** The components that `root` refers to, directly or through other components (security schemes kept). */
function reachableComponents(
  components: Record<string, Record<string, unknown>>,
  root: unknown,
): Record<string, Record<string, unknown>> {
  const reached = new Set<string>();
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const text = JSON.stringify(pending.pop());
    for (const [, ref] of text.matchAll(/"\$ref":"#\/components\/([^"]+)"/g)) {
      if (!ref || reached.has(ref)) continue;
      reached.add(ref);
      const [section = '', name = ''] = ref.split('/');
      pending.push(components[section]?.[name]);
    }
  }
  return Object.fromEntries(
    Object.entries(components).map(([section, entries]) => [
      section,
      section === 'securitySchemes'
        ? entries
        : Object.fromEntries(Object.entries(entries).filter(([name]) => reached.has(`${section}/${name}`))),
    ]),
  );
}

/** `GET /api/admin/purchases/:id` → `getAdminPurchasesById`: unique while method + URL are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...wordsOf(segment.slice(1))] : wordsOf(segment),
    );
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

const wordsOf = (segment: string): string[] => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);

/**
 * From the guards the route runs: `authenticate` (member routes, and staffOnly/adminOnly, which start
 * with it) needs the bearer token; `identify` takes it when sent (a visitor is answered without prices),
 * which OpenAPI says with an empty alternative; anything else is public.
 */
function securityOf(app: FastifyInstance, route: RouteOptions): SecurityRequirement[] {
  const guards = [route.onRequest, route.preValidation, route.preHandler].flat();
  if (guards.includes(app.authenticate)) return [BEARER];
  if (guards.includes(app.identify)) return [{}, BEARER];
  return [];
}
