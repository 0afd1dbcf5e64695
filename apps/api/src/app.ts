// Builds the Fastify application as a plugin tree (fastify/demo style); server.ts only listens.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import zlib, { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  isSitePath,
  LANGUAGE_COOKIE,
  localizedUrl,
  negotiateLanguage,
  SIGNED_IN_COOKIE,
  splitLanguage,
} from '@ibc/domain';
import type { Env } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import {
  declareErrorResponses,
  errorBody,
  registerErrorHandling,
  translateAnswers,
} from './plugins/errors.ts';
import { rejectNulCharacters } from './plugins/input-guards.ts';
import { loggerOptions, REQUEST_ID_HEADER, requestId } from './plugins/logging.ts';
import metricsPlugin from './plugins/metrics.ts';
import { ONE_CALL_BYTES, STREAM_CHUNK_BYTES } from './lib/in-turns.ts';
import { loadPageHtml } from './lib/page-html.ts';
import { createPublicUrl } from './lib/public-url.ts';
import { createVehiclePhotos, type VehiclePhotos } from './lib/vehicle-photos.ts';
import { fileStorageFromEnv, type FileStorage } from './lib/object-store.ts';
import type { RateLimitRule } from './lib/rate-limit.ts';
import authPlugin from './plugins/auth.ts';
import csrfPlugin from './plugins/csrf.ts';
import lifecyclePlugin from './plugins/lifecycle.ts';
import readRoutingPlugin from './plugins/read-routing.ts';
import { BACK_OFFICE_PREFIX, openApiOptions, openApiUiOptions } from './plugins/openapi.ts';
import { MEMBER_PAGE_COOKIE } from './modules/auth/member-page-cookie.ts';
import { createTokenSigner, loadSigningSecret } from './modules/auth/access-token.ts';
import { parseReference, pricingReferenceJson } from './modules/pricing/pricing.repository.ts';
import { apiModules } from './modules/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Env;
    /** The site's address for links in mail and the sitemap (PUBLIC_URL, else where it listens). */
    publicUrl: () => string;
    /** Builds vehicle photo addresses (signed for stock not everyone may see). */
    vehiclePhotos: VehiclePhotos;
    /** Where files' bytes are stored (FILE_STORAGE, S3_*): lib/file-store.ts reads and writes them. */
    fileStorage: FileStorage;
    limits: AppLimits;
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
  /**
   * A request whose headers and body have not fully arrived by then is dropped with 408
   * (a slow or unfinished body must not hold a connection). Default 30 s.
   */
  requestTimeoutMs?: number;
  /** Overrides of request limits (null lifts one); the benchmark lifts the per-member 'All' limit. */
  limits?: Partial<AppLimits>;
}

export interface AppLimits {
  /** Searches of page size 'All' (5000) per member. */
  searchAllPerMember: RateLimitRule | null;
}

export const DEFAULT_APP_LIMITS: AppLimits = {
  searchAllPerMember: { name: 'search-all:user', limit: 30, windowMs: 5 * 60_000 },
};

export const REQUEST_TIMEOUT_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    startWorkers: boolean;
  }
}

/**
 * Compression streams that write out as much as an answer in chunks writes in (STREAM_CHUNK_BYTES);
 * the one-call functions as zlib has them.
 */
