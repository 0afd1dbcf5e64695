import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  calendarDate,
  currencyPlaces,
  earliestPaymentDate,
  formatAmount,
  groupThousands,
  latestDateOnEarth,
  Money,
  PAYMENT_PROOF_CONTENT_TYPES,
  paymentDateError,
  readTypedAmount,
  type InvoiceAction,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { ApiError } from '@/lib/api-client';
import { formatDay, formatMoney } from '@/lib/formats';
import { uploadPaymentProof, useRecordPayment } from '../api/payments';

/** An invoice the payment can be for (from the page that shows the invoices). */
export interface PayableInvoice {
  id: number;
  number: string;
  currency: string;
  balance: string;
  /** What the dealer may do with it now: only invoices that allow 'pay' are offered. */
  allowedActions: readonly InvoiceAction[];
}

/** A payment's amounts are whole units of its currency, yen included ('430,000'), as on the invoice. */
const readAmount = (text: string, currency: string) =>
  readTypedAmount(text, { currency, unit: 'units', places: currencyPlaces(currency) });

/**
 * An amount as the field shows it ready to send: '2,300.00', '430,000'. Typed figures are read by the
 * one rule for typed amounts (readTypedAmount) whatever the page's language, so they are not localized.
 */
const typedText = (currency: string, amount: string) =>
  currencyPlaces(currency) === 0 ? groupThousands(new Money(amount).toFixed(0)) : formatAmount(amount);

/** An amount of the payment's currency as the reader reads it: 'NZD 2,300.00', 'JPY 430,000'. */
const paymentMoney = (i18n: I18n, currency: string, amount: string) =>
  formatMoney(i18n, currency, amount, currencyPlaces(currency));

