// Builds the Fastify application as a plugin tree (fastify/demo style); server.ts only listens.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { isSitePath } from '@ibc/domain';
import { randomUUID } from 'node:crypto';
import type { Env } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import { errorBody, registerErrorHandling } from './plugins/errors.ts';
import authPlugin from './plugins/auth.ts';
import csrfPlugin from './plugins/csrf.ts';
import { createTokenSigner, loadSigningSecret } from './modules/auth/access-token.ts';
import { apiModules } from './modules/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Env;
  }
}

export type App = FastifyInstance;

export interface BuildAppOptions {
  database: Database;
  env: Env;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app (apps/web/dist); the SPA is served from it when present. */
  webDist?: string;
  /** Start background workers (the mail outbox); tests turn it off and drive workers directly. */
  startWorkers?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    startWorkers: boolean;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    // Trust exactly TRUST_PROXY hops (proxy-addr counts the socket's address as hop 0).
    trustProxy: (_address: string, hop: number) => hop < options.env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  app.decorate('database', options.database);
  app.decorate('config', options.env);
  app.decorate('startWorkers', options.startWorkers ?? true);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  // Search pages of up to 5000 vehicles and the web app's JS go out compressed (br/gzip); brotli at
  // quality 4 keeps the CPU cost of dynamic compression low.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'IBC Japan export platform API',
        description: 'Stock search, accounts, offers and enquiries for dealers buying vehicles from Japan.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const secret = await loadSigningSecret(options.database.db, options.env.AUTH_SECRET);
  await app.register(authPlugin, { db: options.database.db, tokens: createTokenSigner(secret) });
  await app.register(csrfPlugin, { key: app.tokens.key });

  for (const module of apiModules) await app.register(module);

  const webDist = options.webDist;
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite puts content hashes in asset names: they never change, so cache them for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          void reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api') || url.startsWith('/media') || !hasWeb || request.method !== 'GET') {
      return reply
        .status(404)
        .send(errorBody(404, `No such endpoint: ${request.method} ${url.split('?')[0]}`));
    }
    // History fallback: the SPA's router renders every page, its own 404 page included; an address
    // that is no page of the site is also a 404 for crawlers and link checkers.
    return reply
      .status(isSitePath(url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile('index.html');
  });

  return app;
}
