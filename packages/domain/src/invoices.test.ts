import { describe, expect, test } from 'vitest';
import { businessDate } from './calendar-date.ts';
import { Money } from './decimal.ts';
import { computeLandedPrice } from './landed-price.ts';
import {
  currencyBalance,
  currencyPlaces,
  depositAmount,
  dueDateAfter,
  earliestPaymentDate,
  finalInvoiceRefusal,
  finalLines,
  formatInvoiceNumber,
  invoiceBalance,
  invoiceBreakdown,
  depositTerms,
  invoiceStatus,
  invoiceYear,
  isOverdueStatus,
  latestDateOnEarth,
  nzCollectionSchedule,
  PAYMENT_DATE_MESSAGES,
  paymentDateError,
  proformaLines,
  reminderDates,
  reminderToday,
  workingDaysBefore,
} from './invoices.ts';

const details = (
  negotiateCurrency: string,
  forex: string,
  ofsFees: string,
  gst: string,
  freightCost: string,
) => ({
  negotiateCurrency,
  forex,
  ofsFees,
  gst,
  freightCost,
});

describe('formatInvoiceNumber / invoiceYear ("numbered per year without gaps")', () => {
  test.each([
    [2026, 1, 'IBC-2026-000001'],
    [2026, 123, 'IBC-2026-000123'],
    [2027, 999999, 'IBC-2027-999999'],
  ])('%i #%i -> %s', (year, sequence, number) => {
    expect(formatInvoiceNumber(year, sequence)).toBe(number);
  });

  test("the year is Japan's: 31 Dec 16:00 UTC is already 1 Jan in Yokohama", () => {
    expect(invoiceYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
    expect(invoiceYear(new Date('2026-12-31T14:00:00Z'))).toBe(2026);
  });
});

describe('dueDateAfter (proforma + 7 days, other markets + terms)', () => {
  test.each([
    ['2026-03-10T03:00:00Z', 7, '2026-03-17'],
    ['2026-03-10T16:00:00Z', 7, '2026-03-18'], // already 11 March in Japan
    ['2026-12-28T00:00:00Z', 30, '2027-01-27'],
  ])('%s + %i days -> %s', (issued, days, due) => {
    expect(dueDateAfter(new Date(issued), days)).toBe(due);
  });
});

describe('nzCollectionSchedule (spec §1, ADR 0001)', () => {
  test('safe ETA 48 h before, 6/5/4 NZ working days after it, due on "latest"', () => {
    // Carrier ETA Mon 9 Mar 2026 12:00 NZDT -> safe ETA Sat 7 Mar; working days Mon 9 ... (§1)
    const schedule = nzCollectionSchedule(new Date('2026-03-09T12:00:00+13:00'));
    expect(schedule).toEqual({
      safeEta: '2026-03-06T23:00:00.000Z',
      earliest: '2026-03-16',
      medium: '2026-03-13',
      latest: '2026-03-12',
      dueDate: '2026-03-12',
    });
  });
});

describe('finalInvoiceRefusal (NZ final invoice after the vessel departs)', () => {
  const eta = new Date('2026-05-20T00:00:00Z');
  test.each([
    ['other market, nothing known', 12, 'purchased', null, null],
    ['no country', null, 'purchased', null, null],
    ['NZ, booked with an ETA: the departure is not recorded yet', 75, 'booked', eta, 'not-departed'],
    ['NZ, cancelled', 75, 'cancelled', eta, 'not-departed'],
    ['NZ, departed, ETA known', 75, 'departed', eta, null],
    ['NZ, arrived, ETA known', 75, 'arrived', eta, null],
    ['NZ, departed without an ETA', 75, 'departed', null, 'no-eta'],
  ] as const)('%s', (_name, countryId, stage, eta, refusal) => {
    expect(finalInvoiceRefusal({ countryId, stage, eta })).toBe(refusal);
  });
});

describe('the printed invoice date (Japan) and its due date agree', () => {
  test('issued 20:00 UTC on 28 Nov: dated 29 Nov in Japan, "due within 7 days" is 6 Dec', () => {
    const issuedAt = new Date('2026-11-28T20:00:00Z');
    expect(businessDate(issuedAt)).toBe('2026-11-29');
    expect(dueDateAfter(issuedAt, 7)).toBe('2026-12-06');
  });
});

describe("latestDateOnEarth (the date paid is the dealer's own calendar)", () => {
  test.each([
    // 15:00 UTC on 1 Mar: 2 Mar in New Zealand (UTC+13) and in Kiribati (UTC+14).
    ['2026-03-01T15:00:00Z', '2026-03-02'],
    ['2026-03-01T09:59:59Z', '2026-03-01'],
    ['2026-03-01T10:00:00Z', '2026-03-02'],
  ])('at %s the latest date is %s', (now, date) => {
    expect(latestDateOnEarth(new Date(now))).toBe(date);
  });
});

describe('the date paid: a real day, not in the future, not more than a year before today in Japan', () => {
  test.each([
    // 15:00 UTC on 1 Mar 2026 is 2 Mar in Japan: a year back is 2 Mar 2025.
    ['2026-03-01T15:00:00Z', '2025-03-02'],
    ['2026-03-01T14:59:59Z', '2025-03-01'],
    // 29 Feb has no same day a year before: the 28th.
    ['2028-02-29T03:00:00Z', '2027-02-28'],
  ])('at %s the earliest date paid is %s', (now, date) => {
    expect(earliestPaymentDate(new Date(now))).toBe(date);
  });

  const now = new Date('2026-03-01T15:00:00Z');
  test.each([
    ['2026-03-02', null],
    ['2025-03-02', null],
    ['2025-03-01', PAYMENT_DATE_MESSAGES.tooOld],
    ['1900-01-01', PAYMENT_DATE_MESSAGES.tooOld],
    ['2026-03-03', PAYMENT_DATE_MESSAGES.future],
    ['2026-02-30', PAYMENT_DATE_MESSAGES.invalid],
    ['2/3/2026', PAYMENT_DATE_MESSAGES.invalid],
  ])('at 15:00 UTC on 1 Mar 2026, %s: %s', (paidOn, error) => {
    expect(paymentDateError(paidOn, now)).toBe(error);
  });
});

test('isOverdueStatus reads the display status', () => {
  expect(isOverdueStatus('overdue')).toBe(true);
  expect(isOverdueStatus('due')).toBe(false);
});

describe('invoiceStatus (due, part-paid, paid, overdue)', () => {
  test.each([
    ['100.00', '0', '2026-05-10', '2026-05-01', 'due'],
    ['100.00', '0', '2026-05-10', '2026-05-10', 'due'], // due today is not overdue yet
    ['100.00', '40.00', '2026-05-10', '2026-05-01', 'part-paid'],
    ['100.00', '100.00', '2026-05-10', '2026-06-01', 'paid'],
    ['100.00', '150.00', '2026-05-10', '2026-05-01', 'paid'],
    ['100.00', '40.00', '2026-05-10', '2026-05-11', 'overdue'],
    ['100.00', '0', '2026-05-10', '2026-05-11', 'overdue'],
    ['0.00', '0', '2026-05-10', '2026-05-11', 'paid'],
  ])('total %s paid %s due %s today %s -> %s', (total, paid, dueDate, today, status) => {
    expect(invoiceStatus({ total, paid, dueDate, today })).toBe(status);
  });

  test.each([
    ['100.00', '30.00', '70.00'],
    ['100.00', '130.00', '0.00'],
  ])('invoiceBalance(%s, %s) = %s', (total, paid, balance) => {
    expect(invoiceBalance(total, paid)).toBe(balance);
  });
});

describe('currencyBalance ("Overpayment becomes credit on the currency account")', () => {
  test.each([
    ['1000', '400', { outstanding: '600.00', credit: '0.00' }],
    ['1000', '1000', { outstanding: '0.00', credit: '0.00' }],
    ['1000', '1250.5', { outstanding: '0.00', credit: '250.50' }],
  ])('invoiced %s paid %s', (invoiced, paid, expected) => {
    expect(currencyBalance('NZD', invoiced, paid)).toMatchObject({ currency: 'NZD', ...expected });
  });
});

describe('reminders ("2 working days before and on the due date")', () => {
  test.each([
    ['2026-03-12', '2026-03-10'], // Thu -> Tue
    ['2026-03-09', '2026-03-05'], // Mon -> Thu (weekend skipped)
    ['2026-01-06', '2025-12-31'], // 1 and 2 Jan are NZ holidays, 5 Jan is the one working day
  ])('due %s -> reminder %s', (due, before) => {
    expect(reminderDates(due)).toEqual({ before, on: due });
  });

  test('workingDaysBefore(0) is the day itself', () => {
    expect(workingDaysBefore('2026-03-12', 0)).toBe('2026-03-12');
  });

  test("today is New Zealand's date", () => {
    expect(reminderToday(new Date('2026-03-09T12:00:00Z'))).toBe('2026-03-10');
  });
});

describe('invoiceBreakdown (invoice lines, §9 landed price): the lines add up to the total', () => {
  test('no price details: the agreed amount alone', () => {
    expect(invoiceBreakdown({ currency: 'USD', agreedAmount: '5000', snapshot: {} })).toEqual({
      currency: 'USD',
      jpyPerUnit: null,
      lines: [{ kind: 'vehicle', description: 'Vehicle', amount: '5000.00' }],
      total: '5000.00',
    });
  });

  test('price details of another currency are ignored', () => {
    const snapshot = { priceDetails: details('NZD', '88', '0', '1.15', '0'), pricingRegion: 'atnz' };
    expect(invoiceBreakdown({ currency: 'USD', agreedAmount: '5000', snapshot }).total).toBe('5000.00');
  });

  test('another currency: vehicle plus freight', () => {
    const snapshot = { priceDetails: details('USD', '150', '0', '1', '1200'), pricingRegion: null };
    const result = invoiceBreakdown({ currency: 'USD', agreedAmount: '5000', snapshot });
    expect(result.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['vehicle', '5000.00'],
      ['freight', '1200.00'],
    ]);
    expect(result.total).toBe('6200.00');
  });

  test('yen account outside NZ: yen plus freight, no zero lines', () => {
    const snapshot = { priceDetails: details('JPY', '1', '', '1', ''), pricingRegion: 'other' };
    const result = invoiceBreakdown({ currency: 'JPY', agreedAmount: '850000', snapshot });
    expect(result.lines).toHaveLength(1);
    expect(result.total).toBe('850000.00');
  });

  test('atnz with NZD: vehicle, GST and its rounding to the dollar = landed price', () => {
    const snapshot = { priceDetails: details('NZD', '88', '0', '1.15', '0'), pricingRegion: 'atnz' };
    const result = invoiceBreakdown({ currency: 'NZD', agreedAmount: '10003', snapshot });
    // 10,003 x 1.15 = 11,503.45 -> 11,503 (§9 "times gst, rounded")
    expect(result.lines.map((l) => [l.kind, l.description, l.amount])).toEqual([
      ['vehicle', 'Vehicle', '10003.00'],
      ['gst', 'GST (15%)', '1500.45'],
      ['rounding', 'Rounding to the whole NZD', '-0.45'],
    ]);
    expect(result.total).toBe('11503.00');
  });

  test('atnz with a yen account: every step of the landed price is a line; total = landed price', () => {
    // 1,000,000 yen / 88.5 x 1.03 = 11,638.42 + 650 = 12,288.42 -> 12,300 (50s) x 1.15 = 14,145
    const snapshot = { priceDetails: details('JPY', '88.5', '650', '1.15', '900'), pricingRegion: 'atnz' };
    const result = invoiceBreakdown({ currency: 'JPY', agreedAmount: '1000000', snapshot });
    expect(result.currency).toBe('NZD');
    expect(result.jpyPerUnit).toBe('88.50');
    expect(result.lines.map((l) => [l.kind, l.description, l.amount])).toEqual([
      ['vehicle', 'Vehicle: JPY 1,000,000 at 88.50 yen per NZD, plus 3% exchange margin', '11638.42'],
      ['inspection', 'Inspection and fees (JEVIC/MPI)', '650.00'],
      ['rounding', 'Rounding up to the next NZD 50', '11.58'],
      ['gst', 'GST (15%)', '1845.00'],
    ]);
    expect(result.total).toBe('14145.00');
  });

  test.each([
    ['2150000', '88.50', '650', '1.15'],
    ['2150000', '88.50', '1234.56', '1.15'],
    ['999999', '91.37', '0', '1.15'],
    ['1', '1', '0', '1.125'],
    ['3333333', '87.3', '777.77', '1.15'],
  ])(
    'JPY %s at %s, fees %s, GST %s: the vehicle line is the plain conversion, the lines sum to the landed price',
    (agreed, forex, fees, gst) => {
      const snapshot = { priceDetails: details('JPY', forex, fees, gst, '0'), pricingRegion: 'atnz' };
      const result = invoiceBreakdown({ currency: 'JPY', agreedAmount: agreed, snapshot });
      const landed = computeLandedPrice({
        offer: new Money(agreed).div(1000),
        exportRegion: 'atnz',
        priceDetails: snapshot.priceDetails,
      });
      expect(result.total).toBe(landed.amount);
      const sum = result.lines.reduce((total, line) => total.add(line.amount), new Money(0));
      expect(sum.toFixed(2)).toBe(result.total);
      expect(result.lines[0]!.amount).toBe(
        new Money(agreed).div(forex).mul('1.03').toDecimalPlaces(2).toFixed(2),
      );
    },
  );

  test("the issue's vehicle: JPY 2,150,000 at 88.50 is NZD 25,022.60, the rounding a line of its own", () => {
    const snapshot = { priceDetails: details('JPY', '88.50', '650', '1.15', '0'), pricingRegion: 'atnz' };
    const result = invoiceBreakdown({ currency: 'JPY', agreedAmount: '2150000', snapshot });
    // 25,022.60 + 650 = 25,672.60 -> 25,700 x 1.15 = 29,555
    expect(result.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['vehicle', '25022.60'],
      ['inspection', '650.00'],
      ['rounding', '27.40'],
      ['gst', '3855.00'],
    ]);
    expect(result.total).toBe('29555.00');
  });

  test('atoz with a yen account: no GST', () => {
    const snapshot = { priceDetails: details('JPY', '100', '500', 'x', '0'), pricingRegion: 'atoz' };
    const result = invoiceBreakdown({ currency: 'JPY', agreedAmount: '1000000', snapshot });
    // 10,000 x 1.03 + 500 = 10,800 -> 10,800
    expect(result.lines.map((l) => l.kind)).toEqual(['vehicle', 'inspection']);
    expect(result.total).toBe('10800.00');
    // 10,000 x 1.03 + 510 = 10,810 -> 10,850: the rounding, and no GST
    const rounded = invoiceBreakdown({
      currency: 'JPY',
      agreedAmount: '1000000',
      snapshot: { priceDetails: details('JPY', '100', '510', '1.15', '0'), pricingRegion: 'atoz' },
    });
    expect(rounded.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['vehicle', '10300.00'],
      ['inspection', '510.00'],
      ['rounding', '40.00'],
    ]);
    expect(rounded.total).toBe('10850.00');
  });

  test('atnz with a yen account and no usable rate: stays in yen', () => {
    for (const forex of ['', '0']) {
      const snapshot = { priceDetails: details('JPY', forex, '650', '1.15', '0'), pricingRegion: 'atnz' };
      const result = invoiceBreakdown({ currency: 'JPY', agreedAmount: '1000000', snapshot });
      expect(result).toMatchObject({ currency: 'JPY', jpyPerUnit: null, total: '1000000.00' });
    }
  });

  test('atnz with NZD and an unreadable GST factor: GST line dropped, amounts never lost', () => {
    const snapshot = { priceDetails: details('JPY', '88.5', '', '', ''), pricingRegion: 'atnz' };
    const result = invoiceBreakdown({ currency: 'JPY', agreedAmount: 'abc', snapshot });
    expect(result.total).toBe(result.lines.reduce((s, l) => s + Number(l.amount), 0).toFixed(2));
  });
});

