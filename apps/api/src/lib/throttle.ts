// Growing-delay throttles kept in the database (shared by every API instance). Unlike a fixed-window
// limit, a throttle never locks its subject out for long: after `freeAttempts` the next attempt must
// wait 1 s, then 2 s, 4 s ... up to `maxDelayMs` after the previous one, and a quiet `resetAfterMs`
// forgets the subject (OWASP ASVS 5 section 6.3: slow down guessing without locking out the owner).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { present } from './present.ts';

export interface ThrottleRule {
  /** Namespaces the key, e.g. 'sign-in:ip'. */
  name: string;
  freeAttempts: number;
  maxDelayMs: number;
  resetAfterMs: number;
}

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait required before the next attempt when `attempts` were already made (pure, tested). */
export function throttleDelayMs(rule: ThrottleRule, attempts: number): number {
  if (attempts < rule.freeAttempts) return 0;
  return Math.min(1000 * 2 ** Math.min(attempts - rule.freeAttempts, 30), rule.maxDelayMs);
}

/**
 * Counts one attempt when it is allowed. The row is locked while deciding, so a burst of parallel
 * attempts is counted one by one and cannot slip through together.
 */
export async function consumeThrottle(
  db: Db,
  rule: ThrottleRule,
  subject: string,
  now = new Date(),
): Promise<ThrottleResult> {
  const key = `${rule.name}:${subject}`;
  return db.transaction(async (tx) => {
    // One statement inserts or locks the row: with a separate insert and select, a reset deleting
    // the row between the two would leave nothing to lock.
    const [found] = await queryRows<{ attempts: number; last_attempt_at: string | Date }>(
      tx,
      sql`insert into throttles (key, attempts, last_attempt_at) values (${key}, 0, ${now.toISOString()})
        on conflict (key) do update set attempts = throttles.attempts
        returning attempts, last_attempt_at`,
    );
    const row = present(found, `the throttle row ${key}, upserted just before`);
    const last = new Date(row.last_attempt_at).getTime();
    const quiet = now.getTime() - last >= rule.resetAfterMs;
    const attempts = quiet ? 0 : row.attempts;
    const delay = throttleDelayMs(rule, attempts);
    const waitUntil = last + delay;
    // A free attempt is free even when a request that started after it was counted first (two
    // at once: `now` of this one can be a moment before the other's).
    if (delay > 0 && now.getTime() < waitUntil) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now.getTime()) / 1000)),
      };
    }
    await tx.execute(
      sql`update throttles set attempts = ${attempts + 1}, last_attempt_at = ${now.toISOString()} where key = ${key}`,
    );
    return { allowed: true };
  });
}

/** Gives back the attempt just made (it succeeded), leaving earlier failures counted. */
export async function refundThrottle(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db.execute(
    sql`update throttles set attempts = greatest(attempts - 1, 0) where key = ${`${rule.name}:${subject}`}`,
  );
}

/** Forgets the subject entirely (the owner proved who they are). */
export async function resetThrottle(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db.execute(sql`delete from throttles where key = ${`${rule.name}:${subject}`}`);
}
