// Invoices: the proforma on acceptance, the final invoice (NZ: after departure, dated by
// spec §1 from the carrier's ETA), member and staff lists with what confirmed payments paid, the PDF,
// and the daily reminder and overdue jobs. Rules live in @ibc/domain invoices.ts.
import {
  businessDate,
  calendarDate,
  currencyBalance,
  DEFAULT_DEPOSIT_DAYS,
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_PAYMENT_TERMS_DAYS,
  dueDateAfter,
  finalInvoiceRefusal,
  finalLines,
  formatAmount,
  formatCalendarDate,
  formatInvoiceNumber,
  invoiceBalance,
  invoiceBreakdown,
  invoiceStatus,
  invoiceYear,
  INVOICE_MACHINE,
  isOpenInvoice,
  isOverdueStatus,
  mayInvoice,
  Money,
  PURCHASE_MESSAGES,
  nzCollectionSchedule,
  NZ_COLLECTION_TIME_ZONE,
  NZ_COUNTRY_ID,
  OPEN_INVOICE_STATE,
  proformaLines,
  reminderDates,
  reminderToday,
  type AdminInvoice,
  type CurrencyBalanceView,
  type InvoiceBreakdown,
  type InvoiceKind,
  type InvoiceFacts,
  type InvoiceSummary,
  type MachineRole,
  vehicleTitle,
} from '@ibc/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { decideStep, loggingRefusals } from '../../lib/state-change.ts';
import type { Notify } from '../../lib/notifications.ts';
import { dailyAtUtc, type ScheduledJob } from '../../lib/scheduled-jobs.ts';
import type { Member } from '../../lib/auth-context.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  createInvoicesRepository,
  type InvoiceFilter,
  type InvoicePurchase,
  type InvoiceRow,
} from './invoices.repository.ts';

export interface InvoicesServiceDeps {
  db: Db;
  /** lib/notifications.ts: the bell's rows and the dealer's e-mail, in the caller's transaction. */
  notify: Notify;
  /** Days the proforma's deposit is due in (default 7). */
  depositDays?: number;
  /** Share of the deal the proforma asks for (default 20%). */
  depositPercent?: number;
  /** Other markets' final invoice: due in this many days (default 30). */
  paymentTermsDays?: number;
  wakeMail?: () => void;
}

