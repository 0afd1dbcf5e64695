// The sales team's view of the outbox: mail that could not be delivered shows with its
// reason, and staff send it again once the address or the mail server is fixed. Sending again is a
// step of the mail machine, taken on the locked row and written to the activity log.
import { MAIL_MACHINE, OUTBOX_STATUSES, type OutboxItem, type OutboxStatus } from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { notFound } from '../../lib/errors.ts';
import { decideStep, loggingRefusals } from '../../lib/state-change.ts';
import { createOutboxRepository } from './outbox.repository.ts';

export const OUTBOX_MESSAGES = {
  notFound: /*i18n*/ 'There is no such e-mail.',
  resent: /*i18n*/ 'The e-mail is queued again.',
} as const;

export interface OutboxAdminServiceDeps {
  db: Db;
  /** Wakes the mail worker after a commit that queued mail. */
  wakeMail: () => void;
  now?: () => Date;
}

export function createOutboxAdminService(deps: OutboxAdminServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createOutboxRepository(db);

  return {
    /** GET /api/admin/outbox: newest first, with what staff may do now. */
    async list(status: OutboxStatus | undefined, limit: number): Promise<OutboxItem[]> {
      const rows = await repo.list(status, limit);
      return rows.map((row) => ({
        ...row,
        status: MAIL_MACHINE.isState(row.status) ? row.status : OUTBOX_STATUSES[0],
        nextAttemptAt: row.nextAttemptAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        allowedActions: MAIL_MACHINE.allowedActions(row.status, 'staff', undefined),
      }));
    },

    /**
     * POST /api/admin/outbox/:id/resend: a mail the worker gave up on, queued again with a fresh set
     * of attempts. Any other state is a 409 that says why, written to the log as refused.
     */
    async resend(actor: Actor, id: number): Promise<void> {
      const known = await repo.find(id);
      if (!known) throw notFound(OUTBOX_MESSAGES.notFound);
      const summary = `${known.subject} to ${known.to.join(', ')}`;
      await loggingRefusals(db, actor, { entityType: 'mail', entityId: id, summary }, () =>
        db.transaction(async (tx) => {
          const txRepo = createOutboxRepository(tx);
          const row = await txRepo.find(id, { lock: true });
          if (!row) throw notFound(OUTBOX_MESSAGES.notFound);
          const status = decideStep(MAIL_MACHINE, row.status, 'resend', 'staff', undefined);
          await txRepo.requeue(id, status, now());
          await recordActivity(tx, actor, {
            entityType: 'mail',
            entityId: id,
            action: 'resent',
            summary,
            before: { status: row.status },
            after: { status },
          });
        }),
      );
      deps.wakeMail();
    },
  };
}