/** The form's rules; `currencyError` is the currency's message in the reader's language. */
const makeFormSchema = (currencyError: string) =>
  z
    .object({
      currency: z.string().length(3, currencyError),
      amount: z.string(),
      // The server's rule, told before the proof is uploaded: not in the future, not over a year ago.
      paidOn: z.string().superRefine((paidOn, ctx) => {
        const error = paymentDateError(paidOn, new Date());
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
      reference: z.string().trim().max(200),
      amounts: z.record(z.string(), z.string()),
    })
    .superRefine((values, ctx) => {
      const paid = readAmount(values.amount, values.currency);
      if (!paid.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: paid.error });
      for (const [id, text] of Object.entries(values.amounts)) {
        if (text.trim() === '') continue;
        const share = readAmount(text, values.currency);
        if (!share.ok) ctx.addIssue({ code: 'custom', path: ['amounts', id], message: share.error });
      }
    });
type FormValues = z.infer<ReturnType<typeof makeFormSchema>>;

/**
 * The dealer's today where he is (his browser's calendar, no time zone named): the date on his bank's
 * proof is on his calendar, and the server accepts any date up to the latest one on Earth.
 */
const localToday = () => calendarDate(new Date());

/** Record payment: currency, amount, date paid, reference, proof, and how much per invoice. */
export function RecordPaymentDialog({ invoices }: { invoices: PayableInvoice[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const payable = invoices.filter((invoice) => invoice.allowedActions.includes('pay'));
  const currencies = [...new Set(payable.map((invoice) => invoice.currency))].sort();
  return (
    <div className="space-y-2">
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <Dialog open={open} onOpenChange={setOpen}>
        <Button onClick={() => setOpen(true)} disabled={payable.length === 0}>
          <Trans>Record payment</Trans>
        </Button>
        {open && (
          <DialogContent
            title={t`Record payment`}
            description={t`Tell us about a T/T payment and attach the bank's proof.`}
          >
            <RecordPaymentForm
              invoices={payable}
              currencies={currencies}
              onDone={(message) => {
                setNotice(message);
                setOpen(false);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

/** What is about to be sent, read from the form (whole-unit amounts), and what it leaves as credit. */
interface Payload {
  currency: string;
  amount: string;
  paidOn: string;
  reference: string;
  allocations: { invoiceId: number; amount: string }[];
  /** The part of the payment no invoice takes, and what is left on the invoices chosen. */
  credit: { unallocated: string; left: string } | null;
}

function RecordPaymentForm({
  invoices,
  currencies,
  onDone,
}: {
  invoices: PayableInvoice[];
  currencies: string[];
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const formSchema = useMemo(() => makeFormSchema(t`Choose the currency you paid in.`), [t]);
  const record = useRecordPayment();
  // One key per payment: sent again unchanged (after a lost answer), it is the same key.
  const attempt = useRef<{ key: string; body: string }>({ key: crypto.randomUUID(), body: '' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [allocationsError, setAllocationsError] = useState<string | null>(null);
  const [leavesCredit, setLeavesCredit] = useState<Payload | null>(null);
  const only = invoices.length === 1 ? (invoices[0] ?? null) : null;
  // One invoice to pay: the form starts with what is left on it.
  const prefill = only ? typedText(only.currency, only.balance) : '';
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      currency: currencies[0] ?? '',
      amount: prefill,
      paidOn: localToday(),
      reference: only?.number ?? '',
      amounts: only ? { [only.id]: prefill } : {},
    },
  });
  const { errors, isSubmitting } = form.formState;
  const currency = form.watch('currency');
  const shown = useMemo(
    () => invoices.filter((invoice) => invoice.currency === currency),
    [invoices, currency],
  );

  async function send(payload: Payload) {
    // The form's submit checked that a file is attached before it called this.
    if (!file) return;
    let proof: Awaited<ReturnType<typeof uploadPaymentProof>>;
    try {
      proof = await uploadPaymentProof(file);
    } catch (error) {
      setFileError(
        error instanceof ApiError
          ? error.message
          : t`We could not reach the server. Please check your connection and try again.`,
      );
      return;
    }
    const body = {
      currency: payload.currency,
      amount: payload.amount,
      paidOn: payload.paidOn,
      reference: payload.reference,
      proofId: proof.proofId,
      proofFileName: proof.fileName,
      allocations: payload.allocations,
    };
    const text = JSON.stringify(body);
    if (attempt.current.body && attempt.current.body !== text) attempt.current.key = crypto.randomUUID();
    attempt.current.body = text;
    try {
      await record.mutateAsync({ body, idempotencyKey: attempt.current.key });
      const paid = paymentMoney(i18n, payload.currency, payload.amount);
      onDone(t`Thank you: your payment of ${paid} was recorded. Our accounts team will confirm it.`);
    } catch (error) {
      // The proof and the invoices' amounts are not form fields of their own: their messages go
      // next to the file input and the invoices.
      const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      if (fieldErrors.proofId) setFileError(fieldErrors.proofId);
      if (fieldErrors.allocations) setAllocationsError(fieldErrors.allocations);
      const message = applyServerErrors(error, form.setError, ['currency', 'amount', 'paidOn', 'reference']);
      setFormError(fieldErrors.proofId || fieldErrors.allocations ? null : message);
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setFileError(null);
    setAllocationsError(null);
    if (!file) {
      setFileError(t`Attach the proof of payment (PDF, JPEG or PNG).`);
      return;
    }
    if (!(PAYMENT_PROOF_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setFileError(t`The proof must be a PDF, JPEG or PNG file.`);
      return;
    }
    const chosen = shown.flatMap((invoice) => {
      const read = readAmount(values.amounts[invoice.id] ?? '', values.currency);
      return read.ok ? [{ invoice, amount: read.value }] : [];
    });
    if (chosen.length === 0) {
      setAllocationsError(t`Enter how much of the payment is for which invoice.`);
      return;
    }
    const amount = readAmount(values.amount, values.currency);
    if (!amount.ok) return;
    const allocated = chosen.reduce((sum, c) => sum.add(c.amount), new Money(0));
    const left = chosen.reduce((sum, c) => sum.add(c.invoice.balance), new Money(0));
    const unallocated = new Money(amount.value).sub(allocated);
    const payload: Payload = {
      currency: values.currency,
      amount: amount.value,
      paidOn: values.paidOn,
      reference: values.reference,
      allocations: chosen.map((c) => ({ invoiceId: c.invoice.id, amount: c.amount })),
      credit: unallocated.gt(0) ? { unallocated: unallocated.toFixed(), left: left.toFixed() } : null,
    };
    // A payment larger than what it is put on leaves credit: asked once more, in plain words.
    if (payload.credit) setLeavesCredit(payload);
    else await send(payload);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 overflow-y-auto px-5 py-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t`Currency`} error={errors.currency?.message} required>
          <Select {...form.register('currency')}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Amount paid`} error={errors.amount?.message} required>
          <MoneyInput
            currency={currency}
            unit="units"
            places={currencyPlaces(currency)}
            defaultValue={prefill}
            {...form.register('amount')}
          />
        </Field>
        <Field
          label={t`Date paid`}
          error={errors.paidOn?.message}
          hint={t`The date on your bank's proof`}
          required
        >
          <Input
            type="date"
            min={earliestPaymentDate(new Date())}
            max={latestDateOnEarth(new Date())}
            {...form.register('paidOn')}
          />
        </Field>
        <Field
          label={t`Reference`}
          error={errors.reference?.message}
          hint={t`The invoice number you quoted to the bank`}
        >
          <Input autoComplete="off" {...form.register('reference')} />
        </Field>
      </div>
      <Field
        label={t`Proof of payment`}
        error={fileError ?? undefined}
        hint={t`The bank's T/T confirmation: PDF, JPEG or PNG`}
        required
      >
        <Input
          type="file"
          accept={PAYMENT_PROOF_CONTENT_TYPES.join(',')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Field>
      <fieldset className="space-y-2" aria-describedby={allocationsError ? 'allocations-error' : undefined}>
        <legend className="text-xs font-semibold text-slate-700">
          <Trans>Which invoices, and how much for each</Trans>
        </legend>
        {allocationsError && (
          <p id="allocations-error" className="text-xs font-medium text-danger-700">
            {allocationsError}
          </p>
        )}
        {shown.length === 0 && (
          <p className="text-sm text-slate-500">
            <Trans>No open invoices in {currency}.</Trans>
          </p>
        )}
        {shown.map((invoice) => {
          const { number } = invoice;
          const left = paymentMoney(i18n, invoice.currency, invoice.balance);
          return (
            <Field
              key={invoice.id}
              label={t`Amount for ${number}`}
              error={errors.amounts?.[invoice.id]?.message}
              hint={t`Left to pay ${left}`}
            >
              <MoneyInput
                currency={invoice.currency}
                unit="units"
                places={currencyPlaces(invoice.currency)}
                defaultValue={invoice === only ? prefill : ''}
                {...form.register(`amounts.${invoice.id}`)}
              />
            </Field>
          );
        })}
      </fieldset>
      <div className="flex justify-end gap-2 pt-2">
        <Button type="submit" disabled={isSubmitting || record.isPending}>
          <Trans>Record payment</Trans>
        </Button>
      </div>
      {leavesCredit?.credit && (
        <ConfirmDialog
          open
          onOpenChange={(keep) => !keep && setLeavesCredit(null)}
          tone="primary"
          title={t`Record a payment that leaves credit?`}
          description={creditMessage(i18n, leavesCredit, leavesCredit.credit)}
          confirmLabel={t`Record payment`}
          onConfirm={() => {
            const payload = leavesCredit;
            setLeavesCredit(null);
            void send(payload);
          }}
        >
          <PaidOn payload={leavesCredit} />
        </ConfirmDialog>
      )}
    </form>
  );
}

/** The payment the credit question is about: 'Paid on 26 Nov 2026: NZD 2,300.00.' */
function PaidOn({ payload }: { payload: Payload }) {
  const { i18n } = useLingui();
  const date = formatDay(i18n, payload.paidOn);
  const amount = paymentMoney(i18n, payload.currency, payload.amount);
  return (
    <p>
      <Trans>
        Paid on {date}: {amount}.
      </Trans>
    </p>
  );
}

/** The plain words of the credit question: how much is not put on an invoice, and where it goes. */
function creditMessage(
  i18n: I18n,
  { currency, amount }: Payload,
  credit: NonNullable<Payload['credit']>,
): string {
  const money = (value: string) => paymentMoney(i18n, currency, value);
  const unallocated = money(credit.unallocated);
  const left = money(credit.left);
  const sentences = [
    i18n._(msg`${unallocated} of this payment is not put on any invoice.`),
    new Money(amount).gt(credit.left)
      ? i18n._(msg`It is more than the ${left} left on the invoices you chose.`)
      : null,
    i18n._(
      msg`Once our accounts team confirms the payment, ${unallocated} stays on your ${currency} account as credit towards your next invoice.`,
    ),
  ];
  return sentences.filter((sentence) => sentence !== null).join(' ');
}
