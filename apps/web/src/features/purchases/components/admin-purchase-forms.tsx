import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  businessDate,
  hasDeparted,
  isLivePurchase,
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
import { formatDay } from '@/lib/formats';
import { useBookVoyage, useCancelPurchase, useMoveStage } from '../api/admin-purchases';
import { formatBusinessDate } from './format';
import { PURCHASE_STAGE_MESSAGES } from '@/lib/state-words';

/** Why the stage form has nothing to offer: what comes next instead. */
function nothingToRecord(i18n: I18n, purchase: AdminPurchaseDetail): string {
  if (purchase.allowedActions.includes('book')) {
    return i18n._(msg`Next, book the vehicle on a voyage: its departure is recorded once it is booked.`);
  }
  if (!isLivePurchase(purchase.stage)) {
    return i18n._(msg`This purchase is cancelled: no stage is recorded any more.`);
  }
  // After departure each stage leads to the next until the release: nothing left means released.
  return hasDeparted(purchase.stage)
    ? i18n._(msg`The vehicle is released: nothing is left to do.`)
    : i18n._(msg`No stage can be recorded now.`);
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
  const { t, i18n } = useLingui();
  const move = useMoveStage(purchase.id);
  const stages = stagesToRecord(purchase.allowedActions);
  const today = businessDate(new Date());
  const todayText = formatDay(i18n, today);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PurchaseStageMoveInput>({
    resolver: zodResolver(purchaseStageMoveSchema),
    defaultValues: { stage: stages[0], occurredOn: today, note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (stages.length === 0) return <p className="text-sm text-slate-600">{nothingToRecord(i18n, purchase)}</p>;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await move.mutateAsync(purchaseStageMoveSchema.parse(values));
      const stage = i18n._(PURCHASE_STAGE_MESSAGES[saved.stage]);
      onSaved(t`Moved to ${stage}. The dealer has been notified.`);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['stage', 'occurredOn', 'note']));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Move to stage`} className="space-y-3">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t`Stage`} error={errors.stage?.message} required>
          <Select {...form.register('stage')}>
            {stages.map((stage) => (
              <option key={stage} value={stage}>
                {i18n._(PURCHASE_STAGE_MESSAGES[stage])}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t`Date (Japan time)`}
          error={errors.occurredOn?.message}
          hint={t`Today in Japan: ${todayText}.`}
          required
        >
          <Input type="date" max={today} {...form.register('occurredOn')} />
        </Field>
      </div>
      <Field label={t`Note`} error={errors.note?.message} hint={t`Shown to the dealer with the stage.`}>
        <Input {...form.register('note')} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Saving…` : t`Save stage`}
      </Button>
    </form>
  );
}

/** Book on a voyage calling at the purchase's destination port; shown while 'book' is allowed. */
export function BookVoyageForm({ purchase }: { purchase: AdminPurchaseDetail }) {
  const { t, i18n } = useLingui();
  const book = useBookVoyage(purchase.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ voyageId: string }>({
    defaultValues: { voyageId: purchase.voyage ? String(purchase.voyage.id) : '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { destinationPort } = purchase;
  if (purchase.voyageOptions.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {destinationPort ? (
          <Trans>No upcoming voyage calls at {destinationPort}. Add one in Shipping schedule.</Trans>
        ) : (
          <Trans>No upcoming voyage calls at the destination port. Add one in Shipping schedule.</Trans>
        )}
      </p>
    );
  }
  const onSubmit = form.handleSubmit(async ({ voyageId }) => {
    setNotice(null);
    setFormError(null);
    const parsed = purchaseBookingSchema.safeParse({ voyageId });
    if (!parsed.success) {
      form.setError('voyageId', { message: t`Choose a voyage.` });
      return;
    }
    try {
      const saved = await book.mutateAsync(parsed.data);
      const vesselName = saved.voyage?.vesselName ?? '';
      const voyageNumber = saved.voyage?.voyageNumber ?? '';
      setNotice(t`Booked on ${vesselName} ${voyageNumber}. The dealer has been notified.`);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['voyageId']));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Book on a voyage`} className="space-y-3">
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field
        label={destinationPort ? t`Voyage to ${destinationPort}` : t`Voyage to the destination port`}
        error={errors.voyageId?.message}
        hint={t`Dates are Japan time.`}
        required
      >
        <Select {...form.register('voyageId')}>
          <option value="">{t`Choose a voyage`}</option>
          {purchase.voyageOptions.map((voyage) => {
            const { vesselName, voyageNumber, loadingPort } = voyage;
            const etd = formatBusinessDate(i18n, voyage.etd);
            const eta = voyage.eta ? formatBusinessDate(i18n, voyage.eta) : null;
            return (
              <option key={voyage.id} value={voyage.id}>
                {eta
                  ? t`${vesselName} ${voyageNumber} from ${loadingPort}, ETD ${etd}, ETA ${eta}`
                  : t`${vesselName} ${voyageNumber} from ${loadingPort}, ETD ${etd}`}
              </option>
            );
          })}
        </Select>
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Booking…` : t`Book`}
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
        <Trans>Cancel purchase</Trans>
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
  const { t } = useLingui();
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
      onDone(t`Purchase cancelled. The vehicle is back on sale and the dealer has been told.`);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['reason']));
    }
  });
  const numbers = openInvoices?.join(', ');
  const openCount = openInvoices?.length ?? 0;
  const invoices =
    openInvoices === undefined
      ? t`Its open invoices are voided.`
      : openInvoices.length === 0
        ? t`No invoice is open: none is voided.`
        : t`${plural(openCount, {
            one: `Open invoice ${numbers} is voided.`,
            other: `Open invoices ${numbers} are voided.`,
          })}`;
  const { companyName } = purchase;
  const { name: vehicleName, chassis } = purchase.vehicle;
  return (
    <DialogContent
      title={t`Cancel this purchase?`}
      description={t`${vehicleName} (${chassis}) for ${companyName}. This cannot be undone.`}
      showDescription
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Cancel the purchase`}>
        <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
          <li>
            <Trans>
              The vehicle goes back on sale: it shows in the member search again and takes offers.
            </Trans>
          </li>
          <li>{invoices}</li>
          <li>
            <Trans>
              Payments already confirmed stay on {companyName}&rsquo;s account as credit, in the currency they
              were paid in.
            </Trans>
          </li>
          <li>
            <Trans>The dealer is told by e-mail and in the bell, with your reason.</Trans>
          </li>
        </ul>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field label={t`Reason`} error={errors.reason?.message} hint={t`The dealer reads it.`} required>
          <Textarea rows={3} {...form.register('reason')} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onKeep}>
            <Trans>Keep the purchase</Trans>
          </Button>
          <Button
            type="submit"
            disabled={isSubmitting}
            className="bg-danger-700 hover:bg-danger-600 active:bg-danger-600"
          >
            {isSubmitting ? t`Cancelling…` : t`Cancel purchase`}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
