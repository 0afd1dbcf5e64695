// Issuing invoices: the proforma in the acceptance's transaction or by staff, the final invoice
// (NZ: after departure, dated by spec §1 from the carrier's ETA), and the NZ final invoice's dates
// following a moved ETA. Each invoice takes the next number of its year and tells the dealer.
import {
  collectionDateList,
  DEFAULT_DEPOSIT_DAYS,
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_PAYMENT_TERMS_DAYS,
  dueDateAfter,
  fill,
  finalInvoiceRefusal,
  finalLines,
  formatAmount,
  formatCalendarDate,
  formatInvoiceNumber,
  invoiceBalance,
  invoiceBreakdown,
  invoiceYear,
  mayInvoice,
  Money,
  PURCHASE_MESSAGES,
  nzCollectionSchedule,
  NZ_COUNTRY_ID,
  OPEN_INVOICE_STATE,
  proformaLines,
  type CollectionDateName,
  type InvoiceBreakdown,
  type InvoiceKind,
  vehicleTitle,
} from '@ibc/domain';
import type { Db, Tx } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { sentences, type Notify } from '../../lib/notifications.ts';
import { moneyText } from './invoice-views.ts';
import { createInvoicesRepository, type InvoicePurchase } from './invoices.repository.ts';
import { present } from '../../lib/present.ts';

/** Each New Zealand collection date in words, one message per date (the spec's name kept in quotes). */
const COLLECTION_DATE: Readonly<Record<CollectionDateName, string>> = {
  latest: /*i18n*/ '{date}: {days} working days after the safe ETA ("latest" collection date)',
  medium: /*i18n*/ '{date}: {days} working days after the safe ETA ("medium" collection date)',
  earliest: /*i18n*/ '{date}: {days} working days after the safe ETA ("earliest" collection date)',
};

/**
 * The dealer's notification of moved collection dates: in calendar order, each in words (the PDF's
 * and the deal page's presenter, collectionDateList), one message per date inside the sentence.
 */
function collectionDatesText(schedule: Parameters<typeof collectionDateList>[0]): string {
  const [first = '', second = '', third = ''] = collectionDateList(schedule).map((item) =>
    fill(COLLECTION_DATE[item.name], { date: item.dateText, days: item.workingDays }),
  );
  return fill(/*i18n*/ 'Collection dates (New Zealand): {first}; {second}; {third}.', {
    first,
    second,
    third,
  });
}

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

export function createInvoiceIssuing(deps: InvoicesServiceDeps) {
  const { db, notify } = deps;
  const depositDays = deps.depositDays ?? DEFAULT_DEPOSIT_DAYS;
  const depositPercent = deps.depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
  const termsDays = deps.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS;
  const wakeMail = deps.wakeMail ?? (() => {});

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
        title: fill(
          kind === 'proforma'
            ? /*i18n*/ 'Proforma invoice {number} for {vehicle}: {amount}'
            : /*i18n*/ 'Invoice {number} for {vehicle}: {amount}',
          {
            number,
            vehicle: vehicleTitle(purchase),
            amount: `${breakdown.currency} ${formatAmount(breakdown.total)}`,
          },
        ),
        // A New Zealand final invoice is due on its latest collection date, New Zealand's (spec §1).
        body: sentences(
          fill(
            dates.latest ? /*i18n*/ 'Due {date} (New Zealand date).' : /*i18n*/ 'Due {date} (Japan time).',
            {
              date: formatCalendarDate(dates.dueDate),
            },
          ),
          fill(/*i18n*/ 'Please quote {number} as the payment reference.', { number }),
        ),
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

  /** The purchase as invoices need it, locked for the transaction (404 when there is none). */
  async function lockedPurchase(tx: Tx, purchaseId: number) {
    const purchase = await createInvoicesRepository(tx).purchaseForInvoice(purchaseId);
    if (!purchase) throw notFound(/*i18n*/ 'This purchase does not exist.');
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

  return {
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
          throw conflict(/*i18n*/ 'This purchase already has an invoice: void it first to issue a new one.');
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
          throw conflict(
            /*i18n*/ 'This purchase already has a final invoice: void it first to issue a new one.',
          );
        }
        const refusal = finalInvoiceRefusal({
          countryId: purchase.countryId,
          stage: purchase.stage,
          eta: purchase.eta,
        });
        if (refusal === 'not-departed') {
          throw conflict(
            /*i18n*/ 'A New Zealand final invoice is issued after the vessel departs: record the Loaded / departed stage of the purchase first (a past ETD is not enough).',
          );
        }
        if (refusal === 'no-eta') {
          throw conflict(
            /*i18n*/ 'The purchase has no ETA at its destination port: its collection dates cannot be set yet.',
          );
        }
        const proforma = existing.find((row) => row.kind === 'proforma') ?? null;
        const breakdown = finalLines(breakdownOf(purchase), proforma);
        let dates: Parameters<typeof issue>[4];
        if (purchase.countryId === NZ_COUNTRY_ID) {
          // finalInvoiceRefusal answered 'no-eta' above when there is none.
          const schedule = nzCollectionSchedule(present(purchase.eta, "the purchase's ETA"));
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
            title: fill(/*i18n*/ "Invoice {number}: new due date {date} (the vessel's ETA moved)", {
              number: row.number,
              date: formatCalendarDate(schedule.dueDate),
            }),
            body: collectionDatesText(schedule),
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
  };
}
