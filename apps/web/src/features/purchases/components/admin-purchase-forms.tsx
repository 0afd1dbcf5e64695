import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PURCHASE_STAGE_LABELS,
  PURCHASE_STAGES,
  purchaseBookingSchema,
  purchaseStageMoveSchema,
  type AdminPurchaseDetail,
  type PurchaseStage,
  type PurchaseStageMoveInput,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useBookVoyage, useMoveStage } from '../api/admin-purchases';
import { formatDate } from './format';

const today = () => new Date().toISOString().slice(0, 10);

/** Move to stage: the stages ahead of the purchase, with the day it happened (issue 12). */
export function MoveStageForm({
  purchase,
  onSaved,
}: {
  purchase: AdminPurchaseDetail;
  onSaved: (notice: string) => void;
}) {
  const move = useMoveStage(purchase.id);
  const ahead = PURCHASE_STAGES.slice(PURCHASE_STAGES.indexOf(purchase.stage as PurchaseStage) + 1);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PurchaseStageMoveInput>({
    resolver: zodResolver(purchaseStageMoveSchema),
    defaultValues: { stage: ahead[0] ?? 'released', occurredOn: today(), note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (ahead.length === 0)
    return <p className="text-sm text-slate-600">The vehicle is released: nothing is left to do.</p>;
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
            {ahead.map((stage) => (
              <option key={stage} value={stage}>
                {PURCHASE_STAGE_LABELS[stage]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Date" error={errors.occurredOn?.message} required>
          <Input type="date" {...form.register('occurredOn')} />
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

/** Book on a voyage calling at the purchase's destination port (issue 12). */
export function BookVoyageForm({ purchase }: { purchase: AdminPurchaseDetail }) {
  const book = useBookVoyage(purchase.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ voyageId: string }>({
    defaultValues: { voyageId: purchase.voyage ? String(purchase.voyage.id) : '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (['departed', 'arrived', 'released'].includes(purchase.stage)) {
    return <p className="text-sm text-slate-600">The vehicle has left on its voyage.</p>;
  }
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
        required
      >
        <Select {...form.register('voyageId')}>
          <option value="">Choose a voyage</option>
          {purchase.voyageOptions.map((voyage) => (
            <option key={voyage.id} value={voyage.id}>
              {voyage.vesselName} {voyage.voyageNumber} from {voyage.loadingPort}, ETD{' '}
              {formatDate(voyage.etd)}
              {voyage.eta ? `, ETA ${formatDate(voyage.eta)}` : ''}
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
