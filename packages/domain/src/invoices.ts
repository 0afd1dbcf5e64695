// Invoices (spec §1 NZ invoicing notice): numbers, lines,
// due dates, status and balances. Pure: the API stores what these functions decide.
import { fill } from './message-text.ts';
import type Decimal from 'decimal.js';
import {
  addCalendarDays,
  businessDate,
  calendarDate,
  dateAtUtcOffset,
  isCalendarDate,
  type CalendarDate,
} from './calendar-date.ts';
import { Money, parseMoney } from './decimal.ts';
import { computeLandedPrice, FOREX_MARGIN, roundUpToFifty, type PriceDetails } from './landed-price.ts';
import { groupThousands } from './written-decimal.ts';
import { hasDeparted } from './machines/purchase.ts';
import { NZ_COLLECTION_TIME_ZONE } from './nz-collection-calendar.ts';
import { collectionDates, isNzCollectionWorkingDay } from './nz-collection.ts';

/** The market whose final invoices follow §1 (countryId 75, New Zealand). */
export const NZ_COUNTRY_ID = 75;
/** "a proforma on acceptance (deposit due within 7 days by default)". */
export const DEFAULT_DEPOSIT_DAYS = 7;
/** "Other markets: due on acceptance + the configured terms" (default 30 days). */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
/** Share of the deal the proforma asks for as a deposit; the final invoice asks for the rest. */
export const DEFAULT_DEPOSIT_PERCENT = 20;
/** Reminders: "2 working days before and on the due date". */
export const REMINDER_WORKING_DAYS_BEFORE = 2;

export type InvoiceKind = 'proforma' | 'final';
export type InvoiceStatus = 'due' | 'part-paid' | 'paid' | 'overdue';
export type InvoiceLineKind =
  | 'vehicle'
  | 'freight'
  | 'inspection'
  | 'insurance'
  | 'rounding'
  | 'gst'
  | 'deposit'
  | 'less-deposit'
  | 'other';

export interface InvoiceLine {
  kind: InvoiceLineKind;
  description: string;
  /** Exact decimal, 2 places. */
  amount: string;
}

/** 'IBC-2026-000123': the year and a per-year sequence without gaps. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `IBC-${year}-${String(sequence).padStart(6, '0')}`;
}

// An invoice's date is a business date: businessDate(issuedAt), Japan's calendar (the company issues
// its invoices in Yokohama), the same on the PDF, the lists and the deal page.

/** The year an invoice issued at `issuedAt` is numbered in (Japan's calendar year). */
export function invoiceYear(issuedAt: Date): number {
  return Number(businessDate(issuedAt).slice(0, 4));
}

/**
 * The printed invoice date + `days`, so "due within 7 days" is exactly 7 days after the date on the
 * invoice. The proforma: + deposit days; other markets' final: acceptance + terms.
 */
export function dueDateAfter(issuedAt: Date, days: number): CalendarDate {
  return addCalendarDays(businessDate(issuedAt), days);
}

export interface CollectionSchedule {
  /** ISO instant: carrier ETA - 48 h. */
  safeEta: string;
  earliest: CalendarDate;
  medium: CalendarDate;
  latest: CalendarDate;
}

/**
 * §1 for the final invoice of a New Zealand account: the collection dates from the carrier's ETA
 * (`collectionDates`, ADR 0001: 6 / 5 / 4 NZ working days after the safe ETA, names kept as the spec
 * writes them). Decision: the due date is the date §1 calls "latest" (4 working days), as
 * the invoices table says, which is also the soonest of the three: the dealer is never told to pay
 * later than the last date the spec allows.
 */
export function nzCollectionSchedule(eta: Date): CollectionSchedule & { dueDate: CalendarDate } {
  const dates = collectionDates(eta);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    safeEta: dates.safeEta.toISOString(),
    earliest: day(dates.earliest),
    medium: day(dates.medium),
    latest: day(dates.latest),
    dueDate: day(dates.latest),
  };
}

export type FinalInvoiceRefusal = 'not-departed' | 'no-eta' | null;

/**
 * "For countryId 75 the final invoice is issued after the vessel departs". Departed means
 * the departure was recorded: the purchase reached the Loaded / departed stage (or a later one). An
 * ETD in the past is not enough: vessels leave late, and a car not loaded is not invoiced. An ETA is
 * needed to date it. Other markets may be invoiced at any time.
 */
export function finalInvoiceRefusal(input: {
  countryId: number | null;
  /** The purchase's stage now. */
  stage: string;
  eta: Date | null;
}): FinalInvoiceRefusal {
  if (input.countryId !== NZ_COUNTRY_ID) return null;
  if (!hasDeparted(input.stage)) return 'not-departed';
  if (input.eta === null) return 'no-eta';
  return null;
}

