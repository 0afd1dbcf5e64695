// Voiding invoices: staff void one nobody has paid, and a cancelled purchase voids its open ones.
// Both go through the invoice machine on a locked invoice row.
import { INVOICE_MACHINE, isOpenInvoice, Money } from '@ibc/domain';
import type { Db, Tx } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { notFound } from '../../lib/errors.ts';
import { decideStep, loggingRefusals } from '../../lib/state-change.ts';
import { factsOf, moneyText } from './invoice-views.ts';
import { createInvoicesRepository } from './invoices.repository.ts';
import { present } from '../../lib/present.ts';

export function createInvoiceVoiding(db: Db) {
  const repo = createInvoicesRepository(db);

  return {
    /**
     * PurchaseCancelled (lib/deal-hooks.ts): in the cancellation's transaction, every open invoice of
     * the purchase is voided through the invoice machine's 'cancel' (refused while a payment waits for
     * confirmation); confirmed payments stay on the currency account as credit.
     */
    async cancelPurchaseInvoices(tx: Tx, purchaseId: number, actor: Actor): Promise<{ voided: string[] }> {
      const txRepo = createInvoicesRepository(tx);
      const voided: string[] = [];
      for (const id of await txRepo.lockOfPurchase(purchaseId)) {
        // Read after the lock, in a new statement: it sees what a step we waited for committed.
        const row = present(await txRepo.find(id), `the invoice ${id}, locked above`);
        if (!isOpenInvoice(row.status)) continue;
        const to = decideStep(INVOICE_MACHINE, row.status, 'cancel', 'system', factsOf(row));
        await txRepo.setStatus(id, to);
        await recordActivity(tx, actor, {
          entityType: 'invoice',
          entityId: id,
          action: 'voided',
          summary: `${row.number} voided with its cancelled purchase ${purchaseId}: ${moneyText(row.currency, row.total)}${
            new Money(row.paid).gt(0) ? `, ${moneyText(row.currency, row.paid)} paid becomes credit` : ''
          }`,
          before: { status: row.status, total: row.total, paid: row.paid },
          after: { status: to, total: row.total, paid: row.paid },
        });
        voided.push(row.number);
      }
      return { voided };
    },

    /**
     * Staff void an invoice nobody has paid. Locks the invoice, then reads its payments (pending and
     * confirmed) in the same transaction: a confirmation of a payment on it locks the invoice first
     * too (payments.service), so the two queue on this row and never end "void and paid". Only the
     * invoice row is locked here, so void cannot wait on a payment while a confirmation waits on it.
     */
    async voidInvoice(id: number, actor: Actor) {
      const known = await repo.find(id);
      if (!known) throw notFound(/*i18n*/ 'This invoice does not exist.');
      const entity = {
        entityType: 'invoice' as const,
        entityId: id,
        summary: `${known.number} (${moneyText(known.currency, known.total)})`,
      };
      await loggingRefusals(db, actor, entity, () =>
        db.transaction(async (tx) => {
          const txRepo = createInvoicesRepository(tx);
          if ((await txRepo.lockState(id)) === null) throw notFound(/*i18n*/ 'This invoice does not exist.');
          const row = present(await txRepo.find(id), `the invoice ${id}, locked above`);
          const to = decideStep(INVOICE_MACHINE, row.status, 'void', 'staff', factsOf(row));
          await txRepo.setStatus(id, to);
          await recordActivity(tx, actor, {
            entityType: 'invoice',
            entityId: id,
            action: 'voided',
            summary: `${row.number} voided: ${moneyText(row.currency, row.total)} no longer owed by ${row.companyName}`,
            before: { status: row.status, total: row.total, currency: row.currency },
            after: { status: to, total: row.total, currency: row.currency },
          });
        }),
      );
    },
  };
}
