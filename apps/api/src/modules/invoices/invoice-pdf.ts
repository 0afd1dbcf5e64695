// The invoice as a PDF ("generated on the server, with the company's letterhead, bank details
// for T/T, and the invoice number as reference"), drawn with pdfkit: one A4 page in the standard
// Helvetica fonts (nothing to embed, so a PDF is a few kilobytes). What it carries and why:
// docs/invoices.md. Tests read the text back with pdfjs-dist.
import PDFDocument from 'pdfkit';
import {
  BANK_DETAILS,
  collectionDateList,
  formatAmount,
  formatCalendarDate,
  HEAD_OFFICE as LETTERHEAD,
  Money,
  type DepositTerms,
} from '@ibc/domain';

/** What is unknown yet is said so, never guessed (a proforma is issued before the car is booked). */
export const TO_BE_ADVISED = 'to be advised';

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
const day = formatCalendarDate;
const money = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;
const orAdvised = (value: string | null | undefined) => (value ? value : TO_BE_ADVISED);

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

export function renderInvoicePdf(invoice: InvoicePdfInput): Promise<Buffer> {
  const proforma = invoice.kind === 'proforma';
  const title = `${proforma ? 'PROFORMA INVOICE' : 'INVOICE'}${invoice.voided ? ' (VOID)' : ''}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${invoice.number} ${title}`, Author: LETTERHEAD.company, Creator: 'IBC Japan portal' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;
  const middle = 300;
  const rule = (y: number) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();

  /** Label and value pairs in one column from `y`; answers where the column ends. */
  function pairs(rows: [string, string][], x: number, y: number, labelWidth: number, columnWidth: number) {
    let at = y;
    for (const [label, value] of rows) {
      doc.font('Helvetica').fillColor(MUTED).text(label, x, at, { width: labelWidth });
      const labelBottom = doc.y;
      doc
        .font('Helvetica-Bold')
        .fillColor('black')
        .text(value, x + labelWidth, at, { width: columnWidth - labelWidth });
      at = Math.max(doc.y, labelBottom) + 2;
    }
    return at;
  }

  // Letterhead, and the document's title on the right.
  doc.font('Helvetica-Bold').fontSize(16).fillColor(BRAND).text(LETTERHEAD.company, left, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      [
        ...LETTERHEAD.addressLines,
        `E-mail ${LETTERHEAD.salesEmail}   Phone ${LETTERHEAD.phone}   Fax ${LETTERHEAD.fax}`,
      ].join('\n'),
    );
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(invoice.voided ? '#b91c1c' : BRAND)
    .text(title, left, MARGIN, { width, align: 'right' });
  const ruleY = Math.max(doc.y, MARGIN + 70);
  rule(ruleY);

  // Bill to (the dealer, with his address where the customer record has one), and the invoice's facts.
  const top = ruleY + 12;
  doc.fillColor('black').font('Helvetica-Bold').fontSize(10).text('Bill to', left, top);
  doc
    .font('Helvetica')
    .text([invoice.billTo.company, ...invoice.billTo.addressLines, invoice.billTo.country].join('\n'), {
      width: middle - left - 20,
    });
  const billBottom = doc.y;
  // Dates are the exporter's (Japan time), except a New Zealand final invoice's due date, which is
  // its latest collection date on New Zealand's calendar (spec §1). Said on the page: dealers read it
  // abroad.
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Invoice date', `${day(invoice.issuedOn)} (Japan time)`],
    ['Due date', `${day(invoice.dueDate)} (${invoice.collection ? 'New Zealand date' : 'Japan time'})`],
    ['Currency', invoice.currency],
  ];
  if (invoice.jpyPerUnit) {
    // Stored to 6 places: printed as the rate was given ('88.50', '88.1234').
    const rate = new Money(invoice.jpyPerUnit);
    facts.push([
      'Rate used',
      `JPY ${rate.toFixed(Math.max(2, rate.decimalPlaces()))} per ${invoice.currency}`,
    ]);
  }
  facts.push(['Delivery terms', deliveryTermsText(invoice.shipment)]);
  const factBottom = pairs(facts, middle, top, 95, right - middle);

  // The shipment, as a customs broker reads it: the parties, the ports, the sailing, the B/L.
  const { shipment } = invoice;
  const shipTop = Math.max(billBottom, factBottom) + 10;
  rule(shipTop - 4);
  const parties: [string, string][] = [
    ['Consignee', shipment.consignee || invoice.billTo.company],
    ...(shipment.notifyParty ? ([['Notify party', shipment.notifyParty]] as [string, string][]) : []),
    ['Port of loading', orAdvised(shipment.loadingPort)],
    ['Port of discharge', orAdvised(shipment.dischargePort)],
  ];
  const sailing: [string, string][] = [
    ['Vessel', orAdvised(shipment.vessel)],
    ['Voyage', orAdvised(shipment.voyage)],
    ['ETD', shipment.etd ? `${day(shipment.etd)} (Japan time)` : TO_BE_ADVISED],
    ['ETA', shipment.eta ? `${day(shipment.eta)} (Japan time)` : TO_BE_ADVISED],
    ['B/L number', orAdvised(shipment.blNumber)],
  ];
  const partiesBottom = pairs(parties, left, shipTop + 4, 95, middle - left - 20);
  const sailingBottom = pairs(sailing, middle, shipTop + 4, 95, right - middle);
  doc.y = Math.max(partiesBottom, sailingBottom) + 6;
  rule(doc.y - 2);
  doc.y += 6;

  doc
    .font('Helvetica-Bold')
    .fillColor('black')
    .text(`Vehicle: ${invoice.vehicle.name}   Chassis ${invoice.vehicle.chassis}`, left, doc.y, { width });
  doc.moveDown(0.5);

  if (invoice.collection) {
    // §1's names kept, the dates in calendar order with what each is (collectionDateList).
    doc
      .font('Helvetica-Bold')
      .text(
        `New Zealand collection dates (New Zealand dates; safe ETA ${day(invoice.collection.safeEtaDate)} = carrier ETA - 48 hours)`,
        left,
        doc.y,
        { width },
      );
    doc.font('Helvetica');
    for (const item of collectionDateList(invoice.collection)) doc.text(item.text, left + 10, doc.y);
    doc.moveDown(0.5);
  }

  // Lines and total: each step of the price on a line of its own, adding up to the total.
  const amountWidth = 150;
  const amountX = right - amountWidth;
  let y = doc.y + 4;
  doc.font('Helvetica-Bold').fontSize(10).text('Description', left, y);
  doc.text(`Amount (${invoice.currency})`, amountX, y, { width: amountWidth, align: 'right' });
  y = doc.y + 4;
  rule(y);
  y += 6;
  const row = (description: string, amount: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(description, left, y, { width: amountX - left - 10 });
    const next = doc.y;
    doc.text(amount, amountX, y, { width: amountWidth, align: 'right' });
    y = Math.max(next, doc.y) + 4;
  };
  const dealLines = invoice.lines.filter(isDealLine);
  const takenOff = invoice.lines.filter((line) => !isDealLine(line));
  for (const line of dealLines) row(line.description, formatAmount(line.amount));
  if (takenOff.length > 0) {
    const dealTotal = dealLines.reduce((sum, line) => sum.add(line.amount), new Money(0));
    rule(y - 2);
    y += 2;
    row('Deal total', formatAmount(dealTotal), true);
    for (const line of takenOff) row(line.description, formatAmount(line.amount));
  }
  rule(y);
  y += 8;
  doc.font('Helvetica-Bold').fontSize(11);
  doc.text(proforma ? 'Deposit due' : 'Total', left, y);
  doc.text(money(invoice.currency, invoice.total), amountX - 50, y, {
    width: amountWidth + 50,
    align: 'right',
  });
  y = doc.y + 6;

  // Payment terms, in words.
  const terms = invoice.deposit
    ? `Terms: ${invoice.deposit.text}, due ${day(invoice.dueDate)}. The balance of ${money(invoice.currency, invoice.deposit.balance)} is invoiced on the final invoice.`
    : invoice.collection
      ? `Terms: the total is due ${day(invoice.dueDate)} (New Zealand date), the "latest" collection date.`
      : `Terms: the total is due ${day(invoice.dueDate)} (Japan time).`;
  doc.font('Helvetica').fontSize(10).text(terms, left, y, { width });
  doc.moveDown(1);

  // How to pay.
  doc.font('Helvetica-Bold').fontSize(11).text('Payment by telegraphic transfer (T/T)', left);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      [
        `Beneficiary: ${BANK_DETAILS.beneficiary}`,
        `Bank: ${BANK_DETAILS.bank}`,
        `Bank address: ${BANK_DETAILS.bankAddress}`,
        `SWIFT: ${BANK_DETAILS.swift}`,
        `Account: ${BANK_DETAILS.account}`,
      ].join('\n'),
    );
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .text(`Please quote the invoice number ${invoice.number} as the payment reference.`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      "Bank charges outside Japan are paid by the remitter. Record your payment with the bank's proof " +
        'under My Account > Payment collections so our accounts team can confirm it.',
      { width },
    );
  doc.end();
  return done;
}