describe('deposit: proforma and final invoice', () => {
  const deal = invoiceBreakdown({ currency: 'USD', agreedAmount: '5000', snapshot: {} });

  test.each([
    ['1000.00', 20, '200.00'],
    ['999.99', 20, '200.00'],
    ['1000.00', 150, '1000.00'],
    ['1000.00', -5, '0.00'],
  ])('depositAmount(%s, %i) = %s', (total, percent, deposit) => {
    expect(depositAmount(total, percent)).toBe(deposit);
  });

  test('the proforma asks for the deposit, the final invoice for the rest', () => {
    const proforma = proformaLines(deal, 20);
    expect(proforma.total).toBe('1000.00');
    expect(proforma.lines.at(-1)).toEqual({
      kind: 'other',
      description: 'Less the balance, invoiced on the final invoice',
      amount: '-4000.00',
    });
    const final = finalLines(deal, { number: 'IBC-2026-000001', total: proforma.total });
    expect(final.total).toBe('4000.00');
    expect(final.lines.at(-1)?.kind).toBe('less-deposit');
  });

  test('a yen deposit is whole yen, so a transfer can pay it exactly', () => {
    const yen = invoiceBreakdown({ currency: 'JPY', agreedAmount: '1234567', snapshot: {} });
    expect(proformaLines(yen, 20).total).toBe('246913.00');
    expect(currencyPlaces('jpy')).toBe(0);
    expect(currencyPlaces('NZD')).toBe(2);
  });

  test('the proforma names its deposit: "Deposit: 20% of NZD …" of the deal total', () => {
    const nz = invoiceBreakdown({
      currency: 'NZD',
      agreedAmount: '26900',
      snapshot: { priceDetails: details('NZD', '1', '0', '1.15', '0'), pricingRegion: 'atnz' },
    });
    expect(nz.total).toBe('30935.00');
    const proforma = proformaLines(nz, 20);
    expect(depositTerms(proforma)).toEqual({
      percent: '20',
      dealTotal: '30935.00',
      balance: '24748.00',
      text: 'Deposit: 20% of NZD 30,935.00',
    });
    expect(depositTerms({ ...proformaLines(deal, 15), currency: 'USD' })?.text).toBe(
      'Deposit: 15% of USD 5,000.00',
    );
    expect(depositTerms({ currency: 'USD', total: '0.00', lines: [] })).toBeNull();
  });

  test('a 100% proforma has no balance line; a final without proforma bills everything', () => {
    expect(proformaLines(deal, 100).lines).toHaveLength(1);
    expect(finalLines(deal, null).total).toBe('5000.00');
  });
});
