// The papers of one deal, read back as a dealer and a customs broker read them, on PGlite and
// PostgreSQL: a car listed FOB, offered, countered and accepted FOB stays FOB on the offer, the deal
// and both invoices; the proforma and the final invoice print every step of the price on its own
// line (the rounding too) adding up to the total, the deposit's share, the dealer's address, the
// consignee and the ports; the final invoice the vessel, voyage, ETD, ETA, B/L number and the
// collection dates in calendar order. A car listed FOB whose price to the dealer adds the freight
// to his port is a C&F deal throughout.
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  addCalendarDays,
  businessDate,
  collectionDateList,
  formatAmount,
  formatLocalAmount,
  formatCalendarDate,
  Money,
  type InvoiceList,
  type OfferThread,
  type PurchaseDetail,
} from '@ibc/domain';
import { companies, purchases } from '../../db/schema.ts';
import {
  bearer,
  createMember,
  createVehicle,
  describeApi,
  sendOfferAs,
  type Caller,
} from '../../../test/helpers/index.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';

const day = (offset: number) => addCalendarDays(businessDate(new Date()), offset);

describeApi('invoice papers', (ctx, http) => {
  let dealer: Caller & { companyId: number };
  let staff: Caller;

  beforeAll(async () => {
    const { db } = ctx();
    const a = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    dealer = { ...a.user, companyId: a.company.id };
    await db
      .update(companies)
      .set({ address: '12 Wharf Road\nOnehunga, Auckland 1061' })
      .where(eq(companies.id, a.company.id));
    staff = (await createMember(db, { role: 'staff' })).user;
  });

  const sumOf = (lines: { amount: string }[]) =>
    lines.reduce((sum, line) => sum.add(line.amount), new Money(0)).toFixed(2);

  async function invoicesOf(purchaseId: number) {
    const res = await http.get(`/api/invoices?purchaseId=${purchaseId}`, dealer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<InvoiceList>().invoices;
  }

  async function pdfOf(invoiceId: number) {
    const res = await http.get(`/api/invoices/${invoiceId}/pdf`, dealer);
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  }

  it('an FOB car offered, countered and accepted FOB: FOB on the offer, the deal and both invoices, every line printed', async () => {
    const { db } = ctx();
    const vehicle = await createVehicle(db, { terms: 'FOB' });
    const offerId = await sendOfferAs(ctx, http, dealer, vehicle.id, { typed: '600' });
    const counter = await http.post(
      `/api/admin/offers/${offerId}/counter`,
      { amount: '640000', message: '' },
      staff,
    );
    expect(counter.statusCode, counter.body).toBe(200);
    const thread = (await http.get(`/api/vehicle-auction/my-offers/${offerId}`, dealer)).json<OfferThread>();
    expect(thread.offer.terms).toBe('FOB');
    const accepted = await http.post(`/api/vehicle-auction/my-offers/${offerId}/accept`, {}, dealer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { purchaseId } = accepted.json<{ purchaseId: number }>();

    // The listing changes later; the deal keeps the term it was offered on.
    const deal = (await http.get(`/api/purchases/${purchaseId}`, dealer)).json<PurchaseDetail>();
    expect(deal.terms).toBe('FOB');
    const parties = await http.patch(
      `/api/purchases/${purchaseId}`,
      { consignee: 'Kiwi Imports Customs Ltd', notifyParty: 'Harbour Brokers Ltd' },
      dealer,
    );
    expect(parties.statusCode, parties.body).toBe(200);

    // The proforma: the deal's lines, the deal total, the balance left, the deposit due.
    const [proforma] = await invoicesOf(purchaseId);
    expect(proforma?.kind).toBe('proforma');
    const dealLines = proforma!.lines.filter((line) => line.kind !== 'other');
    // The test rates give a rounding to NZD 50 and a GST of half a dollar, rounded to the dollar.
    expect(dealLines.map((line) => line.kind)).toEqual([
      'vehicle',
      'inspection',
      'rounding',
      'gst',
      'rounding',
    ]);
    expect(sumOf(proforma!.lines)).toBe(proforma!.total);
    const dealTotal = sumOf(dealLines);
    // JPY 640,000 at the test rate, no margin folded into the vehicle line: it is the plain conversion.
    expect(dealLines[0]!.description).toMatch(
      /^Vehicle: JPY 640,000 at [\d.]+ yen per NZD, plus 3% exchange margin$/,
    );

    const proformaText = await pdfOf(proforma!.id);
    for (const expected of [
      'PROFORMA INVOICE',
      'Bill to',
      '12 Wharf Road',
      'Onehunga, Auckland 1061',
      'New Zealand',
      'Delivery terms FOB',
      'Consignee Kiwi Imports Customs Ltd',
      'Notify party Harbour Brokers Ltd',
      'Port of loading to be advised',
      'Port of discharge Auckland',
      'Vessel to be advised',
      'B/L number to be advised',
      ...dealLines.map((line) => `${line.description} ${formatAmount(line.amount)}`),
      `Deal total ${formatAmount(dealTotal)}`,
      `Deposit due NZD ${formatAmount(proforma!.total)}`,
      `Terms: Deposit: 20% of NZD ${formatAmount(dealTotal)}, due ${formatCalendarDate(proforma!.dueDate)}.`,
    ]) {
      expect(proformaText).toContain(expected);
    }
    expect(proformaText).not.toContain('C&F');

    // Booked, departed, the B/L uploaded with its number: the final invoice.
    const voyage = await http.post(
      '/api/admin/shipping/voyages',
      {
        vesselName: `Papers Leader ${purchaseId}`,
        voyageNumber: 'PL-07',
        loadingPort: 'Yokohama',
        etd: day(2),
        calls: [{ portId: 7501, eta: day(16) }],
      },
      staff,
    );
    expect(voyage.statusCode, voyage.body).toBe(201);
    const voyageId = voyage.json<{ id: number }>().id;
    expect(
      (await http.post(`/api/admin/purchases/${purchaseId}/booking`, { voyageId }, staff)).statusCode,
    ).toBe(200);
    await db.update(purchases).set({ stage: 'departed' }).where(eq(purchases.id, purchaseId));
    const bl = await http.post(
      `/api/admin/purchases/${purchaseId}/documents?kind=bill-of-lading&fileName=bl.pdf&reference=YKAKL0712345`,
      Buffer.from('%PDF-1.4 bill of lading'),
      { ...(await bearer(ctx().app, staff)), 'content-type': 'application/pdf' },
    );
    expect(bl.statusCode, bl.body).toBe(200);
    expect(bl.json<{ reference: string }>().reference).toBe('YKAKL0712345');
    const issued = await http.post(`/api/admin/purchases/${purchaseId}/invoices/final`, {}, staff);
    expect(issued.statusCode, issued.body).toBe(200);

    const final = (await invoicesOf(purchaseId)).find((invoice) => invoice.kind === 'final')!;
    expect(sumOf(final.lines)).toBe(final.total);
    const finalText = await pdfOf(final.id);
    const collection = collectionDateList(final.collectionDates!);
    for (const expected of [
      'INVOICE',
      'Delivery terms FOB Yokohama',
      'Port of loading Yokohama',
      'Port of discharge Auckland',
      'Consignee Kiwi Imports Customs Ltd',
      `Vessel Papers Leader ${purchaseId}`,
      'Voyage PL-07',
      `ETD ${formatCalendarDate(day(2))} (Japan time)`,
      `ETA ${formatCalendarDate(day(16))} (Japan time)`,
      'B/L number YKAKL0712345',
      ...final.lines.map((line) => `${line.description} ${formatAmount(line.amount)}`),
      `Deal total ${formatAmount(dealTotal)}`,
      `Less deposit invoiced on ${proforma!.number} -${formatAmount(proforma!.total)}`,
      `Total NZD ${formatAmount(final.total)}`,
      ...collection.map((item) => item.text),
    ]) {
      expect(finalText).toContain(expected);
    }
    // Calendar order on the page: the "latest" date (4 working days) is printed first.
    const at = collection.map((item) => finalText.indexOf(item.text));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(collection[0]!.name).toBe('latest');
    expect(finalText).not.toContain('C&F');
  });

  it('a car listed FOB whose price to a yen dealer adds the freight is offered, dealt and invoiced C&F', async () => {
    const { db } = ctx();
    // A JPY account in New Zealand: the tile's "C&F Price (JPY)" is the FOB price plus freight to Auckland.
    const yenDealer = (await createMember(db, { countryId: 75, activeCurrency: 'JPY' })).user;
    const vehicle = await createVehicle(db, { terms: 'FOB' });
    const offerId = await sendOfferAs(ctx, http, yenDealer, vehicle.id, { typed: '600' });
    const thread = (
      await http.get(`/api/vehicle-auction/my-offers/${offerId}`, yenDealer)
    ).json<OfferThread>();
    expect(thread.offer.terms).toBe('C&F');
    const counter = await http.post(
      `/api/admin/offers/${offerId}/counter`,
      { amount: '640000', message: '' },
      staff,
    );
    expect(counter.statusCode, counter.body).toBe(200);
    const accepted = await http.post(`/api/vehicle-auction/my-offers/${offerId}/accept`, {}, yenDealer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { purchaseId } = accepted.json<{ purchaseId: number }>();
    const deal = (await http.get(`/api/purchases/${purchaseId}`, yenDealer)).json<PurchaseDetail>();
    expect(deal.terms).toBe('C&F');

    const invoices = (
      await http.get(`/api/invoices?purchaseId=${purchaseId}`, yenDealer)
    ).json<InvoiceList>();
    const proforma = invoices.invoices[0]!;
    const freight = proforma.lines.find((line) => line.kind === 'freight');
    expect(freight?.description).toBe('Freight to the destination port');
    const res = await http.get(`/api/invoices/${proforma.id}/pdf`, yenDealer);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Delivery terms C&F');
    expect(text).toContain(`Freight to the destination port ${formatAmount(freight!.amount)}`);
    expect(text).not.toContain('FOB');
  });

  // The invoice is the buyer's paper: in the language he chose, whoever downloads it. Set PAPERS_DIR
  // to keep the PDFs and look at them.
  it.each([
    ['ja', ['プロフォーマ・インボイス', '請求先', '請求書番号', '電信送金（T/T）によるお支払い']],
    ['ar', ['فاتورة مبدئية', 'فاتورة إلى', 'رقم الفاتورة', 'الدفع بالتحويل البرقي']],
    ['fr', ['FACTURE PROFORMA', 'Facturer à', 'Numéro de facture']],
    ['ru', ['ПРОФОРМА-СЧЁТ', 'Плательщик', 'Номер счёта']],
  ] as const)('a dealer who reads %s gets his proforma in his language', async (language, words) => {
    const { db } = ctx();
    const reader = (await createMember(db, { countryId: 75, activeCurrency: 'NZD' })).user;
    expect((await http.put('/api/account/language', { language }, reader)).statusCode).toBe(200);
    const vehicle = await createVehicle(db, { terms: 'FOB' });
    const offerId = await sendOfferAs(ctx, http, reader, vehicle.id, { typed: '600' });
    const { purchaseId } = (await http.post(`/api/admin/offers/${offerId}/accept`, {}, staff)).json<{
      purchaseId: number;
    }>();
    const [proforma] = (await http.get(`/api/invoices?purchaseId=${purchaseId}`, reader)).json<InvoiceList>()
      .invoices;
    // Staff download the same paper: the dealer's language, not the downloader's.
    for (const as of [reader, staff]) {
      const path =
        as === staff ? `/api/admin/invoices/${proforma!.id}/pdf` : `/api/invoices/${proforma!.id}/pdf`;
      const res = await http.get(path, as);
      expect(res.statusCode).toBe(200);
      if (process.env.PAPERS_DIR)
        writeFileSync(`${process.env.PAPERS_DIR}/proforma-${language}.pdf`, res.rawPayload);
      const text = await pdfText(res.rawPayload);
      for (const expected of words) expect(text).toContain(expected);
      // Numbers, amounts, codes and names are data: as in English, left to right.
      expect(text).toContain(proforma!.number);
      // Amounts are grouped as the language groups figures: 'NZD 12 345,00' in French and Russian.
      const total = formatLocalAmount(language, proforma!.total).replaceAll(/[\u00a0\u202f]/g, ' ');
      expect(total).toMatch(
        language === 'fr' || language === 'ru' ? /^\d{1,3}( \d{3})*,\d\d$/ : /^[\d,]+\.\d\d$/,
      );
      expect(text.replaceAll('\u00a0', ' ')).toContain(`NZD ${total}`);
      expect(text).toContain('SWIFT: BOTKJPJT');
      expect(text).toContain(vehicle.chassis);
      expect(text).not.toContain('PROFORMA INVOICE');
    }
  });

  it('a B/L number longer than 60 characters is refused next to its field', async () => {
    const vehicle = await createVehicle(ctx().db, { terms: 'FOB' });
    const offerId = await sendOfferAs(ctx, http, dealer, vehicle.id, { typed: '600' });
    const { purchaseId } = (await http.post(`/api/admin/offers/${offerId}/accept`, {}, staff)).json<{
      purchaseId: number;
    }>();
    const res = await http.post(
      `/api/admin/purchases/${purchaseId}/documents?kind=bill-of-lading&reference=${'X'.repeat(61)}`,
      Buffer.from('%PDF-1.4 bill of lading'),
      { ...(await bearer(ctx().app, staff)), 'content-type': 'application/pdf' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors.reference).toBe(
      'The reference is at most 60 characters.',
    );
  });
});
