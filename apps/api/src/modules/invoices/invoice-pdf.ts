// The invoice as a PDF ("generated on the server, with the company's letterhead, bank details
// for T/T, and the invoice number as reference"), drawn with pdfkit: one A4 page in the standard
// Helvetica fonts (nothing to embed, so a PDF is a few kilobytes). Tests read the text back with
// pdfjs-dist.
import PDFDocument from 'pdfkit';
import { BANK_DETAILS, formatAmount, formatCalendarDate, HEAD_OFFICE as LETTERHEAD } from '@ibc/domain';

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
  billTo: { company: string; country: string };
  vehicle: { name: string; chassis: string };
  collection: { safeEtaDate: string; earliest: string; medium: string; latest: string } | null;
  lines: { description: string; amount: string }[];
  voided: boolean;
}

const MARGIN = 50;
const BRAND = '#1e3a5f';
const MUTED = '#475569';
const day = formatCalendarDate;
const money = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;

export function renderInvoicePdf(invoice: InvoicePdfInput): Promise<Buffer> {
  const title = `${invoice.kind === 'proforma' ? 'PROFORMA INVOICE' : 'INVOICE'}${invoice.voided ? ' (VOID)' : ''}`;
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
  doc.moveTo(left, ruleY).lineTo(right, ruleY).lineWidth(0.5).strokeColor('#94a3b8').stroke();

  // Bill to, and the invoice's own facts.
  const top = ruleY + 14;
  doc.fillColor('black').font('Helvetica-Bold').fontSize(10).text('Bill to', left, top);
  doc.font('Helvetica').text(`${invoice.billTo.company}\n${invoice.billTo.country}`, { width: 260 });
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
  if (invoice.jpyPerUnit) facts.push(['Rate used', `JPY ${invoice.jpyPerUnit} per ${invoice.currency}`]);
  let factY = top;
  for (const [label, value] of facts) {
    doc.font('Helvetica').text(label, 300, factY, { width: 95 });
    doc.font('Helvetica-Bold').text(value, 395, factY, { width: right - 395 });
    factY = doc.y + 2;
  }
  doc.y = Math.max(billBottom, factY) + 10;

  if (invoice.collection) {
    doc
      .font('Helvetica-Bold')
      .text(
        'New Zealand collection dates (New Zealand dates; safe ETA = carrier ETA - 48 hours)',
        left,
        doc.y,
      );
    doc
      .font('Helvetica')
      .text(
        `Safe ETA ${day(invoice.collection.safeEtaDate)}   Earliest ${day(invoice.collection.earliest)}   ` +
          `Medium ${day(invoice.collection.medium)}   Latest ${day(invoice.collection.latest)}`,
      );
    doc.moveDown(0.5);
  }
  doc
    .font('Helvetica')
    .text(`Vehicle: ${invoice.vehicle.name}   Chassis ${invoice.vehicle.chassis}`, left, doc.y);
  doc.moveDown(1);

  // Lines and total.
  const amountWidth = 150;
  const amountX = right - amountWidth;
  let y = doc.y;
  doc.font('Helvetica-Bold').text('Description', left, y);
  doc.text(`Amount (${invoice.currency})`, amountX, y, { width: amountWidth, align: 'right' });
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    doc.text(line.description, left, y, { width: amountX - left - 10 });
    const next = doc.y;
    doc.text(formatAmount(line.amount), amountX, y, { width: amountWidth, align: 'right' });
    y = Math.max(next, doc.y) + 5;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;
  doc.font('Helvetica-Bold').fontSize(11).text('Total', left, y);
  doc.text(money(invoice.currency, invoice.total), amountX - 50, y, {
    width: amountWidth + 50,
    align: 'right',
  });
  doc.moveDown(2);

  // How to pay.
  doc.fontSize(11).text('Payment by telegraphic transfer (T/T)', left);
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