/**
 * Status of an open invoice from its total, the confirmed payments allocated to it, its due date and
 * today ("status (due, part-paid, paid, overdue)"). Paid in full wins; an unpaid remainder
 * after the due date is overdue, whether or not something was paid.
 */
export function invoiceStatus(input: {
  total: Decimal.Value;
  paid: Decimal.Value;
  dueDate: CalendarDate;
  today: CalendarDate;
}): InvoiceStatus {
  const paid = new Money(input.paid);
  if (paid.gte(input.total)) return 'paid';
  if (input.today > input.dueDate) return 'overdue';
  return paid.gt(0) ? 'part-paid' : 'due';
}

/** What is left to pay on one invoice (never below 0). */
export function invoiceBalance(total: Decimal.Value, paid: Decimal.Value): string {
  return Money.max(new Money(total).sub(paid), 0).toFixed(2);
}

/** An invoice past its due date with something left to pay (the lists say "Overdue since"). */
export function isOverdueStatus(status: string): boolean {
  return status === 'overdue';
}

/** Hours the calendar furthest ahead runs before UTC (Kiribati's Line Islands, UTC+14). */
const EARTH_LEAD_HOURS = 14;

/**
 * The latest calendar date anywhere on Earth at `now` (UTC+14). The date a dealer paid is the date on
 * his bank's proof, on his own calendar, so it is refused only after this day: a New Zealand dealer's
 * today is never "in the future".
 */
export function latestDateOnEarth(now: Date): CalendarDate {
  return dateAtUtcOffset(now, EARTH_LEAD_HOURS);
}

/** What a dealer is told next to the date paid of a payment he records. */
export const PAYMENT_DATE_MESSAGES = {
  invalid: /*i18n*/ 'Enter the date you paid.',
  future: /*i18n*/ 'The date paid cannot be in the future.',
  tooOld: /*i18n*/ 'The date paid cannot be more than a year ago.',
} as const;

/**
 * The earliest date paid a payment may be recorded with: the same day a year before today in Japan
 * (the exporter's business date; 28 Feb for 29 Feb). Invoices are paid within weeks of their issue,
 * so an older date is a slip (1900-01-01, a year typed wrong), not a payment.
 */
export function earliestPaymentDate(now: Date): CalendarDate {
  const today = businessDate(now);
  const sameDay = `${String(Number(today.slice(0, 4)) - 1).padStart(4, '0')}${today.slice(4)}`;
  return isCalendarDate(sameDay) ? sameDay : `${sameDay.slice(0, 8)}28`;
}

/**
 * Why a date paid is refused at `now`, or null: it must be a real day, not after the latest date on
 * Earth (the date on the dealer's bank proof is on his own calendar, see latestDateOnEarth) and not
 * more than a year before today in Japan.
 */
export function paymentDateError(paidOn: string, now: Date): string | null {
  if (!isCalendarDate(paidOn)) return PAYMENT_DATE_MESSAGES.invalid;
  if (paidOn > latestDateOnEarth(now)) return PAYMENT_DATE_MESSAGES.future;
  if (paidOn < earliestPaymentDate(now)) return PAYMENT_DATE_MESSAGES.tooOld;
  return null;
}

export interface CurrencyBalance {
  currency: string;
  invoiced: string;
  paid: string;
  outstanding: string;
  credit: string;
}

/**
 * A currency account's balance ("Overpayment becomes credit on the currency account"):
 * invoiced - confirmed payments; what is owed is outstanding, a negative remainder is credit.
 */
export function currencyBalance(
  currency: string,
  invoiced: Decimal.Value,
  paid: Decimal.Value,
): CurrencyBalance {
  const difference = new Money(invoiced).sub(paid);
  return {
    currency,
    invoiced: new Money(invoiced).toFixed(2),
    paid: new Money(paid).toFixed(2),
    outstanding: Money.max(difference, 0).toFixed(2),
    credit: Money.max(difference.neg(), 0).toFixed(2),
  };
}

/** `days` New Zealand working days (§1 calendar: NZ, JP, PH, US) before `date`. */
export function workingDaysBefore(date: CalendarDate, days: number): CalendarDate {
  let day = date;
  for (let counted = 0; counted < days;) {
    day = addCalendarDays(day, -1);
    // UTC midnight is the same date in New Zealand (UTC+12/13).
    if (isNzCollectionWorkingDay(new Date(`${day}T00:00:00Z`))) counted += 1;
  }
  return day;
}

/** "a reminder e-mail 2 working days before and on the due date". */
export function reminderDates(dueDate: CalendarDate): { before: CalendarDate; on: CalendarDate } {
  return { before: workingDaysBefore(dueDate, REMINDER_WORKING_DAYS_BEFORE), on: dueDate };
}

