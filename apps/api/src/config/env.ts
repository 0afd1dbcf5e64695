// The only place that reads process.env (style guide, habit 5). A bad value stops start-up with a
// message that names the variable.
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    /** 'production' requires PUBLIC_URL; 'development' (the default of `npm start`) changes nothing else. */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * The development mailbox (/api/dev/mail): every .eml the file transport wrote, readable by signed-in
     * staff only. Off unless set: mail holds password-reset links and dealers' prices (docs/security.md).
     */
    DEV_MAILBOX: booleanFlag.default(false),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    /** Where `npm run backup` writes its backups (one folder each, named by UTC time). */
    BACKUP_DIR: z.string().default('./backups'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * A streaming replica of DATABASE_URL for read-only queries (the stock search, a vehicle's page):
     * a member's reads stay on the primary until the replica has replayed his last write. Unset:
     * everything is read from DATABASE_URL.
     */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** A replica further behind than this many milliseconds is left alone until it catches up. */
    DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
    /**
     * Where new files' bytes go: 'database' (default, the `files` table) or 's3' (the S3-compatible
     * bucket below). The table stays the index of every file either way; `npm run files:move` moves
     * the files already stored. The S3_* settings are needed as long as any file is held in S3.
     */
    FILE_STORAGE: z.enum(['database', 's3']).default('database'),
    S3_BUCKET: z.string().min(3).optional(),
    /** The store's address for anything but AWS (MinIO, R2, Ceph): https://s3.example.com */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** Keys of the store; unset, the AWS SDK's usual chain applies (instance role, profile). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Addresses as <endpoint>/<bucket>/<key>, as MinIO and most self-hosted stores want. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /**
     * Where anyone can read the bucket's `public/` objects (a CDN, or the bucket's public address):
     * public photos are then redirected there. Unset, the API serves every file itself.
     */
    S3_PUBLIC_URL: z
      .string()
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Secret for signing access tokens and anti-forgery cookies; generated and kept in DATA_DIR when unset. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The site's address in e-mailed links and the sitemap; never taken from a request's Host header. */
    PUBLIC_URL: z
      .string()
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    SALES_EMAIL: z.string().email().default('sales@ibc-japan.example'),
    /** Days an open offer waits for an answer before it expires. */
    OFFER_EXPIRY_DAYS: z.coerce.number().int().min(1).max(60).default(3),
    /**
     * Seconds a visitor's search page stays in an API instance's cache while the stock's version is
     * unchanged (ADR 0005); 0 turns the cache off. It bounds only how late a vehicle leaves
     * the time-based New Arrival tab: any stock change is seen at once.
     */
    SEARCH_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /**
     * Milliseconds visitors' searches on one instance share a read of the stock's version (one
     * statement fewer per search under load); 0: each search reads it. A change written through this
     * instance is seen at once; another instance's (or a script's) within this time.
     */
    SEARCH_VISITOR_VERSION_MS: z.coerce.number().int().min(0).max(1000).default(20),
    /**
     * Where a search's page and count come from (ADR 0019): `memory`, this instance's index of the
     * stock while it holds the database's version (the database answers meanwhile); `database`:
     * always the database.
     */
    SEARCH_INDEX: z.enum(['memory', 'database']).default('memory'),
    MAIL_FROM: z.string().default('IBC Japan <no-reply@ibc-japan.example>'),
    /**
     * Bearer token Prometheus sends to read /metrics; without it /metrics answers 404, so the
     * figures (routes, queue sizes) are never public.
     */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Optional IP geolocation provider URL with {ip} placeholder; nothing leaves the machine when unset. */
    GEOIP_URL: z.string().url().optional(),
    /** Optional tag manager id for the web app's dataLayer. */
    TAG_MANAGER_ID: z.string().optional(),
    SEED_VEHICLES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
    /**
     * Whether an empty database gets the demo data (stock, demo dealers and staff with a published
     * password). Default: yes, except with NODE_ENV=production, where the first admin is invited with
     * `npm run staff -- invite` instead.
     */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    /**
     * OpenTelemetry traces (telemetry.ts) are exported when an OTLP endpoint is set or
     * OTEL_TRACES_EXPORTER names an exporter; the SDK reads the other OTEL_* variables itself.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
    OTEL_TRACES_EXPORTER: z.string().optional(),
    OTEL_SDK_DISABLED: z
      .string()
      .optional()
      .transform((value) => value?.trim().toLowerCase() === 'true'),
    OTEL_SERVICE_NAME: z.string().min(1).default('ibc-export-api'),
    /**
     * How many reverse proxies in front of the API may set X-Forwarded-For. 0 (default): the client's
     * address is the connection's, so nobody can dodge the per-address rate limits with a made-up header.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Milliseconds a stopping instance keeps serving while /api/health/ready answers 503, so the proxy's
     * health check takes it out before its port closes. 0 (default): close at once, as `npm start`'s
     * Ctrl-C wants; behind a proxy, at least its check interval times its fall count.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    /**
     * Milliseconds a stopping instance waits for requests, scheduled jobs and e-mails in flight before
     * it hands back their leases (another instance takes the work at once) and closes their connections.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, {
    path: ['PUBLIC_URL'],
    message: 'is required when NODE_ENV=production (the address e-mailed links point to)',
  })
  .refine((env) => env.FILE_STORAGE !== 's3' || env.S3_BUCKET !== undefined, {
    path: ['S3_BUCKET'],
    message: 'is required when FILE_STORAGE=s3',
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
  })
  .refine((env) => env.DATABASE_READ_URL === undefined || env.DATABASE_URL !== undefined, {
    path: ['DATABASE_READ_URL'],
    message: 'needs DATABASE_URL (the embedded database has no replica)',
  });

export type Env = z.infer<typeof envSchema> & { dataDir: string; backupDir: string; seedDemo: boolean };

/**
 * Where the command was typed: a relative DATA_DIR (or a path given to a command) is relative to it.
 * npm runs workspace scripts (`npm run seed`, `npm run customers`) inside apps/api, and sets INIT_CWD
 * to the caller's folder, so they open the same ./data as `npm start` does.
 */
export function invocationDir(source: NodeJS.ProcessEnv = process.env): string {
  return source.INIT_CWD ?? process.cwd();
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const base = invocationDir(source);
  return {
    ...parsed.data,
    dataDir: path.resolve(base, parsed.data.DATA_DIR),
    backupDir: path.resolve(base, parsed.data.BACKUP_DIR),
    seedDemo: (parsed.data.SEED_DEMO ?? String(parsed.data.NODE_ENV !== 'production')) === 'true',
  };
}