/** The §1 collection dates of an NZ final invoice (null for any other invoice). */
function collectionOf(row: InvoiceRow) {
  const { safeEta, collectionEarliest, collectionMedium, collectionLatest } = row;
  return safeEta && collectionEarliest && collectionMedium && collectionLatest
    ? {
        safeEta: safeEta.toISOString(),
        // §1 counts the collection dates on New Zealand's calendar: the safe ETA is read there too.
        safeEtaDate: calendarDate(safeEta, NZ_COLLECTION_TIME_ZONE),
        earliest: collectionEarliest,
        medium: collectionMedium,
        latest: collectionLatest,
      }
    : null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The invoice machine's facts, from a row read with its payment counts (repository `list`/`find`). */
function factsOf(row: InvoiceRow): InvoiceFacts {
  return {
    pendingPayments: row.pendingPayments,
    confirmedPayments: row.confirmedPayments,
    balanceDue: new Money(invoiceBalance(row.total, row.paid)).gt(0),
  };
}

const moneyText = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;

export function createInvoicesService(deps: InvoicesServiceDeps) {
  const { db, notify } = deps;
  const repo = createInvoicesRepository(db);
  const depositDays = deps.depositDays ?? DEFAULT_DEPOSIT_DAYS;
  const depositPercent = deps.depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
  const termsDays = deps.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS;
  const wakeMail = deps.wakeMail ?? (() => {});

  function view(
    row: InvoiceRow,
    lines: { kind: string; description: string; amount: string }[],
    today: string,
    role: MachineRole,
  ) {
    const voided = !isOpenInvoice(row.status);
    const summary: InvoiceSummary = {
      id: row.id,
      number: row.number,
      kind: row.kind,
      purchaseId: row.purchaseId,
      vehicleName: vehicleTitle(row),
      chassis: row.chassis,
      currency: row.currency,
      jpyPerUnit: row.jpyPerUnit,
      total: new Money(row.total).toFixed(2),
      paid: new Money(row.paid).toFixed(2),
      balance: voided ? '0.00' : invoiceBalance(row.total, row.paid),
      dueDate: row.dueDate,
      collectionDates: collectionOf(row),
      status: invoiceStatus({ total: row.total, paid: row.paid, dueDate: row.dueDate, today }),
      voided,
      issuedAt: row.issuedAt.toISOString(),
      issuedOn: businessDate(row.issuedAt),
      pdfUrl: `/api/invoices/${row.id}/pdf`,
      lines,
      allowedActions: INVOICE_MACHINE.allowedActions(row.status, role, factsOf(row)),
    };
    return summary;
  }

  /** The invoices as `role` sees them: the dealer may pay, staff may void (allowedActions). */
  async function views(rows: InvoiceRow[], now: Date, role: MachineRole, on: DbOrTx = db) {
    const lines = await createInvoicesRepository(on).lines(rows.map((row) => row.id));
    const today = reminderToday(now);
    return rows.map((row) =>
      view(
        row,
        lines
          .filter((line) => line.invoiceId === row.id)
          .map(({ kind, description, amount }) => ({ kind, description, amount })),
        today,
        role,
      ),
    );
  }

  async function balances(companyId: number): Promise<CurrencyBalanceView[]> {
    const { invoiced, paid } = await repo.currencyTotals(companyId);
    const currencies = [...new Set([...invoiced, ...paid].map((row) => row.currency))].sort();
    return currencies.map((currency) =>
      currencyBalance(
        currency,
        invoiced.find((row) => row.currency === currency)?.total ?? '0',
        paid.find((row) => row.currency === currency)?.total ?? '0',
      ),
    );
  }

  /** Writes one invoice with the next number of its year, in the caller's transaction. */
  async function issue(
    tx: Tx,
    purchase: InvoicePurchase,
    kind: InvoiceKind,
    breakdown: InvoiceBreakdown,
    dates: {
      dueDate: string;
      safeEta?: Date | null;
      earliest?: string | null;
      medium?: string | null;
      latest?: string | null;
    },
    actor: Actor,
    now: Date,
  ) {
    const txRepo = createInvoicesRepository(tx);
    const year = invoiceYear(now);
    const sequence = await txRepo.nextSequence(year);
    const number = formatInvoiceNumber(year, sequence);
    const id = await txRepo.insert(
      {
        number,
        year,
        sequence,
        kind,
        purchaseId: purchase.id,
        companyId: purchase.companyId,
        currency: breakdown.currency,
        jpyPerUnit: breakdown.jpyPerUnit,
        total: breakdown.total,
        dueDate: dates.dueDate,
        safeEta: dates.safeEta ?? null,
        collectionEarliest: dates.earliest ?? null,
        collectionMedium: dates.medium ?? null,
        collectionLatest: dates.latest ?? null,
        issuedBy: actor.userId,
        issuedAt: now,
      },
      breakdown.lines,
    );
    const label = kind === 'proforma' ? 'Proforma invoice' : 'Invoice';
    await notify(
      tx,
      { companyId: purchase.companyId },
      {
        kind: 'invoice-issued',
        title: `${label} ${number} for ${vehicleTitle(purchase)}: ${breakdown.currency} ${formatAmount(breakdown.total)}`,
        // A New Zealand final invoice is due on its latest collection date, New Zealand's (spec §1).
        body: `Due ${formatCalendarDate(dates.dueDate)} (${dates.latest ? 'New Zealand date' : 'Japan time'}). Please quote ${number} as the payment reference.`,
        link: `/my-account/purchases/${purchase.id}`,
      },
    );
    await recordActivity(tx, actor, {
      entityType: 'invoice',
      entityId: id,
      action: 'issued',
      summary: `${label} ${number} on purchase ${purchase.id}: ${moneyText(breakdown.currency, breakdown.total)}, due ${formatCalendarDate(dates.dueDate)}`,
      before: null,
      after: {
        status: OPEN_INVOICE_STATE,
        total: breakdown.total,
        currency: breakdown.currency,
        dueDate: dates.dueDate,
      },
    });
    return { id, number };
  }

  function breakdownOf(purchase: { currency: string; agreedAmount: string; priceSnapshot: unknown }) {
    return invoiceBreakdown({
      currency: purchase.currency,
      agreedAmount: purchase.agreedAmount,
      snapshot: purchase.priceSnapshot ?? {},
    });
  }

  async function ownInvoice(member: Member, id: number) {
    const row = await repo.find(id);
    if (!row || member.companyId === null || row.companyId !== member.companyId) {
      throw notFound('This invoice does not exist.');
    }
    return row;
  }

  async function pdfOf(row: InvoiceRow) {
    const lines = await repo.lines([row.id]);
    const bytes = await renderInvoicePdf({
      number: row.number,
      kind: row.kind,
      issuedOn: businessDate(row.issuedAt),
      dueDate: row.dueDate,
      currency: row.currency,
      jpyPerUnit: row.jpyPerUnit,
      total: row.total,
      billTo: { company: row.companyName, country: row.countryName },
      vehicle: { name: vehicleTitle(row), chassis: row.chassis },
      collection: collectionOf(row),
      lines,
      voided: !isOpenInvoice(row.status),
    });
    return { bytes, contentType: 'application/pdf', fileName: `${row.number}.pdf` };
  }

  /** Open invoices with something left to pay (jobs). */
  async function unpaidOpen(on: DbOrTx, filter: InvoiceFilter) {
    const rows = await createInvoicesRepository(on).list({ ...filter, open: true }, 100_000);
    return rows.filter((row) => new Money(invoiceBalance(row.total, row.paid)).gt(0));
  }

  /** The purchase as invoices need it, locked for the transaction (404 when there is none). */
  async function lockedPurchase(tx: Tx, purchaseId: number) {
    const purchase = await createInvoicesRepository(tx).purchaseForInvoice(purchaseId);
    if (!purchase) throw notFound('This purchase does not exist.');
    // The purchase machine says whether it is invoiced: a cancelled purchase never is.
    if (!mayInvoice(purchase.stage)) throw conflict(PURCHASE_MESSAGES.notInvoiced);
    return purchase;
  }

  /** The proforma: the deal's lines less what the final invoice asks for, due in the deposit days. */
  function issueProformaOf(tx: Tx, purchase: InvoicePurchase, actor: Actor, now: Date) {
    return issue(
      tx,
      purchase,
      'proforma',
      proformaLines(breakdownOf(purchase), depositPercent),
      { dueDate: dueDateAfter(now, depositDays) },
      actor,
      now,
    );
  }

  const remindersJob: ScheduledJob = {
    name: 'invoice-reminders',
    next: dailyAtUtc(20), // 08:00/09:00 in New Zealand
    async run(jobDb, now) {
      const today = reminderToday(now);
      // Due dates within the next fortnight: a reminder 2 working days ahead is always inside it.
      const horizon = isoDay(new Date(now.getTime() + 14 * 86_400_000));
      const due = await unpaidOpen(jobDb, { dueFrom: today, dueTo: horizon });
      for (const row of due) {
        const { before, on } = reminderDates(row.dueDate);
        if (today !== before && today !== on) continue;
        const balance = `${row.currency} ${formatAmount(invoiceBalance(row.total, row.paid))}`;
        const title =
          today === on
            ? `Invoice ${row.number} is due today (${formatCalendarDate(on)}): ${balance}`
            : `Invoice ${row.number} is due on ${formatCalendarDate(on)}: ${balance}`;
        await jobDb.transaction(async (tx) => {
          if (await createInvoicesRepository(tx).notified('invoice-due-soon', title)) return;
          await notify(
            tx,
            { companyId: row.companyId },
            {
              kind: 'invoice-due-soon',
              title,
              body: `Please pay by T/T quoting ${row.number} as the reference, then record the payment with its proof.`,
              link: `/my-account/payment-collections`,
            },
          );
        });
      }
      wakeMail();
    },
  };

  const overdueJob: ScheduledJob = {
    name: 'invoices-overdue',
    next: dailyAtUtc(0), // 09:00 in Japan
    async run(jobDb, now) {
      const today = reminderToday(now);
      const overdue = await unpaidOpen(jobDb, { dueBefore: today });
      if (overdue.length === 0) return;
      const title = `Overdue invoices on ${formatCalendarDate(today)}: ${overdue.length}`;
      await jobDb.transaction(async (tx) => {
        if (await createInvoicesRepository(tx).notified('invoices-overdue', title)) return;
        await notify(
          tx,
          { staff: true },
          {
            kind: 'invoices-overdue',
            title,
            body: overdue
              .map(
                (row) =>
                  `${row.number} ${row.companyName} ${row.currency} ${formatAmount(invoiceBalance(row.total, row.paid))} due ${formatCalendarDate(row.dueDate)}`,
              )
              .join('\n'),
            link: '/admin/payments',
          },
        );
      });
      wakeMail();
    },
  };

  return {
    remindersJob,
    overdueJob,

    /** IssueProforma (lib/deal-hooks.ts): in the acceptance's transaction, the deposit due in 7 days. */
    async issueProforma(tx: Tx, purchaseId: number, actor: Actor, now = new Date()) {
      return issueProformaOf(tx, await lockedPurchase(tx, purchaseId), actor, now);
    },

    /**
     * Staff: the proforma of a purchase that has none open (the journey's "staff issues the
     * proforma"), e.g. a purchase made before invoicing was switched on, or after voiding one.
     */
    async issueProformaByStaff(purchaseId: number, actor: Actor, now = new Date()) {
      const result = await db.transaction(async (tx) => {
        const purchase = await lockedPurchase(tx, purchaseId);
        if ((await createInvoicesRepository(tx).list({ purchaseId, open: true })).length > 0)
          throw conflict('This purchase already has an invoice: void it first to issue a new one.');
        return issueProformaOf(tx, purchase, actor, now);
      });
      wakeMail();
      return result;
    },

    /** Staff: the final invoice (NZ: after departure, §1 dates from the ETA; others: + terms days). */
    async issueFinal(purchaseId: number, actor: Actor, now = new Date()) {
      const result = await db.transaction(async (tx) => {
        const txRepo = createInvoicesRepository(tx);
        const purchase = await lockedPurchase(tx, purchaseId);
        const existing = await txRepo.list({ purchaseId, open: true });
        if (existing.some((row) => row.kind === 'final')) {
          throw conflict('This purchase already has a final invoice: void it first to issue a new one.');
        }
        const refusal = finalInvoiceRefusal({
          countryId: purchase.countryId,
          stage: purchase.stage,
          eta: purchase.eta,
        });
        if (refusal === 'not-departed') {
          throw conflict(
            'A New Zealand final invoice is issued after the vessel departs: record the Loaded / departed stage of the purchase first (a past ETD is not enough).',
          );
        }
        if (refusal === 'no-eta') {
          throw conflict(
            'The purchase has no ETA at its destination port: its collection dates cannot be set yet.',
          );
        }
        const proforma = existing.find((row) => row.kind === 'proforma') ?? null;
        const breakdown = finalLines(breakdownOf(purchase), proforma);
        let dates: Parameters<typeof issue>[4];
        if (purchase.countryId === NZ_COUNTRY_ID) {
          const schedule = nzCollectionSchedule(purchase.eta!);
          dates = {
            dueDate: schedule.dueDate,
            safeEta: new Date(schedule.safeEta),
            earliest: schedule.earliest,
            medium: schedule.medium,
            latest: schedule.latest,
          };
        } else {
          // "Other markets: due on acceptance + the configured terms" (the purchase is made
          // at the acceptance).
          dates = { dueDate: dueDateAfter(purchase.acceptedAt, termsDays) };
        }
        return issue(tx, purchase, 'final', breakdown, dates, actor, now);
      });
      wakeMail();
      return result;
    },

    /** PurchaseDatesMoved (lib/deal-hooks.ts): open unpaid NZ final invoices follow the new ETA. */
    async purchaseDatesMoved(tx: Tx, purchaseId: number, actor: Actor): Promise<void> {
      const txRepo = createInvoicesRepository(tx);
      const purchase = await txRepo.purchaseForInvoice(purchaseId);
      if (!purchase || purchase.countryId !== NZ_COUNTRY_ID || !purchase.eta) return;
      const schedule = nzCollectionSchedule(purchase.eta);
      const open = await txRepo.list({ purchaseId, open: true, kind: 'final' });
      for (const row of open) {
        if (new Money(invoiceBalance(row.total, row.paid)).isZero() || row.dueDate === schedule.dueDate)
          continue;
        await txRepo.updateDates(row.id, {
          dueDate: schedule.dueDate,
          safeEta: new Date(schedule.safeEta),
          collectionEarliest: schedule.earliest,
          collectionMedium: schedule.medium,
          collectionLatest: schedule.latest,
        });
        await notify(
          tx,
          { companyId: row.companyId },
          {
            kind: 'invoice-issued',
            title: `Invoice ${row.number}: new due date ${formatCalendarDate(schedule.dueDate)} (the vessel's ETA moved)`,
            body: `Collection dates: earliest ${formatCalendarDate(schedule.earliest)}, medium ${formatCalendarDate(schedule.medium)}, latest ${formatCalendarDate(schedule.latest)}.`,
            link: `/my-account/purchases/${purchaseId}`,
          },
        );
        await recordActivity(tx, actor, {
          entityType: 'invoice',
          entityId: row.id,
          action: 'updated',
          summary: `${row.number} due ${row.dueDate} -> ${schedule.dueDate} (ETA moved)`,
          before: { dueDate: row.dueDate },
          after: { dueDate: schedule.dueDate },
        });
      }
    },

    async listMine(member: Member, purchaseId: number | undefined, now = new Date()) {
      if (member.companyId === null) return { invoices: [], balances: [] };
      return {
        invoices: await views(await repo.list({ companyId: member.companyId, purchaseId }), now, 'dealer'),
        balances: await balances(member.companyId),
      };
    },

    async pdfForMember(member: Member, id: number) {
      return pdfOf(await ownInvoice(member, id));
    },

    async pdfForStaff(id: number) {
      const row = await repo.find(id);
      if (!row) throw notFound('This invoice does not exist.');
      return pdfOf(row);
    },

    async listAdmin(
      filter: { purchaseId?: number; overdue?: boolean },
      now = new Date(),
    ): Promise<AdminInvoice[]> {
      const today = reminderToday(now);
      const rows = await repo.list({
        purchaseId: filter.purchaseId,
        ...(filter.overdue ? { open: true, dueBefore: today } : {}),
      });
      const list = (await views(rows, now, 'staff')).map((invoice, index) => ({
        ...invoice,
        companyId: rows[index]!.companyId,
        companyName: rows[index]!.companyName,
      }));
      return filter.overdue ? list.filter((invoice) => isOverdueStatus(invoice.status)) : list;
    },

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
        const row = (await txRepo.find(id))!;
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
      if (!known) throw notFound('This invoice does not exist.');
      const entity = {
        entityType: 'invoice' as const,
        entityId: id,
        summary: `${known.number} (${moneyText(known.currency, known.total)})`,
      };
      await loggingRefusals(db, actor, entity, () =>
        db.transaction(async (tx) => {
          const txRepo = createInvoicesRepository(tx);
          if ((await txRepo.lockState(id)) === null) throw notFound('This invoice does not exist.');
          const row = (await txRepo.find(id))!;
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

export type InvoicesService = ReturnType<typeof createInvoicesService>;
