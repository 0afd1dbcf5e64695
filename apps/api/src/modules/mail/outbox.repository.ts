// SQL of the mail worker and the staff view. Claiming uses FOR UPDATE SKIP LOCKED plus a lease
// (locked_until), so several API instances can drain the same outbox without sending a row twice,
// and a row claimed by an instance that died is picked up again once its lease runs out. A worker
// writes to a row only while the lease it took is still there (the row's id and locked_until), so a
// late answer never overwrites the next lease of a row it handed back or lost. The states
// each statement reads and writes are the mail machine's (packages/domain/src/machines/mail.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import { outboxStateAfter, type OutboxStatus } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { present } from '../../lib/present.ts';

/** One e-mail as queued: what the worker sends. */
export interface OutboxEmail {
  kind: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface ClaimedEmail extends OutboxEmail {
  id: number;
  attempts: number;
  createdAt: Date;
  /** The lease this claim wrote (locked_until). */
  leaseUntil: Date;
}

type Lease = Pick<ClaimedEmail, 'id' | 'leaseUntil'>;

const heldLease = ({ id, leaseUntil }: Lease) =>
  and(eq(emailOutbox.id, id), eq(emailOutbox.status, LEASED), eq(emailOutbox.lockedUntil, leaseUntil));

type Row = {
  id: number;
  kind: string;
  to: string[] | string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  created_at: string | Date;
};

/** A row a worker leased: the one state its deliver, retry, give-up and release start from. */
const LEASED = outboxStateAfter('claim');
/** A mail waiting for its (next) attempt: queued, retried, released or sent again. */
const WAITING = outboxStateAfter('retry');

// PGlite and node-postgres both parse text[]; keep a fallback for the literal form just in case.
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((part) => part.replace(/^"|"$/g, ''))
    .filter(Boolean);
}

export function createOutboxRepository(db: DbOrTx) {
  return {
    /** Inserts one queued e-mail, due at `dueAt`; returns its id. */
    async insert({ dueAt, ...email }: OutboxEmail & { dueAt: Date }): Promise<number> {
      const [inserted] = await db
        .insert(emailOutbox)
        .values({ ...email, nextAttemptAt: dueAt })
        .returning({ id: emailOutbox.id });
      return present(inserted, 'the queued e-mail').id;
    },

    /** Takes up to `limit` due rows and leases them until `leaseUntil`; counts the attempt. */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedEmail[]> {
      const result: unknown = await db.execute(sql`
        update email_outbox set status = ${LEASED}, locked_until = ${leaseUntil.toISOString()}, attempts = attempts + 1
        where id in (
          select id from email_outbox
          where (status = ${WAITING} and next_attempt_at <= ${now.toISOString()})
             or (status = ${LEASED} and locked_until < ${now.toISOString()})
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        returning id, kind, "to", reply_to, subject, html, text, attempts, created_at`);
      return (result as { rows: Row[] }).rows
        .map((row) => ({
          id: Number(row.id),
          kind: row.kind,
          to: parseTextArray(row.to),
          replyTo: row.reply_to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attempts: Number(row.attempts),
          createdAt: new Date(row.created_at),
          leaseUntil,
        }))
        .sort((a, b) => a.id - b.id);
    },

    async markSent(lease: Lease, messageId: string, now: Date): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          status: outboxStateAfter('deliver'),
          sentAt: now,
          messageId,
          lockedUntil: null,
          lastError: null,
        })
        .where(heldLease(lease));
    },

    /** A failed attempt: back to pending at `retryAt`, or dead with the reason when retryAt is null. */
    async markFailed(lease: Lease, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(emailOutbox)
        .set(
          retryAt
            ? {
                status: outboxStateAfter('retry'),
                nextAttemptAt: retryAt,
                lockedUntil: null,
                lastError: error,
              }
            : { status: outboxStateAfter('give-up'), lockedUntil: null, lastError: error },
        )
        .where(heldLease(lease));
    },

    /** Gives a claimed but unsent row back (the worker is stopping); the attempt does not count. */
    async release(lease: Lease): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          status: outboxStateAfter('release'),
          lockedUntil: null,
          attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)`,
        })
        .where(heldLease(lease));
    },

    async list(status: OutboxStatus | undefined, limit: number) {
      return db
        .select({
          id: emailOutbox.id,
          kind: emailOutbox.kind,
          to: emailOutbox.to,
          subject: emailOutbox.subject,
          status: emailOutbox.status,
          attempts: emailOutbox.attempts,
          lastError: emailOutbox.lastError,
          nextAttemptAt: emailOutbox.nextAttemptAt,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(status ? eq(emailOutbox.status, status) : undefined)
        .orderBy(desc(emailOutbox.id))
        .limit(limit);
    },

    /** One row, locked for a staff step on it when `lock`; null when there is none. */
    async find(id: number, { lock = false } = {}) {
      const query = db
        .select({
          id: emailOutbox.id,
          status: emailOutbox.status,
          subject: emailOutbox.subject,
          to: emailOutbox.to,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Staff send a mail again: `status` (the machine's), a fresh set of attempts, due now. */
    async requeue(id: number, status: OutboxStatus, now: Date): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status, attempts: 0, nextAttemptAt: now, lockedUntil: null })
        .where(eq(emailOutbox.id, id));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
