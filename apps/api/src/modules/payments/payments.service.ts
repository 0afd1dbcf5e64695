// Payments: the dealer records a T/T payment with the bank's proof against the company's
// invoices; staff confirm or reject it. Only confirmed payments count (the invoices module sums them),
// and a payment larger than its allocations leaves credit on the currency account.
//
// The proof is uploaded first, on its own: only by an approved company with an invoice to pay, and
// at most PROOF_UPLOADS_PER_DAY files (PROOF_UPLOAD_BYTES_PER_DAY in all) per company and Japan day,
// so a sign-up cannot fill the disk. A proof no payment names is removed after an hour
// (lib/file-store.ts, the file cleanup).
import { createHash } from 'node:crypto';
import {
  addCalendarDays,
  businessDate,
  fill,
  formatAmount,
  formatCalendarDate,
  INVOICE_MACHINE,
  invoiceBalance,
  isOpenInvoice,
  Money,
  PAYMENT_MACHINE,
  paymentDateError,
  sniffDocumentType,
  startOfBusinessDay,
  type AdminPayment,
  type AdminPaymentList,
  type AdminPaymentsPageQuery,
  type MachineRole,
  type Payment,
  type PaymentAction,
  type PaymentFacts,
  type PaymentProof,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { createFileStore } from '../../lib/file-store.ts';
import type { FileStorage } from '../../lib/object-store.ts';
import type { Notify } from '../../lib/notifications.ts';
import { decideStep, loggingRefusals } from '../../lib/state-change.ts';
import type { Member } from '../../lib/auth-context.ts';
import {
  createPaymentsRepository,
  ofCompany,
  withStatus,
  type AllocationRow,
  type PaymentRow,
} from './payments.repository.ts';
import { present } from '../../lib/present.ts';

export interface PaymentsServiceDeps {
  db: Db;
  /** lib/notifications.ts: the bell's rows and the dealer's e-mail, in the caller's transaction. */
  notify: Notify;
  wakeMail?: () => void;
  /** Where files' bytes are stored (lib/object-store.ts); the database when not given. */
  fileStorage?: FileStorage;
}

export interface RecordPaymentInput {
  currency: string;
  amount: string;
  paidOn: string;
  reference: string;
  proofId: string;
  allocations: { invoiceId: number; amount: string }[];
  /** The request's Idempotency-Key: a retry with it answers with the payment the first one recorded. */
  idempotencyKey?: string | null;
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

const moneyText = (row: { currency: string; amount: string }) =>
  `${row.currency} ${formatAmount(row.amount)}`;

/**
 * The payment machine's facts from its allocations and their invoices (read on the locked invoices
 * when confirming, in the list's one query otherwise): a void invoice among them, and an invoice it
 * would pay beyond what confirmed payments left on it.
 */
function paymentFacts(currency: string, allocations: AllocationRow[]): PaymentFacts {
  const onVoid = allocations.find((a) => !isOpenInvoice(a.invoiceStatus));
  const over = allocations.find((a) => new Money(a.amount).gt(invoiceBalance(a.invoiceTotal, a.invoicePaid)));
  return {
    voidInvoice: onVoid?.invoiceNumber ?? null,
    overpays: over
      ? {
          number: over.invoiceNumber,
          left: moneyText({ currency, amount: invoiceBalance(over.invoiceTotal, over.invoicePaid) }),
        }
      : null,
  };
}

/** What a payment pays, for the log: 'IBC-2026-000007 NZD 2,300.00, IBC-2026-000009 NZD 700.00'. */
const paysText = (currency: string, allocations: AllocationRow[]) =>
  allocations.map((a) => `${a.invoiceNumber} ${moneyText({ currency, amount: a.amount })}`).join(', ');

const PROOF_TYPE = /*i18n*/ 'The proof must be a PDF, JPEG or PNG file.';
const EMPTY_PROOF = /*i18n*/ 'The proof file is empty.';
const PROOF_IN_USE = /*i18n*/ 'This proof is already on a payment you recorded.';

/** Proof files a company may upload per Japan day: a day's payments, with room for a few retries. */
export const PROOF_UPLOADS_PER_DAY = 20;
/** Bytes of proof a company may upload per Japan day (five of the largest proofs, 10 MB each). */
export const PROOF_UPLOAD_BYTES_PER_DAY = 50 * 1024 * 1024;

export const PROOF_MESSAGES = {
  noInvoiceToPay:
    /*i18n*/ 'None of your invoices is waiting for payment, so there is no proof of payment to upload.',
  dailyLimit: `Your company can upload at most ${PROOF_UPLOADS_PER_DAY} proof files (${PROOF_UPLOAD_BYTES_PER_DAY / 1024 / 1024} MB in all) a day. Please try again tomorrow (Japan time).`,
} as const;

/** 429 with the seconds until the next day begins in Japan, when the count starts again. */
function dailyLimitReached(now: Date): AppError {
  const tomorrow = startOfBusinessDay(addCalendarDays(businessDate(now), 1));
  const seconds = Math.max(1, Math.ceil((tomorrow.getTime() - now.getTime()) / 1000));
  return new AppError(429, PROOF_MESSAGES.dailyLimit, {
    code: 'proof_upload_limit',
    headers: { 'retry-after': String(seconds) },
  });
}

const safeFileName = (name: string) =>
  name
    .replace(/[^\w.\- ]+/g, '_')
    .trim()
    .slice(0, 120) || 'proof';

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, notify } = deps;
  const repo = createPaymentsRepository(db);
  const files = createFileStore(db, deps.fileStorage);
  const wakeMail = deps.wakeMail ?? (() => {});

  /** The payments as `role` sees them: staff may confirm or reject a pending one (allowedActions). */
  async function views(rows: PaymentRow[], role: MachineRole): Promise<(Payment & { row: PaymentRow })[]> {
    const allocations = await repo.allocations(rows.map((row) => row.id));
    return rows.map((row) => {
      const own = allocations.filter((a) => a.paymentId === row.id);
      return {
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
        allocations: own.map((a) => ({
          invoiceId: a.invoiceId,
          invoiceNumber: a.invoiceNumber,
          amount: new Money(a.amount).toFixed(2),
        })),
        allowedActions: PAYMENT_MACHINE.allowedActions(row.status, role, paymentFacts(row.currency, own)),
      };
    });
  }

  const strip = ({ row: _row, ...payment }: Payment & { row: PaymentRow }): Payment => payment;

  /** The dealer's view of one payment of his. */
  async function dealerView(id: number): Promise<Payment> {
    const [payment] = await views([present(await repo.find(id), `the payment ${id}`)], 'dealer');
    return strip(present(payment, `the view of payment ${id}`));
  }

  /**
   * The payment recorded earlier with this key, if any. The same key with another amount is a client
   * bug, not a retry: refused rather than guessed.
   */
  async function earlierWithKey(
    userId: number,
    key: string | null | undefined,
    input: { currency: string; amount: string },
  ): Promise<number | null> {
    if (!key) return null;
    const existing = await repo.findByIdempotencyKey(userId, key);
    if (!existing) return null;
    if (existing.currency !== input.currency || !new Money(existing.amount).eq(input.amount)) {
      throw conflict(/*i18n*/ 'This Idempotency-Key was already used for a different payment.');
    }
    return existing.id;
  }

  async function ownProofFile(companyId: number, proofId: string) {
    const match = /^(\d{1,10})\.([0-9a-f]{32})$/.exec(proofId);
    const file = match ? await files.get(Number(match[1])) : undefined;
    if (!file || !match || proofTag(companyId, file.sha256) !== match[2]) return null;
    return file;
  }

  async function proofOf(row: PaymentRow | null) {
    if (!row || row.proofFileId === null) throw notFound(/*i18n*/ 'This payment has no proof.');
    const file = present(await files.get(row.proofFileId), `the proof file ${row.proofFileId}`);
    return {
      bytes: file.bytes,
      contentType: file.contentType,
      fileName: safeFileName(row.proofFileName ?? 'proof'),
    };
  }

  /**
   * Staff confirm or reject a payment. Lock order (payments.repository): the invoices it is allocated
   * to first, then the payment, the order a void takes its invoice in; a void and a confirmation on
   * the same invoice queue on the invoice row (whichever is second sees what the first did: a pending
   * payment stops the void, a void invoice stops the confirmation), and two confirmations of one
   * payment queue on it, the second refused as already reviewed.
   */
  async function review(
    id: number,
    actor: Actor,
    action: PaymentAction,
    reason: string | null,
    now: Date,
  ): Promise<AdminPayment> {
    const known = await repo.find(id);
    if (!known) throw notFound(/*i18n*/ 'This payment does not exist.');
    const entity = {
      entityType: 'payment' as const,
      entityId: id,
      summary: `${moneyText(known)} from ${known.companyName}`,
    };
    await loggingRefusals(db, actor, entity, () =>
      db.transaction(async (tx) => {
        const txRepo = createPaymentsRepository(tx);
        const allocations = await txRepo.lockAllocatedInvoices(id);
        const current = await txRepo.lockStatus(id);
        if (current === null) throw notFound(/*i18n*/ 'This payment does not exist.');
        const to = decideStep(
          PAYMENT_MACHINE,
          current,
          action,
          'staff',
          paymentFacts(known.currency, allocations),
        );
        await txRepo.review(id, {
          status: to,
          reviewedBy: actor.userId,
          reviewedAt: now,
          rejectReason: reason,
        });
        const row = present(await txRepo.find(id), `the payment ${id}, locked above`);
        const pays = paysText(row.currency, allocations);
        await notify(
          tx,
          { companyId: row.companyId },
          action === 'confirm'
            ? {
                kind: 'payment-confirmed',
                title: fill(/*i18n*/ 'Payment of {amount} confirmed', { amount: moneyText(row) }),
                body: row.reference
                  ? fill(/*i18n*/ 'Paid on {date}, reference {reference}, towards {invoices}.', {
                      date: formatCalendarDate(row.paidOn),
                      reference: row.reference,
                      invoices: pays,
                    })
                  : fill(/*i18n*/ 'Paid on {date}, towards {invoices}.', {
                      date: formatCalendarDate(row.paidOn),
                      invoices: pays,
                    }),
                link: '/my-account/payment-collections',
              }
            : {
                kind: 'payment-rejected',
                title: fill(/*i18n*/ 'Payment of {amount} could not be confirmed', {
                  amount: moneyText(row),
                }),
                body: reason ?? '',
                link: '/my-account/payment-collections',
              },
        );
        const snapshot = (status: string) => ({
          status,
          amount: new Money(row.amount).toFixed(2),
          currency: row.currency,
          invoices: pays,
        });
        await recordActivity(tx, actor, {
          entityType: 'payment',
          entityId: id,
          action: to,
          summary: `${moneyText(row)} from ${row.companyName} (${row.reference || 'no reference'}) ${to}: ${pays}${reason ? `; reason: ${reason}` : ''}`,
          before: snapshot(current),
          after: snapshot(to),
        });
      }),
    );
    wakeMail();
    return present(await adminView(id), `the payment ${id}`);
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
    const [payment] = await views([row], 'staff');
    return adminOf(present(payment, `the view of payment ${id}`));
  }

  return {
    /**
     * Whether the member may upload a proof at all: a company (staff have none: 404) with an invoice
     * to pay (403). The route asks before the body is read; approval is the route's guard.
     */
    async checkProofUploader(member: Member): Promise<void> {
      if (member.companyId === null) throw notFound();
      if (!(await repo.hasInvoiceToPay(member.companyId))) {
        throw new AppError(403, PROOF_MESSAGES.noInvoiceToPay, { code: 'no_invoice_to_pay' });
      }
    },

    /**
     * Stores the proof (PDF, JPEG or PNG) and returns an id only this company can use, counting it
     * against the company's day (429 past the daily cap). The count and the file commit together.
     */
    async uploadProof(
      member: Member,
      bytes: Buffer,
      contentType: string,
      fileName: string,
      now = new Date(),
    ): Promise<PaymentProof> {
      const companyId = member.companyId;
      if (companyId === null) throw notFound();
      if (bytes.length === 0) throw badRequest(EMPTY_PROOF, { proof: EMPTY_PROOF });
      // The bytes say what the file is; a request that claims another type is refused too.
      const sniffed = sniffDocumentType(bytes);
      const claimed =
        contentType === '' || contentType === 'application/octet-stream' ? sniffed : contentType;
      if (sniffed === null || claimed !== sniffed) throw badRequest(PROOF_TYPE, { proof: PROOF_TYPE });
      const ref = await db.transaction(async (tx) => {
        const limits = { files: PROOF_UPLOADS_PER_DAY, bytes: PROOF_UPLOAD_BYTES_PER_DAY };
        const counted = await createPaymentsRepository(tx).countProofUpload(
          companyId,
          businessDate(now),
          bytes.length,
          limits,
        );
        if (!counted) throw dailyLimitReached(now);
        return createFileStore(tx, deps.fileStorage).put({
          bytes,
          contentType: sniffed,
          use: 'payment-proof',
        });
      });
      return {
        proofId: `${ref.id}.${proofTag(companyId, ref.sha256)}`,
        fileName: safeFileName(fileName),
      };
    },

    /**
     * The dealer records a payment. Field errors (400, next to the field) for bad input. The chosen
     * invoices are locked (shared) inside the insert's transaction and each is checked with the
     * invoice machine's 'pay' on what the lock let us read, so a payment never lands on an invoice
     * voided at the same instant: whichever goes second sees the other (payments.repository).
     */
    async record(
      member: Member,
      input: RecordPaymentInput & { proofFileName?: string },
      now = new Date(),
    ): Promise<Payment> {
      const companyId = member.companyId;
      if (companyId === null) throw notFound();
      const key = input.idempotencyKey ?? null;
      // A retry of a payment already recorded answers as the first request did, writing nothing.
      const earlier = await earlierWithKey(member.userId, key, input);
      if (earlier !== null) return dealerView(earlier);
      const fieldErrors: Record<string, string> = {};
      const proof = await ownProofFile(companyId, input.proofId);
      if (!proof) fieldErrors.proofId = /*i18n*/ 'Upload the proof of payment again.';
      // The date on the dealer's bank proof, on his own calendar: refused only after the latest
      // date anywhere on Earth now (UTC+14), so a New Zealand dealer's today is never in the future;
      // nor more than a year before today in Japan. The request's contract checks the same rule.
      const dateError = paymentDateError(input.paidOn, now);
      if (dateError) fieldErrors.paidOn = dateError;
      const ids = input.allocations.map((a) => a.invoiceId);
      if (new Set(ids).size !== ids.length)
        fieldErrors.allocations = /*i18n*/ 'Each invoice can be chosen once.';
      const allocated = input.allocations.reduce((sum, a) => sum.add(a.amount), new Money(0));
      if (allocated.gt(input.amount)) {
        fieldErrors.allocations ??= fill(
          /*i18n*/ "The invoices' amounts add up to more than the {amount} paid.",
          {
            amount: `${input.currency} ${formatAmount(input.amount)}`,
          },
        );
      }
      const id = await db.transaction(async (tx) => {
        const txRepo = createPaymentsRepository(tx);
        // Marked used in this transaction: the file cleanup cannot remove the proof before the
        // payment naming it commits, and a proof it removed already is asked for again.
        if (proof && !(await createFileStore(tx, deps.fileStorage).touch(proof.id))) {
          fieldErrors.proofId = /*i18n*/ 'Upload the proof of payment again.';
        } else if (key !== null && (await txRepo.findByIdempotencyKey(member.userId, key))) {
          // A retry sent while the first was writing waited on the proof's row (touch) and now sees
          // the payment it recorded: that is the answer, not a proof used twice.
          return null;
        } else if (proof && (await txRepo.proofInUse(companyId, proof.id))) {
          // One bank transfer, one payment: a double click or a second tab must not credit it twice.
          fieldErrors.proofId = PROOF_IN_USE;
        }
        const found = await txRepo.lockInvoicesToPay(companyId, ids);
        const allocationsError = (): string | null => {
          if (ids.some((invoiceId) => !found.some((invoice) => invoice.id === invoiceId)))
            return /*i18n*/ 'Choose invoices of your own account.';
          if (found.some((invoice) => invoice.currency !== input.currency))
            return `Every invoice must be in ${input.currency}, the currency paid.`;
          for (const a of input.allocations) {
            const invoice = found.find((candidate) => candidate.id === a.invoiceId);
            if (!invoice) return /*i18n*/ 'Choose invoices of your own account.';
            const left = leftToPay(invoice);
            const pay = INVOICE_MACHINE.decide(invoice.status, 'pay', 'dealer', {
              pendingPayments: invoice.pendingPayments,
              confirmedPayments: invoice.confirmedPayments,
              balanceDue: new Money(left).gt(0),
            });
            if (!pay.allowed) return `${invoice.number}: ${pay.reason}`;
            if (new Money(a.amount).gt(left)) {
              return `${invoice.number} has ${moneyText({ currency: invoice.currency, amount: left })} left to pay: put the rest of the payment on another invoice, or leave it as credit.`;
            }
          }
          return null;
        };
        const error = allocationsError();
        if (error !== null) fieldErrors.allocations ??= error;
        // Every message at once, next to its field; nothing is written.
        if (!proof || Object.keys(fieldErrors).length > 0) {
          throw badRequest(/*i18n*/ 'Please correct the payment.', fieldErrors);
        }
        const paymentId = await txRepo.insert(
          {
            companyId,
            userId: member.userId,
            currency: input.currency,
            amount: new Money(input.amount).toFixed(2),
            paidOn: input.paidOn,
            reference: input.reference,
            proofFileId: proof.id,
            proofFileName: safeFileName(input.proofFileName ?? `proof${extension(proof.contentType)}`),
            idempotencyKey: key,
          },
          input.allocations.map((a) => ({ invoiceId: a.invoiceId, amount: new Money(a.amount).toFixed(2) })),
        );
        // Lost a race with the same key and another proof: the other request's payment is the answer.
        if (paymentId === null) return null;
        const paid = `${input.currency} ${formatAmount(input.amount)}`;
        const numbers = found.map((invoice) => invoice.number).join(', ');
        await notify(
          tx,
          { staff: true },
          {
            kind: 'payment-recorded',
            title:
              member.companyName === null
                ? fill(/*i18n*/ 'A dealer recorded a payment of {amount}', { amount: paid })
                : fill(/*i18n*/ '{company} recorded a payment of {amount}', {
                    company: member.companyName,
                    amount: paid,
                  }),
            body: input.reference
              ? fill(/*i18n*/ 'For {invoices}; reference {reference}.', {
                  invoices: numbers,
                  reference: input.reference,
                })
              : fill(/*i18n*/ 'For {invoices}.', { invoices: numbers }),
            link: '/admin/payments',
          },
        );
        return paymentId;
      });
      if (id === null) {
        const first = await earlierWithKey(member.userId, key, input);
        return dealerView(present(first, 'the payment recorded earlier with this idempotency key'));
      }
      wakeMail();
      return dealerView(id);
    },

    /** The company's payments (`purchaseId`: those allocated to an invoice of that purchase). */
    async listMine(member: Member, purchaseId?: number): Promise<Payment[]> {
      if (member.companyId === null) return [];
      return (await views(await repo.list(ofCompany(member.companyId, purchaseId)), 'dealer')).map(strip);
    },

    async proofForMember(member: Member, id: number) {
      const row = await repo.find(id);
      return proofOf(row && member.companyId !== null && row.companyId === member.companyId ? row : null);
    },

    async proofForStaff(id: number) {
      return proofOf(await repo.find(id));
    },

    /** GET /api/admin/payments: a page of them, pending first. */
    async pageAdmin({ status, page, pageSize }: AdminPaymentsPageQuery): Promise<AdminPaymentList> {
      const { rows, total } = await repo.page(withStatus(status), (page - 1) * pageSize, pageSize);
      return { items: (await views(rows, 'staff')).map(adminOf), total, page, pageSize };
    },

    confirm: (id: number, actor: Actor, now = new Date()) => review(id, actor, 'confirm', null, now),
    reject: (id: number, actor: Actor, reason: string, now = new Date()) =>
      review(id, actor, 'reject', reason, now),
  };
}

function extension(contentType: string): string {
  return contentType === 'application/pdf' ? '.pdf' : contentType === 'image/png' ? '.png' : '.jpg';
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
