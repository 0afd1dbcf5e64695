// Payments (issue 12): the dealer records a T/T payment with the bank's proof against the company's
// invoices; staff confirm or reject it. Only confirmed payments count (the invoices module sums them),
// and a payment larger than its allocations leaves credit on the currency account.
import { createHash } from 'node:crypto';
import {
  formatAmount,
  formatCalendarDate,
  invoiceBalance,
  Money,
  sniffDocumentType,
  type AdminPayment,
  type Payment,
  type PaymentProof,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createFileStore } from '../../lib/file-store.ts';
import type { Notify } from '../../lib/notifications.ts';
import type { Member } from '../../plugins/auth.ts';
import { createPaymentsRepository, ofCompany, withStatus, type PaymentRow } from './payments.repository.ts';

export interface PaymentsServiceDeps {
  db: Db;
  /** lib/notifications.ts: the bell's rows and the dealer's e-mail, in the caller's transaction. */
  notify: Notify;
  wakeMail?: () => void;
}

export interface RecordPaymentInput {
  currency: string;
  amount: string;
  paidOn: string;
  reference: string;
  proofId: string;
  allocations: { invoiceId: number; amount: string }[];
}

/**
 * A proof id names the stored file and binds it to the company that uploaded it: `<fileId>.<tag>`,
 * the tag a hash of the company and the file's SHA-256. Files are shared by content (dedup), so
 * another company cannot make the tag without having the same bytes, and so cannot attach (and then
 * download) someone else's proof.
 */
function proofTag(companyId: number, sha256: string): string {
  return createHash('sha256').update(`payment-proof:${companyId}:${sha256}`).digest('hex').slice(0, 32);
}

/** What is left to pay on an invoice after its confirmed payments (never below 0). */
const leftToPay = (invoice: { total: string; paid: string }) => invoiceBalance(invoice.total, invoice.paid);

const PROOF_TYPE = 'The proof must be a PDF, JPEG or PNG file.';
const EMPTY_PROOF = 'The proof file is empty.';