const largeStreamZlib = {
  createZstdCompress: (options?: zlib.ZstdOptions) =>
    zlib.createZstdCompress({ ...options, chunkSize: STREAM_CHUNK_BYTES }),
  createBrotliCompress: (options?: zlib.BrotliOptions) =>
    zlib.createBrotliCompress({ ...options, chunkSize: STREAM_CHUNK_BYTES }),
  createGzip: (options?: zlib.ZlibOptions) => zlib.createGzip({ ...options, chunkSize: STREAM_CHUNK_BYTES }),
  zstdCompressSync: zlib.zstdCompressSync,
  brotliCompressSync: zlib.brotliCompressSync,
  gzipSync: zlib.gzipSync,
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: loggerOptions(options.logger),
    genReqId: requestId,
    requestIdHeader: false,
    // Trust exactly TRUST_PROXY hops (proxy-addr counts the socket's address as hop 0).
    trustProxy: (_address: string, hop: number) => hop < options.env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: requestTimeoutMs,
    // Node reads the timeout when it creates the server (setting it later has no effect), and checks
    // for timed-out requests on this interval; a short one keeps the timeout close to exact.
    http: {
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(2_000, requestTimeoutMs),
    },
    // Closing (lifecycle.ts): idle keep-alive connections close at once, so the close waits only for
    // requests in flight, and a request arriving on a kept-alive connection meanwhile gets a 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.database.db);
  app.decorate('database', options.database);
  app.decorate('config', options.env);
  app.decorate('fileStorage', fileStorageFromEnv(options.env));
  app.decorate('startWorkers', options.startWorkers ?? true);
  app.decorate('limits', { ...DEFAULT_APP_LIMITS, ...options.limits });
  app.decorate('publicUrl', createPublicUrl(options.env.PUBLIC_URL, app.server, options.env.PORT));
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  registerErrorHandling(app);
  translateAnswers(app);
  declareErrorResponses(app);
  rejectNulCharacters(app);
  await app.register(metricsPlugin);
  // Helmet's headers on every answer, its middleware made once (the Fastify plugin built it again,
  // directives parsed and all, for each request).
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(options.env) },
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  // Search pages of up to 5000 vehicles and the web app's JS go out compressed: zstd where the
  // browser takes it (Chrome, Edge, Firefox), else brotli at quality 4, else gzip. A search page is
  // a few dozen kB, compressed by zstd in a third of brotli's time for some 6 % more bytes. Answers
  // up to a 128-vehicle page are compressed in one call: the library's stream, meant to use other
  // cores, cost more than the compression itself; an 'All' page (MBs) still streams. Its stream
  // writes out 256 kB at a time (largeStreamZlib): zlib's 16 kB took two trips to the thread pool
  // for most of the page's 256 kB writes (some 10 % fewer 'All' pages a second, four at once). The
  // one-call path keeps zlib's default: a 256 kB buffer for each small answer cost the random
  // search mix 40 % of its throughput.
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: ONE_CALL_BYTES,
    encodings: ['zstd', 'br', 'gzip'],
    zlib: largeStreamZlib,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  await app.register(swagger, openApiOptions(app));
  await app.register(swaggerUi, openApiUiOptions(app));

  const secret = await loadSigningSecret(options.database.db, options.env.AUTH_SECRET);
  const tokens = createTokenSigner(secret);
  app.decorate('vehiclePhotos', createVehiclePhotos(tokens.key));
  await app.register(authPlugin, {
    db: options.database.db,
    tokens,
    prepared: options.database.namedStatements,
    // A member search prices with reference data read in the member's own statement.
    memberPricing: {
      sql: () => pricingReferenceJson(sql`c.country_id`, sql`c.port_id`),
      parse: parseReference,
    },
  });
  await app.register(csrfPlugin, { key: app.tokens.key });
  await app.register(lifecyclePlugin);
  await app.register(readRoutingPlugin);

  for (const module of apiModules) await app.register(module);
  hideBackOffice(app);

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

  if (hasWeb) {
    const pageHtml = loadPageHtml(webDist, {
      publicUrl: () => app.publicUrl(),
      onRenderError: (error, url) => app.log.error({ err: error, url }, 'server rendering failed'),
      // A visitor's search is drawn with the first page this instance's own route answers.
      transport: async (url, init) => {
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET' | 'POST',
          url,
          headers: Object.fromEntries(new Headers(init.headers)),
          ...(typeof init.body === 'string' && { payload: init.body }),
        });
        return new Response(answer.statusCode === 204 ? null : answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
        });
      },
      dataVersion: () => app.services.stockSearch.stockVersion(),
    });
    // History fallback, a route of its own so that it is compressed like every other response: the
    // SPA's router renders every page, its own 404 page included; an address that is no page of the
    // site is also a 404 for crawlers and link checkers. The HTML names the page's own chunks, and
    // the members' layout for a signed-in browser (§4 'isAuthenticated').
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = request.url;
      if (url.startsWith('/api') || url.startsWith('/media')) return reply.callNotFound();
      const signedIn = request.cookies[SIGNED_IN_COOKIE] === 'true';
      // A signed-in browser's access token, for the pages drawn for the member (member-page-cookie.ts).
      const memberToken = signedIn ? request.cookies[MEMBER_PAGE_COOKIE] : undefined;
      const sitePath = isSitePath(url);
      const { language } = splitLanguage(url);
      // An address without a language is English, for search engines and anyone who chose English;
      // a reader who chose another language (the switcher's cookie, a member's saved choice), or
      // whose browser asks for one first, is sent on to the page in it.
      const preferred = negotiateLanguage(
        request.cookies[LANGUAGE_COOKIE],
        request.headers['accept-language'],
      );
      if (sitePath && url === splitLanguage(url).rest && preferred !== DEFAULT_LANGUAGE) {
        return reply
          .header('vary', 'Cookie, Accept-Language')
          .header('cache-control', 'no-cache')
          .redirect(localizedUrl(preferred, url), 302);
      }
      return (
        reply
          .status(sitePath ? 200 : 404)
          // A page drawn for a member holds the member's prices and account: never kept by a cache.
          .header('cache-control', memberToken ? 'private, no-store' : 'no-cache')
          .header('vary', 'Cookie, Accept-Language')
          .type('text/html; charset=utf-8')
          .send(await pageHtml.render(sitePath ? url : localizedUrl(language, '/404'), signedIn, memberToken))
      );
    });
  }

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(noSuchEndpoint(request.method, request.url)),
  );

  return app;
}

/**
 * An address under /api/admin that no route answers is guarded like the routes that are there, so
 * nobody outside the back office can tell a real address from a made-up one: a visitor gets the same
 * 401, a dealer the same 404 as from a real route; staff get the usual 404. A route, not a not-found
 * handler: more specific than the web app's catch-all, and its guard runs on request, before any body
 * is read (as on the real routes).
 */
function hideBackOffice(app: FastifyInstance): void {
  for (const url of [BACK_OFFICE_PREFIX, `${BACK_OFFICE_PREFIX}/*`]) {
    app.all(url, { ...app.staffOnly, schema: { hide: true } }, (request, reply) =>
      reply.status(404).send(noSuchEndpoint(request.method, request.url)),
    );
  }
}

const noSuchEndpoint = (method: string, url: string) =>
  errorBody(404, `No such endpoint: ${method} ${url.split('?')[0]}`);

/**
 * The built web app runs no inline script, so scripts come from this origin only
 * (plus the tag manager when one is configured); nobody may frame the site. Inline style attributes
 * stay allowed: the e-mail previews and Radix's positioning use them, and they cannot run code.
 */
function contentSecurityPolicy(env: Env): Record<string, string[] | null> {
  const tagManager = env.TAG_MANAGER_ID ? ['https://www.googletagmanager.com'] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...tagManager],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tagManager],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tagManager],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Plain http on localhost must keep working; behind TLS the proxy adds HSTS.
    'upgrade-insecure-requests': null,
  };
}
