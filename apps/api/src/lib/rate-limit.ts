// Fixed-window rate limiting kept in the database, so every API instance shares the same counters
// (an in-memory store would let a client multiply its allowance by the number of instances).
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { tooManyRequests } from './errors.ts';
import { present } from './present.ts';

export interface RateLimitRule {
  /** Namespaces the counter, e.g. 'sign-in:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

export async function consumeRateLimit(
  db: DbOrTx,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number; remaining: number }> {
  const key = `${rule.name}:${subject}`;
  const resetAt = new Date(now.getTime() + rule.windowMs);
  const rows = await queryRows<{ hits: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, hits, reset_at) values (${key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
    returning hits, reset_at`,
  );
  const row = present(rows[0], 'the rate limit row the upsert returns');
  const reset = new Date(row.reset_at);
  const retryAfterSeconds = Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000));
  return {
    allowed: row.hits <= rule.limit,
    retryAfterSeconds,
    remaining: Math.max(0, rule.limit - row.hits),
  };
}

/** Throws a 429 (with Retry-After) when the subject has used up its allowance. */
export async function enforceRateLimit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(db, rule, subject);
  if (!allowed) throw tooManyRequests(retryAfterSeconds);
}

export const clientIp = (request: FastifyRequest): string => request.ip;