const safeFileName = (name: string) =>
  name
    .replace(/[^\w.\- ]+/g, '_')
    .trim()
    .slice(0, 120) || 'proof';

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, notify } = deps;
  const repo = createPaymentsRepository(db);
  const files = createFileStore(db);
  const wakeMail = deps.wakeMail ?? (() => {});

  async function views(rows: PaymentRow[]): Promise<(Payment & { row: PaymentRow })[]> {
    const allocations = await repo.allocations(rows.map((row) => row.id));
    return rows.map((row) => ({
      row,
      id: row.id,
      currency: row.currency,
      amount: new Money(row.amount).toFixed(2),
      paidOn: row.paidOn,
      reference: row.reference,
      status: row.status,
      rejectReason: row.rejectReason,
      proofUrl: row.proofFileId === null ? null : `/api/payments/${row.id}/proof`,
      proofFileName: row.proofFileName,
      createdAt: row.createdAt.toISOString(),
      allocations: allocations
        .filter((a) => a.paymentId === row.id)
        .map((a) => ({
          invoiceId: a.invoiceId,
          invoiceNumber: a.invoiceNumber,
          amount: new Money(a.amount).toFixed(2),
        })),
    }));
  }

  const strip = ({ row: _row, ...payment }: Payment & { row: PaymentRow }): Payment => payment;

  async function ownProofFile(companyId: number, proofId: string) {
    const match = /^(\d{1,10})\.([0-9a-f]{32})$/.exec(proofId);
    const file = match ? await files.get(Number(match[1])) : undefined;
    if (!file || !match || proofTag(companyId, file.sha256) !== match[2]) return null;
    return file;
  }

  async function proofOf(row: PaymentRow | null) {
    if (!row || row.proofFileId === null) throw notFound('This payment has no proof.');
    const file = (await files.get(row.proofFileId))!;
    return {
      bytes: file.bytes,
      contentType: file.contentType,
      fileName: safeFileName(row.proofFileName ?? 'proof'),
    };
  }

  function moneyText(row: { currency: string; amount: string }) {
    return `${row.currency} ${formatAmount(row.amount)}`;
  }

  async function review(
    id: number,
    actor: Actor,
    status: 'confirmed' | 'rejected',
    reason: string | null,
    now: Date,
  ): Promise<AdminPayment> {
    await db.transaction(async (tx) => {
      const txRepo = createPaymentsRepository(tx);
      const current = await txRepo.lockStatus(id);
      if (current === null) throw notFound('This payment does not exist.');
      if (current !== 'pending') throw conflict(`This payment was already ${current}.`);
      if (status === 'confirmed') {
        // Another payment on the same invoice may have been confirmed since this one was recorded.
        const over = (await txRepo.lockAllocatedInvoices(id)).find((invoice) =>
          new Money(invoice.allocated).gt(leftToPay(invoice)),
        );
        if (over) {
          throw conflict(
            `Confirming this payment would pay ${over.number} more than the ${moneyText({ currency: over.currency, amount: leftToPay(over) })} left on it. Reject it and ask the dealer to record it again.`,
          );
        }
      }
      await txRepo.review(id, { status, reviewedBy: actor.userId, reviewedAt: now, rejectReason: reason });
      const row = (await txRepo.find(id))!;
      await notify(
        tx,
        { companyId: row.companyId },
        status === 'confirmed'
          ? {
              kind: 'payment-confirmed',
              title: `Payment of ${moneyText(row)} confirmed`,
              body: `Paid on ${formatCalendarDate(row.paidOn)}${row.reference ? `, reference ${row.reference}` : ''}.`,
              link: '/my-account/payment-collections',
            }
          : {
              kind: 'payment-rejected',
              title: `Payment of ${moneyText(row)} could not be confirmed`,
              body: reason ?? '',
              link: '/my-account/payment-collections',
            },
      );
      await recordActivity(tx, actor, {
        entityType: 'payment',
        entityId: id,
        action: status,
        summary: `${moneyText(row)} from ${row.companyName} (${row.reference || 'no reference'})${reason ? `: ${reason}` : ''}`,
      });
    });
    wakeMail();
    return (await adminView(id))!;
  }

  function adminOf(payment: Payment & { row: PaymentRow }): AdminPayment {
    const { row } = payment;
    return {
      ...strip(payment),
      proofUrl: row.proofFileId === null ? null : `/api/admin/payments/${row.id}/proof`,
      companyId: row.companyId,
      companyName: row.companyName,
      recordedBy: row.recordedBy,
    };
  }

  async function adminView(id: number): Promise<AdminPayment | null> {
    const row = await repo.find(id);
    if (!row) return null;
    const [payment] = await views([row]);
    return adminOf(payment!);
  }

  return {
    /** Stores the proof (PDF, JPEG or PNG) and returns an id only this company can use. */
    async uploadProof(
      member: Member,
      bytes: Buffer,
      contentType: string,
      fileName: string,
    ): Promise<PaymentProof> {
      if (member.companyId === null) throw notFound();
      if (bytes.length === 0) throw badRequest(EMPTY_PROOF, { proof: EMPTY_PROOF });
      // The bytes say what the file is; a request that claims another type is refused too.
      const sniffed = sniffDocumentType(bytes);
      const claimed =
        contentType === '' || contentType === 'application/octet-stream' ? sniffed : contentType;
      if (sniffed === null || claimed !== sniffed) throw badRequest(PROOF_TYPE, { proof: PROOF_TYPE });
      const ref = await files.put({ bytes, contentType: sniffed });
      return {
        proofId: `${ref.id}.${proofTag(member.companyId, ref.sha256)}`,
        fileName: safeFileName(fileName),
      };
    },

    async record(
      member: Member,
      input: RecordPaymentInput & { proofFileName?: string },
      now = new Date(),
    ): Promise<Payment> {
      const companyId = member.companyId;
      if (companyId === null) throw notFound();
      const fieldErrors: Record<string, string> = {};
      const proof = await ownProofFile(companyId, input.proofId);
      if (!proof) fieldErrors.proofId = 'Upload the proof of payment again.';
      if (input.paidOn > now.toISOString().slice(0, 10) || Number.isNaN(Date.parse(input.paidOn))) {
        fieldErrors.paidOn = 'The date paid cannot be in the future.';
      }
      const ids = input.allocations.map((a) => a.invoiceId);
      if (new Set(ids).size !== ids.length) fieldErrors.allocations = 'Each invoice can be chosen once.';
      const found = await repo.invoicesOf(companyId, ids);
      const missing = ids.filter((id) => !found.some((invoice) => invoice.id === id));
      if (missing.length > 0) {
        fieldErrors.allocations = 'Choose invoices of your own account.';
      } else if (found.some((invoice) => invoice.status !== 'open')) {
        fieldErrors.allocations = 'A void invoice cannot be paid.';
      } else if (found.some((invoice) => invoice.currency !== input.currency)) {
        fieldErrors.allocations = `Every invoice must be in ${input.currency}, the currency paid.`;
      }
      const overpaid = input.allocations
        .map((a) => ({ a, invoice: found.find((invoice) => invoice.id === a.invoiceId) }))
        .find(({ a, invoice }) => invoice && new Money(a.amount).gt(leftToPay(invoice)));
      if (overpaid?.invoice) {
        fieldErrors.allocations ??= `${overpaid.invoice.number} has ${moneyText({ currency: overpaid.invoice.currency, amount: leftToPay(overpaid.invoice) })} left to pay: put the rest of the payment on another invoice, or leave it as credit.`;
      }
      const allocated = input.allocations.reduce((sum, a) => sum.add(a.amount), new Money(0));
      if (allocated.gt(input.amount)) {
        fieldErrors.allocations ??= `The invoices' amounts add up to more than the ${input.currency} ${formatAmount(input.amount)} paid.`;
      }
      if (Object.keys(fieldErrors).length > 0) {
        throw badRequest('Please correct the payment.', fieldErrors);
      }
      const id = await db.transaction(async (tx) => {
        const paymentId = await createPaymentsRepository(tx).insert(
          {
            companyId,
            userId: member.userId,
            currency: input.currency,
            amount: new Money(input.amount).toFixed(2),
            paidOn: input.paidOn,
            reference: input.reference,
            proofFileId: proof!.id,
            proofFileName: safeFileName(input.proofFileName ?? `proof${extension(proof!.contentType)}`),
          },
          input.allocations.map((a) => ({ invoiceId: a.invoiceId, amount: new Money(a.amount).toFixed(2) })),
        );
        await notify(
          tx,
          { staff: true },
          {
            kind: 'payment-recorded',
            title: `${member.companyName ?? 'A dealer'} recorded a payment of ${input.currency} ${formatAmount(input.amount)}`,
            body: `For ${found.map((invoice) => invoice.number).join(', ')}${input.reference ? `; reference ${input.reference}` : ''}.`,
            link: '/admin/payments',
          },
        );
        return paymentId;
      });
      wakeMail();
      const [payment] = await views([(await repo.find(id))!]);
      return strip(payment!);
    },

    /** The company's payments (`purchaseId`: those allocated to an invoice of that purchase). */
    async listMine(member: Member, purchaseId?: number): Promise<Payment[]> {
      if (member.companyId === null) return [];
      return (await views(await repo.list(ofCompany(member.companyId, purchaseId)))).map(strip);
    },

    async proofForMember(member: Member, id: number) {
      const row = await repo.find(id);
      return proofOf(row && member.companyId !== null && row.companyId === member.companyId ? row : null);
    },

    async proofForStaff(id: number) {
      return proofOf(await repo.find(id));
    },

    async listAdmin(status: 'pending' | 'confirmed' | 'rejected' | undefined): Promise<AdminPayment[]> {
      const rows = await repo.list(withStatus(status));
      return (await views(rows)).map(adminOf);
    },

    confirm: (id: number, actor: Actor, now = new Date()) => review(id, actor, 'confirmed', null, now),
    reject: (id: number, actor: Actor, reason: string, now = new Date()) =>
      review(id, actor, 'rejected', reason, now),
  };
}

function extension(contentType: string): string {
  return contentType === 'application/pdf' ? '.pdf' : contentType === 'image/png' ? '.png' : '.jpg';
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
