// Delivers the outbox. Each pass claims due rows (FOR UPDATE SKIP LOCKED + a lease, so
// any number of API instances can run it), sends them, and marks them sent; a failure is retried
// with exponential backoff and, after maxAttempts, the row is marked dead with the reason for staff.
// Delivery is at-least-once by nature (a crash after the SMTP answer but before the commit sends
// again once the lease expires); the stable Message-ID lets the receiving side drop that duplicate.
// A worker that stops hands its leases back at once (a send still going after the wait included), so
// another instance sends the mail without waiting for the lease to run out.
import type { Db } from '../../db/client.ts';
import { settlesWithin } from '../../lib/settles-within.ts';
import { createOutboxRepository, type ClaimedEmail } from './outbox.repository.ts';
import type { MailTransport } from './mail-transport.ts';

export interface MailWorkerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  /** The From header, e.g. 'IBC Japan <no-reply@ibc-japan.example>'. */
  from: string;
  log?: MailWorkerLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Attempts before a row is marked dead. */
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How long a claim lasts before another instance may take the row over. */
  leaseMs?: number;
  now?: () => Date;
}

export interface PassResult {
  sent: number;
  retried: number;
  dead: number;
  released: number;
}

export interface MailWorker {
  start(): void;
  /**
   * Stops polling and waits up to `waitMs` (default: as long as it takes) for the pass in flight:
   * rows claimed but not yet sent are given back, and so is a send still going after the wait.
   * Calls while stopping share the first call's wait.
   */
  stop(waitMs?: number): Promise<void>;
  /** One pass over the due rows (tests and the loop use it). */
  runOnce(): Promise<PassResult>;
  /** Runs a pass soon (after an enqueue) instead of waiting for the next poll. */
  wake(): void;
  readonly running: boolean;
}

export const MAIL_WORKER_DEFAULTS = {
  pollIntervalMs: 2_000,
  batchSize: 10,
  maxAttempts: 6,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
} as const;

/** Delay before attempt n+1 after n failed attempts: base, 2x, 4x, ... capped. */
export function backoffDelayMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

/** SMTP 5xx answers are permanent (RFC 5321 §4.2.1): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describeError(error: unknown): string {
  const err = error as { message?: string; code?: string; response?: string; responseCode?: number } | null;
  const parts = [err?.code, err?.responseCode, err?.response ?? err?.message ?? String(error)].filter(
    Boolean,
  );
  return parts.join(' ').slice(0, 1000);
}

export function messageIdFor(email: Pick<ClaimedEmail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'ibc-japan.example';
  return `<outbox-${email.id}-${email.createdAt.getTime()}@${domain}>`;
}

const silent: MailWorkerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const settings = { ...MAIL_WORKER_DEFAULTS, ...definedOnly(options) };
  const now = options.now ?? (() => new Date());
  const log = options.log ?? silent;
  const repo = createOutboxRepository(options.db);

  let running = false;
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<PassResult> | undefined;
  let woken = false;
  /** Rows this worker leased and has not finished with; a stop that gives up waiting releases them. */
  const leased = new Set<ClaimedEmail>();
  /** The pass a stop gave up waiting for: a later stop (the close after the drain) need not wait again. */
  let abandoned: Promise<PassResult> | undefined;

  async function deliver(email: ClaimedEmail, result: PassResult): Promise<void> {
    if (stopping) {
      await repo.release(email);
      result.released += 1;
      return;
    }
    try {
      const { messageId } = await options.transport.send({
        outboxId: email.id,
        kind: email.kind,
        createdAt: email.createdAt,
        from: options.from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: messageIdFor(email, options.from),
      });
      await repo.markSent(email, messageId, now());
      result.sent += 1;
    } catch (error) {
      const reason = describeError(error);
      const giveUp = isPermanent(error) || email.attempts >= settings.maxAttempts;
      const retryAt = giveUp
        ? null
        : new Date(
            now().getTime() + backoffDelayMs(email.attempts, settings.backoffBaseMs, settings.backoffMaxMs),
          );
      await repo.markFailed(email, reason, retryAt);
      if (giveUp) {
        result.dead += 1;
        log.error(
          { outboxId: email.id, kind: email.kind, attempts: email.attempts, reason },
          'e-mail marked dead',
        );
      } else {
        result.retried += 1;
        log.warn(
          { outboxId: email.id, kind: email.kind, attempts: email.attempts, reason },
          'e-mail failed, will retry',
        );
      }
    }
  }

  async function pass(): Promise<PassResult> {
    const result: PassResult = { sent: 0, retried: 0, dead: 0, released: 0 };
    const at = now();
    const claimed = await repo.claimDue(at, new Date(at.getTime() + settings.leaseMs), settings.batchSize);
    for (const email of claimed) leased.add(email);
    // One at a time: keeps SMTP connections polite and lets stop() give back what is left.
    for (const email of claimed) {
      if (!leased.has(email)) continue; // handed back by a stop that stopped waiting
      await deliver(email, result);
      leased.delete(email);
    }
    return result;
  }

  async function stopAfter(waitMs: number): Promise<void> {
    const pass = inFlight;
    if (!pass || pass === abandoned || (await settlesWithin(pass, waitMs))) return;
    abandoned = pass;
    // Not counted as attempts: a stop is no fault of the mail.
    for (const email of leased) {
      leased.delete(email);
      await repo.release(email);
    }
    log.warn({ handedBack: 'outbox' }, 'e-mail still sending at shutdown: its lease is handed back');
  }

  function runOnce(): Promise<PassResult> {
    const previous = inFlight ?? Promise.resolve(undefined);
    const next = previous.catch(() => undefined).then(pass);
    inFlight = next;
    void next
      .finally(() => {
        if (inFlight === next) inFlight = undefined;
      })
      .catch(() => undefined);
    return next;
  }

  function schedule(delayMs: number): void {
    if (!running || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      runOnce()
        .then((result) => {
          const more = woken || result.sent + result.retried + result.dead >= settings.batchSize;
          woken = false;
          schedule(more ? 0 : settings.pollIntervalMs);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'mail worker pass failed');
          schedule(settings.pollIntervalMs);
        });
    }, delayMs);
    timer.unref?.();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop(waitMs = Infinity) {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      stopping ??= stopAfter(waitMs);
      await stopping;
      stopping = undefined;
    },
    runOnce,
    wake() {
      if (!running || stopping) return;
      if (inFlight) woken = true;
      else schedule(0);
    },
    get running() {
      return running;
    },
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
