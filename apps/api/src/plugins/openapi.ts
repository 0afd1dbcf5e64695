// The OpenAPI document served at /api/docs/json, written for client generators: every operation has a
// stable operationId and says how it is authenticated. Both are derived here, from the route's URL and
// from the guards it runs, so a new route is described correctly without repeating them in its file
// (a route may still name its own `operationId` or `security` in its schema). Its test lints the
// document with Redocly's recommended rules (openapi.test.ts).
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