/** Today's date where reminders are counted (New Zealand's calendar, like the collection dates). */
export function reminderToday(now: Date): CalendarDate {
  return calendarDate(now, NZ_COLLECTION_TIME_ZONE);
}

/** What a purchase's price snapshot holds (offers module), as far as invoices read it. */
export interface InvoiceSnapshot {
  priceDetails?: Pick<PriceDetails, 'negotiateCurrency' | 'forex' | 'ofsFees' | 'gst' | 'freightCost'>;
  pricingRegion?: string | null;
}

export interface InvoiceBreakdown {
  /** The currency the lines are in (the currency account that pays). */
  currency: string;
  /** Yen per one unit of `currency` used to convert a yen price; null when nothing was converted. */
  jpyPerUnit: string | null;
  lines: InvoiceLine[];
  total: string;
}

const YEN_PER_OFFER_UNIT = 1000;
const two = (value: Decimal) => value.toFixed(2);

function withTotal(currency: string, jpyPerUnit: string | null, lines: InvoiceLine[]): InvoiceBreakdown {
  const kept = lines.filter((line) => !new Money(line.amount).isZero() || line.kind === 'vehicle');
  const total = kept.reduce((sum, line) => sum.add(line.amount), new Money(0));
  return { currency, jpyPerUnit, lines: kept, total: two(total) };
}

/**
 * The lines of a deal ("vehicle, freight, inspection, insurance where bought, GST where it
 * applies, in the account currency with the rate used"), made step by step the way §9's landed price
 * is made, so the invoice's total is the landed price of the agreed amount and every step, the
 * roundings included, is a line of its own that adds up to it exactly:
 * - atnz/atoz with a JPY account: the yen price converted at the snapshot's forex x 1.03 into NZD (to
 *   the cent), the inspection (ofsFees), the rounding up to the next NZD 50, and for atnz GST and the
 *   rounding of the price with GST to the whole dollar;
 * - atnz with NZD: the vehicle, its GST and the rounding to the whole dollar;
 * - any other account: the vehicle and the freight to the port, in that currency.
 * Insurance: the snapshot has no insurance bought (the site sells none yet), so no line is made.
 * Without price details the invoice is the agreed amount alone. Lines of 0 are left out.
 */
export function invoiceBreakdown(input: {
  currency: string;
  /** Whole units of `currency` (JPY in yen). */
  agreedAmount: string;
  snapshot: InvoiceSnapshot;
}): InvoiceBreakdown {
  const agreed = parseMoney(input.agreedAmount) ?? new Money(0);
  const details = input.snapshot.priceDetails;
  const vehicle = (amount: Decimal, description = /*i18n*/ 'Vehicle'): InvoiceLine => ({
    kind: 'vehicle',
    description,
    amount: two(amount),
  });
  if (!details || details.negotiateCurrency.trim().toUpperCase() !== input.currency) {
    return withTotal(input.currency, null, [vehicle(agreed)]);
  }
  const region = (input.snapshot.pricingRegion ?? '').trim().toLowerCase();
  const typed = input.currency === 'JPY' ? agreed.div(YEN_PER_OFFER_UNIT) : agreed;
  const landed = computeLandedPrice({ offer: typed, exportRegion: region, priceDetails: details });
  const landedAmount = new Money(landed.amount);
  const ofsFees = parseMoney(details.ofsFees) ?? new Money(0);
  const freight = parseMoney(details.freightCost) ?? new Money(0);
  const gst = parseMoney(details.gst) ?? new Money(1);

  if (landed.currency !== input.currency) {
    // atnz/atoz with a yen account: invoiced in NZD at the snapshot's rate (or, without a rate, in yen).
    const forex = parseMoney(details.forex);
    if (forex === null || forex.lte(0)) {
      return withTotal(input.currency, null, [vehicle(agreed)]);
    }
    const converted = agreed.div(forex).mul(FOREX_MARGIN).toDecimalPlaces(2);
    const roundedToFifty = roundUpToFifty(agreed.div(forex).mul(FOREX_MARGIN).add(ofsFees));
    return withTotal(landed.currency, two(forex), [
      vehicle(
        converted,
        fill(/*i18n*/ 'Vehicle: JPY {yen} at {rate} yen per {currency}, plus 3% exchange margin', {
          yen: groupThousands(agreed.toFixed(0)),
          rate: two(forex),
          currency: landed.currency,
        }),
      ),
      { kind: 'inspection', description: /*i18n*/ 'Inspection and fees (JEVIC/MPI)', amount: two(ofsFees) },
      {
        kind: 'rounding',
        description: fill(/*i18n*/ 'Rounding up to the next {currency} 50', { currency: landed.currency }),
        amount: two(roundedToFifty.sub(converted).sub(ofsFees)),
      },
      ...(region === 'atnz' ? gstLines(roundedToFifty, gst, landedAmount, landed.currency) : []),
    ]);
  }
  if (region === 'atnz' && input.currency === 'NZD') {
    return withTotal(input.currency, null, [
      vehicle(agreed),
      ...gstLines(agreed, gst, landedAmount, input.currency),
    ]);
  }
  return withTotal(input.currency, null, [
    vehicle(agreed),
    { kind: 'freight', description: /*i18n*/ 'Freight to the destination port', amount: two(freight) },
  ]);
}

