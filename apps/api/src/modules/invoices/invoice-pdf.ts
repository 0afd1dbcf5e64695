// The invoice as a PDF ("generated on the server, with the company's letterhead, bank details
// for T/T, and the invoice number as reference"), drawn with pdfkit on one A4 page, in the language
// of the dealer it is for (lib/pdf-writer.ts: fonts, and the mirrored page of Arabic). What it
// carries and why: docs/invoices.md. Tests read the text back with pdfjs-dist.
import { msg } from '@lingui/core/runtime-macro';
import PDFDocument from 'pdfkit';
import {
  BANK_DETAILS,
  collectionDateList,
  HEAD_OFFICE as LETTERHEAD,
  Money,
  type DepositTerms,
} from '@ibc/domain';
import type { Translator } from '../../lib/i18n.ts';
import { pdfWriter } from '../../lib/pdf-writer.ts';

export interface InvoiceShipment {
  /** FOB | C&F | CIF: the term the dealer was offered. */
  terms: string;
  consignee: string;
  notifyParty: string;
  loadingPort: string | null;
  dischargePort: string | null;
  vessel: string | null;
  voyage: string | null;
  /** Japan calendar dates of the carrier's ETD and ETA. */
  etd: string | null;
  eta: string | null;
  blNumber: string | null;
}

export interface InvoicePdfInput {
  number: string;
  kind: string;
  /** The invoice date: Japan's calendar date of its issue (businessDate). */
  issuedOn: string;
  /** Japan's date; for a New Zealand final invoice, the latest collection date (New Zealand's). */
  dueDate: string;
  currency: string;
  jpyPerUnit: string | null;
  total: string;
  billTo: { company: string; addressLines: string[]; country: string };
  vehicle: { name: string; chassis: string };
  shipment: InvoiceShipment;
  collection: { safeEtaDate: string; earliest: string; medium: string; latest: string } | null;
  lines: { kind: string; description: string; amount: string }[];
  /** A proforma's deposit: the share of the deal it asks for (null on a final invoice). */
  deposit: DepositTerms | null;
  voided: boolean;
}

const MARGIN = 50;
const BRAND = '#1e3a5f';
const MUTED = '#475569';
const RULE = '#94a3b8';

/**
 * The delivery term as an Incoterm names it: FOB at the port of loading, C&F and CIF at the port of
 * discharge, the port left out while it is not known.
 */
export function deliveryTermsText(
  shipment: Pick<InvoiceShipment, 'terms' | 'loadingPort' | 'dischargePort'>,
) {
  const port = shipment.terms.toUpperCase().startsWith('FOB') ? shipment.loadingPort : shipment.dischargePort;
  return port ? `${shipment.terms} ${port}` : shipment.terms;
}

/** Lines the deal's total is made of: every line before the deposit or the balance is taken off. */
const isDealLine = (line: { kind: string }) => line.kind !== 'other' && line.kind !== 'less-deposit';

