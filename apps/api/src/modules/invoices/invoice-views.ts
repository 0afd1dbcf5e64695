// Invoices as dealers and staff read them: the list with what confirmed payments paid and what
// each invoice allows its reader, the currency balances, and the PDF.
import {
  businessDate,
  calendarDate,
  currencyBalance,
  depositTerms,
  formatAmount,
  invoiceBalance,
  invoiceStatus,
  INVOICE_MACHINE,
  isOpenInvoice,
  Money,
  NZ_COLLECTION_TIME_ZONE,
  reminderToday,
  type AdminInvoice,
  type AdminInvoicePage,
  type AdminInvoicesPageQuery,
  type CurrencyBalanceView,
  type InvoiceFacts,
  type InvoiceSummary,
  type MachineRole,
  vehicleTitle,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Member } from '../../lib/auth-context.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { translator } from '../../lib/i18n.ts';
import { createInvoicesRepository, type InvoiceRow } from './invoices.repository.ts';
import { present } from '../../lib/present.ts';

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

/** The invoice machine's facts, from a row read with its payment counts (repository `list`/`find`). */
export function factsOf(row: InvoiceRow): InvoiceFacts {
  return {
    pendingPayments: row.pendingPayments,
    confirmedPayments: row.confirmedPayments,
    balanceDue: new Money(invoiceBalance(row.total, row.paid)).gt(0),
  };
}

export const moneyText = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;

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

/** The member's and the sales team's reads of invoices: lists, balances and the PDF. */
export function createInvoiceViews(db: Db) {
  const repo = createInvoicesRepository(db);

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

  /** The invoices as staff see them, with the dealer's company. */
  async function staffViews(rows: InvoiceRow[], now: Date): Promise<AdminInvoice[]> {
    return (await views(rows, now, 'staff')).map((invoice, index) => {
      const row = present(rows[index], `the row of invoice ${invoice.id}`);
      return { ...invoice, companyId: row.companyId, companyName: row.companyName };
    });
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

  async function ownInvoice(member: Member, id: number) {
    const row = await repo.find(id);
    if (!row || member.companyId === null || row.companyId !== member.companyId) {
      throw notFound(/*i18n*/ 'This invoice does not exist.');
    }
    return row;
  }

  async function pdfOf(row: InvoiceRow) {
    const lines = await repo.lines([row.id]);
    const papers = present(await repo.papersOf(row.purchaseId), `the purchase of invoice ${row.id}`);
    const japanDate = (instant: Date | null) => (instant ? businessDate(instant) : null);
    // The invoice is the buyer's paper: in his language, whoever downloads it.
    const words = await translator(await repo.language(row.userId));
    const bytes = await renderInvoicePdf(
      {
        number: row.number,
        kind: row.kind,
        issuedOn: businessDate(row.issuedAt),
        dueDate: row.dueDate,
        currency: row.currency,
        jpyPerUnit: row.jpyPerUnit,
        total: row.total,
        billTo: {
          company: row.companyName,
          addressLines: papers.companyAddress
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
          country: row.countryName,
        },
        vehicle: { name: vehicleTitle(row), chassis: row.chassis },
        shipment: {
          terms: papers.terms,
          consignee: papers.consignee,
          notifyParty: papers.notifyParty,
          loadingPort: papers.loadingPort,
          dischargePort: papers.destinationPort,
          vessel: papers.vesselName,
          voyage: papers.voyageNumber,
          etd: japanDate(papers.etd),
          eta: japanDate(papers.eta),
          blNumber: await repo.billOfLadingNumber(row.purchaseId),
        },
        collection: collectionOf(row),
        lines,
        deposit:
          row.kind === 'proforma' ? depositTerms({ currency: row.currency, total: row.total, lines }) : null,
        voided: !isOpenInvoice(row.status),
      },
      words,
    );
    return { bytes, contentType: 'application/pdf', fileName: `${row.number}.pdf` };
  }

  return {
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
      if (!row) throw notFound(/*i18n*/ 'This invoice does not exist.');
      return pdfOf(row);
    },

    /** The invoices of one purchase, for the sales team. */
    async listAdmin(purchaseId: number, now = new Date()): Promise<AdminInvoice[]> {
      return staffViews(await repo.list({ purchaseId }), now);
    },

    /**
     * GET /api/admin/invoices: a page of every invoice, soonest due first; overdue, those open past
     * their due date (Japan's today) with something left to pay, as their status says.
     */
    async pageAdmin(
      { overdue, purchaseId, page, pageSize }: AdminInvoicesPageQuery,
      now = new Date(),
    ): Promise<AdminInvoicePage> {
      const filter = {
        purchaseId,
        ...(overdue === 'true' ? { open: true, dueBefore: reminderToday(now), unpaid: true } : {}),
      };
      const { rows, total } = await repo.page(filter, (page - 1) * pageSize, pageSize);
      return { items: await staffViews(rows, now), total, page, pageSize };
    },
  };
}