/** §9 "times gst and rounded": the GST to the cent, then the rounding of the total to the whole unit. */
function gstLines(net: Decimal, gst: Decimal, landed: Decimal, currency: string): InvoiceLine[] {
  const tax = net.mul(gst.sub(1)).toDecimalPlaces(2);
  const percent = gst.sub(1).mul(100).toDecimalPlaces(2).toFixed();
  return [
    { kind: 'gst', description: fill(/*i18n*/ 'GST ({percent}%)', { percent }), amount: two(tax) },
    {
      kind: 'rounding',
      description: fill(/*i18n*/ 'Rounding to the whole {currency}', { currency }),
      amount: two(landed.sub(net).sub(tax)),
    },
  ];
}

/** Decimal places of an amount in `currency`: yen has no smaller unit, the others have cents. */
export function currencyPlaces(currency: string): number {
  return currency.trim().toUpperCase() === 'JPY' ? 0 : 2;
}

/**
 * The deposit the proforma asks for: `percent` of the deal, to the cent (to the yen for a yen
 * invoice, which a bank transfer can pay exactly), never more than the total.
 */
export function depositAmount(total: Decimal.Value, percent: number, places = 2): string {
  const clamped = Math.min(Math.max(percent, 0), 100);
  return new Money(total).mul(clamped).div(100).toDecimalPlaces(places).toFixed(2);
}

/**
 * The proforma ("a proforma on acceptance (deposit due within 7 days by default)"): the
 * deal's lines, then the part left for the final invoice taken off, so its total is the deposit.
 */
export function proformaLines(breakdown: InvoiceBreakdown, depositPercent: number): InvoiceBreakdown {
  const deposit = depositAmount(breakdown.total, depositPercent, currencyPlaces(breakdown.currency));
  const rest = new Money(breakdown.total).sub(deposit);
  return withTotal(breakdown.currency, breakdown.jpyPerUnit, [
    ...breakdown.lines,
    {
      kind: 'other',
      description: /*i18n*/ 'Less the balance, invoiced on the final invoice',
      amount: two(rest.neg()),
    },
  ]);
}

/** The final invoice: the deal's lines less the proforma's deposit (`proformaNumber`, `deposit`). */
export function finalLines(
  breakdown: InvoiceBreakdown,
  proforma: { number: string; total: string } | null,
): InvoiceBreakdown {
  const less: InvoiceLine[] = proforma
    ? [
        {
          kind: 'less-deposit',
          description: fill(/*i18n*/ 'Less deposit invoiced on {number}', { number: proforma.number }),
          amount: two(new Money(proforma.total).neg()),
        },
      ]
    : [];
  return withTotal(breakdown.currency, breakdown.jpyPerUnit, [...breakdown.lines, ...less]);
}

export interface DepositTerms {
  /** The share of the deal asked for, as written ('20', '12.5'). */
  percent: string;
  /** The deal's total the share is of (2 places). */
  dealTotal: string;
  /** What is left for the final invoice (2 places). */
  balance: string;
  /** 'Deposit: 20% of NZD 30,935.00'. */
  text: string;
}

/**
 * A proforma's terms as its reader is told them: the deposit it asks for is a share of the deal's
 * total. Read from its own lines (the deal's lines, then the balance left for the final invoice), so
 * an invoice issued under another deposit percentage still says the share that applied to it.
 */
export function depositTerms(invoice: {
  currency: string;
  total: string;
  lines: readonly { kind: string; amount: string }[];
}): DepositTerms | null {
  const dealTotal = invoice.lines
    .filter((line) => line.kind !== 'other' && line.kind !== 'less-deposit')
    .reduce((sum, line) => sum.add(line.amount), new Money(0));
  if (dealTotal.lte(0)) return null;
  const percent = new Money(invoice.total).div(dealTotal).mul(100).toDecimalPlaces(2).toFixed();
  const deal = two(dealTotal);
  return {
    percent,
    dealTotal: deal,
    balance: two(dealTotal.sub(invoice.total)),
    text: `Deposit: ${percent}% of ${invoice.currency} ${groupThousands(deal)}`,
  };
}
