import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatAmount, PAYMENT_PROOF_CONTENT_TYPES } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { ApiError } from '@/lib/api-client';
import { uploadPaymentProof, useRecordPayment } from '../api/payments';

/** An invoice the payment can be for (from the page that shows the invoices). */
export interface PayableInvoice {
  id: number;
  number: string;
  currency: string;
  balance: string;
}

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount, e.g. 2300 or 2300.50.');

const formSchema = z.object({
  currency: z.string().length(3, 'Choose the currency you paid in.'),
  amount,
  paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date you paid.'),
  reference: z.string().trim().max(200),
  amounts: z.record(z.string(), z.string()),
});
type FormValues = z.infer<typeof formSchema>;

const CONNECTION_ERROR = 'We could not reach the server. Please check your connection and try again.';

const today = () => new Date().toISOString().slice(0, 10);

/** Record payment (issue 12): currency, amount, date paid, reference, proof, and how much per invoice. */
export function RecordPaymentDialog({ invoices }: { invoices: PayableInvoice[] }) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const payable = invoices.filter((invoice) => Number(invoice.balance) > 0);
  const currencies = [...new Set(payable.map((invoice) => invoice.currency))].sort();
  return (
    <div className="space-y-2">
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      <Dialog open={open} onOpenChange={setOpen}>
        <Button onClick={() => setOpen(true)} disabled={payable.length === 0}>
          Record payment
        </Button>
        {open && (
          <DialogContent
            title="Record payment"
            description="Tell us about a T/T payment and attach the bank's proof."
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

function RecordPaymentForm({
  invoices,
  currencies,
  onDone,
}: {
  invoices: PayableInvoice[];
  currencies: string[];
  onDone: (message: string) => void;
}) {
  const record = useRecordPayment();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [allocationsError, setAllocationsError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      currency: currencies[0] ?? '',
      amount: invoices.length === 1 ? invoices[0]!.balance : '',
      paidOn: today(),
      reference: invoices.length === 1 ? invoices[0]!.number : '',
      amounts: invoices.length === 1 ? { [invoices[0]!.id]: invoices[0]!.balance } : {},
    },
  });
  const { errors, isSubmitting } = form.formState;
  const currency = form.watch('currency');
  const shown = useMemo(
    () => invoices.filter((invoice) => invoice.currency === currency),
    [invoices, currency],
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setFileError(null);
    setAllocationsError(null);
    if (!file) {
      setFileError('Attach the proof of payment (PDF, JPEG or PNG).');
      return;
    }
    if (!(PAYMENT_PROOF_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setFileError('The proof must be a PDF, JPEG or PNG file.');
      return;
    }
    const allocations = shown
      .map((invoice) => ({ invoiceId: invoice.id, amount: (values.amounts[invoice.id] ?? '').trim() }))
      .filter((allocation) => allocation.amount !== '' && Number(allocation.amount) > 0);
    if (allocations.length === 0) {
      setAllocationsError('Enter how much of the payment is for which invoice.');
      return;
    }
    let proof: Awaited<ReturnType<typeof uploadPaymentProof>>;
    try {
      proof = await uploadPaymentProof(file);
    } catch (error) {
      setFileError(error instanceof ApiError ? error.message : CONNECTION_ERROR);
      return;
    }
    try {
      await record.mutateAsync({
        currency: values.currency,
        amount: values.amount,
        paidOn: values.paidOn,
        reference: values.reference,
        proofId: proof.proofId,
        proofFileName: proof.fileName,
        allocations,
      });
      onDone(
        `Thank you: your payment of ${values.currency} ${formatAmount(values.amount)} was recorded. Our accounts team will confirm it.`,
      );
    } catch (error) {
      // The proof and the invoices' amounts are not form fields of their own: their messages go
      // next to the file input and the invoices.
      const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      if (fieldErrors.proofId) setFileError(fieldErrors.proofId);
      if (fieldErrors.allocations) setAllocationsError(fieldErrors.allocations);
      const message = applyServerErrors(error, form.setError, ['currency', 'amount', 'paidOn', 'reference']);
      setFormError(fieldErrors.proofId || fieldErrors.allocations ? null : message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 overflow-y-auto px-5 py-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Currency" error={errors.currency?.message} required>
          <Select {...form.register('currency')}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Amount paid" error={errors.amount?.message} required>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </Field>
        <Field label="Date paid" error={errors.paidOn?.message} required>
          <Input type="date" max={today()} {...form.register('paidOn')} />
        </Field>
        <Field
          label="Reference"
          error={errors.reference?.message}
          hint="The invoice number you quoted to the bank"
        >
          <Input autoComplete="off" {...form.register('reference')} />
        </Field>
      </div>
      <Field
        label="Proof of payment"
        error={fileError ?? undefined}
        hint="The bank's T/T confirmation: PDF, JPEG or PNG"
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
          Which invoices, and how much for each
        </legend>
        {allocationsError && (
          <p id="allocations-error" className="text-xs font-medium text-danger-700">
            {allocationsError}
          </p>
        )}
        {shown.length === 0 && <p className="text-sm text-slate-500">No open invoices in {currency}.</p>}
        {shown.map((invoice) => (
          <Field
            key={invoice.id}
            label={`Amount for ${invoice.number}`}
            hint={`Balance ${invoice.currency} ${formatAmount(invoice.balance)}`}
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register(`amounts.${invoice.id}`)} />
          </Field>
        ))}
      </fieldset>
      <div className="flex justify-end gap-2 pt-2">
        <Button type="submit" disabled={isSubmitting}>
          Record payment
        </Button>
      </div>
    </form>
  );
}