export function renderInvoicePdf(invoice: InvoicePdfInput, words: Translator): Promise<Buffer> {
  const { t, day } = words;
  const proforma = invoice.kind === 'proforma';
  const kindTitle = proforma ? t(msg({ message: 'PROFORMA INVOICE' })) : t(msg({ message: 'INVOICE' }));
  const title = invoice.voided ? t(msg`${{ title: kindTitle }} (VOID)`) : kindTitle;
  const advised = t(msg({ message: 'to be advised' }));
  const orAdvised = (value: string | null | undefined) => (value ? value : advised);
  const japanTime = t(msg({ message: 'Japan time' }));
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: words.language,
    info: { Title: `${invoice.number} ${title}`, Author: LETTERHEAD.company, Creator: 'IBC Japan portal' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = pdfWriter(doc, words.language);

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const middle = 300;
  const rule = (y: number) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();

  /** Label and value pairs in one column from `y`; answers where the column ends. */
  function pairs(rows: [string, string][], x: number, y: number, labelWidth: number, columnWidth: number) {
    let at = y;
    for (const [label, value] of rows) {
      const labelBottom = write.text(label, { x, y: at, width: labelWidth - 4, color: MUTED });
      const valueBottom = write.text(value, {
        x: x + labelWidth,
        y: at,
        width: columnWidth - labelWidth,
        bold: true,
      });
      at = Math.max(valueBottom, labelBottom) + 2;
    }
    return at;
  }

  // Letterhead, and the document's title at the line's end.
  write.text(LETTERHEAD.company, { x: left, y: MARGIN, width, bold: true, size: 16, color: BRAND });
  const letterheadBottom = write.text(
    [
      ...LETTERHEAD.addressLines,
      t(
        msg`E-mail ${{ email: write.isolate(LETTERHEAD.salesEmail) }}   Phone ${{ phone: write.isolate(LETTERHEAD.phone) }}   Fax ${{ fax: write.isolate(LETTERHEAD.fax) }}`,
      ),
    ].join('\n'),
    { x: left, y: doc.y, width, size: 9, color: MUTED },
  );
  const titleBottom = write.text(title, {
    x: left,
    y: MARGIN,
    width,
    align: 'right',
    bold: true,
    size: 14,
    color: invoice.voided ? '#b91c1c' : BRAND,
  });
  const ruleY = Math.max(letterheadBottom, titleBottom, MARGIN + 70);
  rule(ruleY);

  // Bill to (the dealer, with his address where the customer record has one), and the invoice's facts.
  const top = ruleY + 12;
  write.text(t(msg({ message: 'Bill to' })), { x: left, y: top, width: middle - left - 20, bold: true });
  const billBottom = write.text(
    [invoice.billTo.company, ...invoice.billTo.addressLines, invoice.billTo.country].join('\n'),
    { x: left, y: doc.y, width: middle - left - 20 },
  );
  // Dates are the exporter's (Japan time), except a New Zealand final invoice's due date, which is
  // its latest collection date on New Zealand's calendar (spec §1). Said on the page: dealers read it
  // abroad.
  const facts: [string, string][] = [
    [t(msg({ message: 'Invoice number' })), invoice.number],
    [t(msg({ message: 'Invoice date' })), `${day(invoice.issuedOn)} (${japanTime})`],
    [
      t(msg({ message: 'Due date' })),
      `${day(invoice.dueDate)} (${invoice.collection ? t(msg({ message: 'New Zealand date' })) : japanTime})`,
    ],
    [t(msg({ message: 'Currency' })), invoice.currency],
  ];
  if (invoice.jpyPerUnit) {
    // Stored to 6 places: printed as the rate was given ('88.50', '88.1234').
    const rate = new Money(invoice.jpyPerUnit);
    facts.push([
      t(msg({ message: 'Rate used' })),
      t(
        msg`JPY ${{ rate: write.isolate(rate.toFixed(Math.max(2, rate.decimalPlaces()))) }} per ${{ currency: invoice.currency }}`,
      ),
    ]);
  }
  facts.push([t(msg({ message: 'Delivery terms' })), deliveryTermsText(invoice.shipment)]);
  const factBottom = pairs(facts, middle, top, 95, right - middle);

  // The shipment, as a customs broker reads it: the parties, the ports, the sailing, the B/L.
  const { shipment } = invoice;
  const shipTop = Math.max(billBottom, factBottom) + 10;
  rule(shipTop - 4);
  const parties: [string, string][] = [
    [t(msg({ message: 'Consignee' })), shipment.consignee || invoice.billTo.company],
    ...(shipment.notifyParty
      ? ([[t(msg({ message: 'Notify party' })), shipment.notifyParty]] as [string, string][])
      : []),
    [t(msg({ message: 'Port of loading' })), orAdvised(shipment.loadingPort)],
    [t(msg({ message: 'Port of discharge' })), orAdvised(shipment.dischargePort)],
  ];
  const sailing: [string, string][] = [
    [t(msg({ message: 'Vessel' })), orAdvised(shipment.vessel)],
    [t(msg({ message: 'Voyage' })), orAdvised(shipment.voyage)],
    ['ETD', shipment.etd ? `${day(shipment.etd)} (${japanTime})` : advised],
    ['ETA', shipment.eta ? `${day(shipment.eta)} (${japanTime})` : advised],
    [t(msg({ message: 'B/L number' })), orAdvised(shipment.blNumber)],
  ];
  const partiesBottom = pairs(parties, left, shipTop + 4, 95, middle - left - 20);
  const sailingBottom = pairs(sailing, middle, shipTop + 4, 95, right - middle);
  let y = Math.max(partiesBottom, sailingBottom) + 6;
  rule(y - 2);
  y += 6;

  y = write.text(
    t(
      msg`Vehicle: ${{ vehicle: write.isolate(invoice.vehicle.name) }}   Chassis ${{ chassis: write.isolate(invoice.vehicle.chassis) }}`,
    ),
    { x: left, y, width, bold: true },
  );
  y += 5;

  if (invoice.collection) {
    // §1's names kept, the dates in calendar order with what each is (collectionDateList).
    y = write.text(
      t(
        msg`New Zealand collection dates (New Zealand dates; safe ETA ${{ safeEta: day(invoice.collection.safeEtaDate) }} = carrier ETA - 48 hours)`,
      ),
      { x: left, y, width, bold: true },
    );
    for (const item of collectionDateList(invoice.collection, day)) {
      const line = t(
        msg`${{ date: item.dateText }}: ${{ days: item.workingDays }} working days after the safe ETA ("${{ name: item.name }}" collection date)`,
      );
      y = write.text(line, { x: left + 10, y, width: width - 10 });
    }
    y += 5;
  }

  // Lines and total: each step of the price on a line of its own, adding up to the total.
  const amountWidth = 150;
  const amountX = right - amountWidth;
  y += 4;
  const headerBottom = write.text(t(msg({ message: 'Description' })), {
    x: left,
    y,
    width: amountX - left - 10,
    bold: true,
  });
  write.text(t(msg`Amount (${{ currency: invoice.currency }})`), {
    x: amountX,
    y,
    width: amountWidth,
    align: 'right',
    bold: true,
  });
  y = headerBottom + 4;
  rule(y);
  y += 6;
  const row = (description: string, amount: string, bold = false) => {
    const next = write.text(description, { x: left, y, width: amountX - left - 10, bold });
    const amountBottom = write.text(amount, { x: amountX, y, width: amountWidth, align: 'right', bold });
    y = Math.max(next, amountBottom) + 4;
  };
  const dealLines = invoice.lines.filter(isDealLine);
  const takenOff = invoice.lines.filter((line) => !isDealLine(line));
  for (const line of dealLines) row(words.text(line.description), words.amount(line.amount));
  if (takenOff.length > 0) {
    const dealTotal = dealLines.reduce((sum, line) => sum.add(line.amount), new Money(0));
    rule(y - 2);
    y += 2;
    row(t(msg({ message: 'Deal total' })), words.amount(dealTotal.toFixed(2)), true);
    for (const line of takenOff) row(words.text(line.description), words.amount(line.amount));
  }
  rule(y);
  y += 8;
  const totalLabel = proforma ? t(msg({ message: 'Deposit due' })) : t(msg({ message: 'Total' }));
  write.text(totalLabel, { x: left, y, width: amountX - left - 60, bold: true, size: 11 });
  y =
    write.text(words.money(invoice.currency, invoice.total), {
      x: amountX - 50,
      y,
      width: amountWidth + 50,
      align: 'right',
      bold: true,
      size: 11,
    }) + 6;

  // Payment terms, in words.
  const due = day(invoice.dueDate);
  const terms = invoice.deposit
    ? t(
        msg`Terms: Deposit: ${{ percent: invoice.deposit.percent }}% of ${{ dealTotal: words.money(invoice.currency, invoice.deposit.dealTotal) }}, due ${{ due }}. The balance of ${{ balance: words.money(invoice.currency, invoice.deposit.balance) }} is invoiced on the final invoice.`,
      )
    : invoice.collection
      ? t(msg`Terms: the total is due ${{ due }} (New Zealand date), the "latest" collection date.`)
      : t(msg`Terms: the total is due ${{ due }} (Japan time).`);
  y = write.text(terms, { x: left, y, width }) + 12;

  // How to pay.
  y = write.text(t(msg({ message: 'Payment by telegraphic transfer (T/T)' })), {
    x: left,
    y,
    width,
    bold: true,
    size: 11,
  });
  y = write.text(
    [
      `${t(msg({ message: 'Beneficiary' }))}: ${write.isolate(BANK_DETAILS.beneficiary)}`,
      `${t(msg({ message: 'Bank' }))}: ${write.isolate(BANK_DETAILS.bank)}`,
      `${t(msg({ message: 'Bank address' }))}: ${write.isolate(BANK_DETAILS.bankAddress)}`,
      `SWIFT: ${BANK_DETAILS.swift}`,
      `${t(msg({ message: 'Account' }))}: ${write.isolate(BANK_DETAILS.account)}`,
    ].join('\n'),
    { x: left, y: y + 2, width },
  );
  y += 5;
  y = write.text(
    t(msg`Please quote the invoice number ${{ number: invoice.number }} as the payment reference.`),
    { x: left, y, width, bold: true },
  );
  write.text(
    t(
      msg({
        message:
          "Bank charges outside Japan are paid by the remitter. Record your payment with the bank's proof under My Account > Payment collections so our accounts team can confirm it.",
      }),
    ),
    { x: left, y: y + 2, width, size: 9, color: MUTED },
  );
  doc.end();
  return done;
}
