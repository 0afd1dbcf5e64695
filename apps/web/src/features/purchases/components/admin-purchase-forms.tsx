import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  businessDate,
  formatCalendarDate,
  hasDeparted,
  isLivePurchase,
  PURCHASE_STAGE_LABELS,
  purchaseBookingSchema,
  purchaseCancelSchema,
  purchaseStageMoveSchema,
  stagesToRecord,
  type AdminPurchaseDetail,
  type PurchaseCancel,
  type PurchaseStageMoveInput,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useBookVoyage, useCancelPurchase, useMoveStage } from '../api/admin-purchases';
import { formatBusinessDate } from './format';

/** Why the stage form has nothing to offer: what comes next instead. */
function nothingToRecord(purchase: AdminPurchaseDetail): string {
  if (purchase.allowedActions.includes('book')) {
    return 'Next, book the vehicle on a voyage: its departure is recorded once it is booked.';
  }
  if (!isLivePurchase(purchase.stage)) return 'This purchase is cancelled: no stage is recorded any more.';
  // After departure each stage leads to the next until the release: nothing left means released.
  return hasDeparted(purchase.stage)
    ? 'The vehicle is released: nothing is left to do.'
    : 'No stage can be recorded now.';
}

/**
 * Save stage: the stages the purchase's machine allows now, each with the Japan date it
 * happened (today in Japan at most; the server also refuses a date before the previous stage).
 */
export function MoveStageForm({
  purchase,
  onSaved,
}: {
  purchase: AdminPurchaseDetail;
  onSaved: (notice: string) => void;
}) {
  const move = useMoveStage(purchase.id);
  const stages = stagesToRecord(purchase.allowedActions);
  const today = businessDate(new Date());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PurchaseStageMoveInput>({
    resolver: zodResolver(purchaseStageMoveSchema),
    defaultValues: { stage: stages[0], occurredOn: today, note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (stages.length === 0) return <p className="text-sm text-slate-600">{nothingToRecord(purchase)}</p>;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await move.mutateAsync(purchaseStageMoveSchema.parse(values));
      onSaved(`Moved to ${PURCHASE_STAGE_LABELS[saved.stage]}. The dealer has been notified.`);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['stage', 'occurredOn', 'note']));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Move to stage" className="space-y-3">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Stage" error={errors.stage?.message} required>
          <Select {...form.register('stage')}>
            {stages.map((stage) => (
              <option key={stage} value={stage}>
                {PURCHASE_STAGE_LABELS[stage]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Date (Japan time)"
          error={errors.occurredOn?.message}
          hint={`Today in Japan: ${formatCalendarDate(today)}.`}
          required
        >
          <Input type="date" max={today} {...form.register('occurredOn')} />
        </Field>
      </div>
      <Field label="Note" error={errors.note?.message} hint="Shown to the dealer with the stage.">
        <Input {...form.register('note')} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save stage'}
      </Button>
    </form>
  );
}

/** Book on a voyage calling at the purchase's destination port; shown while 'book' is allowed. */
export function BookVoyageForm({ purchase }: { purchase: AdminPurchaseDetail }) {
  const book = useBookVoyage(purchase.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ voyageId: string }>({
    defaultValues: { voyageId: purchase.voyage ? String(purchase.voyage.id) : '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (purchase.voyageOptions.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No upcoming voyage calls at {purchase.destinationPort ?? 'the destination port'}. Add one in Shipping
        schedule.
      </p>
    );
  }
  const onSubmit = form.handleSubmit(async ({ voyageId }) => {
    setNotice(null);
    setFormError(null);
    const parsed = purchaseBookingSchema.safeParse({ voyageId });
    if (!parsed.success) {
      form.setError('voyageId', { message: 'Choose a voyage.' });
      return;
    }
    try {
      const saved = await book.mutateAsync(parsed.data);
      setNotice(
        `Booked on ${saved.voyage?.vesselName ?? ''} ${saved.voyage?.voyageNumber ?? ''}. The dealer has been notified.`,
      );
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['voyageId']));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Book on a voyage" className="space-y-3">
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field
        label={`Voyage to ${purchase.destinationPort ?? 'the destination port'}`}
        error={errors.voyageId?.message}
        hint="Dates are Japan time."
        required
      >
        <Select {...form.register('voyageId')}>
          <option value="">Choose a voyage</option>
          {purchase.voyageOptions.map((voyage) => (
            <option key={voyage.id} value={voyage.id}>
              {voyage.vesselName} {voyage.voyageNumber} from {voyage.loadingPort}, ETD{' '}
              {formatBusinessDate(voyage.etd)}
              {voyage.eta ? `, ETA ${formatBusinessDate(voyage.eta)}` : ''}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Booking…' : 'Book'}
      </Button>
    </form>
  );
}

/**
 * 'Cancel purchase' (shown while the machine allows 'cancel'): a dialog that says what cancelling
 * does, asks for the reason the dealer is told, and cancels on its confirming button.
 * `openInvoices`: the numbers of the purchase's open invoices (undefined while unknown).
 */
export function CancelPurchase({
  purchase,
  openInvoices,
  onCancelled,
  onInvoicesChanged,
}: {
  purchase: AdminPurchaseDetail;
  openInvoices: readonly string[] | undefined;
  onCancelled: (notice: string) => void;
  onInvoicesChanged?: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel purchase
      </Button>
      {open && (
        <CancelPurchaseDialog
          purchase={purchase}
          openInvoices={openInvoices}
          onInvoicesChanged={onInvoicesChanged}
          onKeep={() => setOpen(false)}
          onDone={(notice) => {
            setOpen(false);
            onCancelled(notice);
          }}
        />
      )}
    </Dialog>
  );
}

function CancelPurchaseDialog({
  purchase,
  openInvoices,
  onInvoicesChanged,
  onKeep,
  onDone,
}: {
  purchase: AdminPurchaseDetail;
  openInvoices: readonly string[] | undefined;
  onInvoicesChanged: (() => Promise<unknown>) | undefined;
  onKeep: () => void;
  onDone: (notice: string) => void;
}) {
  const cancel = useCancelPurchase(purchase.id, onInvoicesChanged);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PurchaseCancel>({
    resolver: zodResolver(purchaseCancelSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await cancel.mutateAsync(values);
      onDone('Purchase cancelled. The vehicle is back on sale and the dealer has been told.');
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['reason']));
    }
  });
  const invoices =
    openInvoices === undefined
      ? 'Its open invoices are voided.'
      : openInvoices.length === 0
        ? 'No invoice is open: none is voided.'
        : `Open ${openInvoices.length === 1 ? 'invoice' : 'invoices'} ${openInvoices.join(', ')} ${
            openInvoices.length === 1 ? 'is' : 'are'
          } voided.`;
  return (
    <DialogContent
      title="Cancel this purchase?"
      description={`${purchase.vehicle.name} (${purchase.vehicle.chassis}) for ${purchase.companyName}. This cannot be undone.`}
      showDescription
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Cancel the purchase">
        <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
          <li>The vehicle goes back on sale: it shows in the member search again and takes offers.</li>
          <li>{invoices}</li>
          <li>
            Payments already confirmed stay on {purchase.companyName}&rsquo;s account as credit, in the
            currency they were paid in.
          </li>
          <li>The dealer is told by e-mail and in the bell, with your reason.</li>
        </ul>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field label="Reason" error={errors.reason?.message} hint="The dealer reads it." required>
          <Textarea rows={3} {...form.register('reason')} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onKeep}>
            Keep the purchase
          </Button>
          <Button
            type="submit"
            disabled={isSubmitting}
            className="bg-danger-700 hover:bg-danger-600 active:bg-danger-600"
          >
            {isSubmitting ? 'Cancelling…' : 'Cancel purchase'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
