import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  fullAmount,
  refusalMessage,
  negotiationAmountCheck,
  offerAmountStepSchema,
  offerDeclineSchema,
  priceUnitOf,
  readTypedAmount,
  typedAmountField,
  type OfferDecline,
  type OfferHistoryItem,
  type OfferStepResponse,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { MoneyInput } from '@/components/ui/money-input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useOfferStep, type OfferSide } from '../api/negotiation';

interface StepDialogProps {
  side: OfferSide;
  offer: Pick<OfferHistoryItem, 'id' | 'currency' | 'currentAmount' | 'listPrice'>;
  onDone: (result: OfferStepResponse) => void;
}

/** What the amount field says beside itself about the unit it takes. */
function amountHint(currency: string): string {
  return priceUnitOf(currency) === 'thousands'
    ? 'In thousands of yen, as dealers type offers: 2,150 is JPY 2,150,000.'
    : `In ${currency.toUpperCase()}.`;
}

/**
 * Counter (staff) or Send new amount (dealer): an amount in the offer's currency, typed as dealers
 * type offers (thousands of yen for JPY) and shown in full as it is typed, and a message. An amount
 * far from the list price is confirmed first; one that can only be a slip is refused beside the
 * field (the API refuses it too).
 */
export function AmountStepDialog({
  side,
  offer,
  onDone,
  title,
  submitLabel,
}: StepDialogProps & { title: string; submitLabel: string }) {
  const { currency } = offer;
  const unit = priceUnitOf(currency);
  const step = useOfferStep(side, offer.id);
  const [formError, setFormError] = useState<string | null>(null);
  /** An amount far from the list price, waiting for the person's yes. */
  const [toConfirm, setToConfirm] = useState<{ amount: string; message: string; question: string } | null>(
    null,
  );
  const schema = useMemo(
    () =>
      z.object({
        amount: typedAmountField({ currency, unit }),
        message: offerAmountStepSchema.shape.message,
      }),
    [currency, unit],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function send(amount: string, message: string) {
    setFormError(null);
    try {
      onDone(
        await step.mutateAsync({
          step: side === 'staff' ? 'counter' : 'reoffer',
          // Whole units on the wire (JPY in yen), as the spec sends offers.
          body: { amount, message },
        }),
      );
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['amount', 'message']));
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const read = readTypedAmount(values.amount, { currency, unit });
    if (!read.ok) return;
    const check = negotiationAmountCheck(read.value, offer.listPrice, currency);
    const refusal = refusalMessage(check);
    if (refusal !== null) {
      form.setError('amount', { type: 'plausibility', message: refusal });
      return;
    }
    if (check.message !== null) {
      setToConfirm({ amount: read.value, message: values.message, question: check.message });
      return;
    }
    await send(read.value, values.message);
  });

  const onTable = Number(offer.currentAmount) > 0 ? fullAmount(currency, offer.currentAmount) : null;
  const description = [
    onTable ? `On the table now: ${onTable}.` : 'No amount on the table yet.',
    offer.listPrice ? `List price: ${fullAmount(currency, offer.listPrice)}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <DialogContent title={title} description={description} showDescription>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field
          label={`Amount (${unit === 'thousands' ? 'JPY 000s' : currency})`}
          hint={amountHint(currency)}
          error={errors.amount?.message}
          required
        >
          <MoneyInput currency={currency} unit={unit} {...form.register('amount')} />
        </Field>
        <Field label="Message" error={errors.message?.message}>
          <Textarea rows={3} {...form.register('message')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting || step.isPending}>
            {isSubmitting || step.isPending ? 'Sending…' : submitLabel}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={toConfirm !== null}
        onOpenChange={(open) => !open && setToConfirm(null)}
        title="Check the amount"
        description={toConfirm?.question ?? ''}
        confirmLabel="Send this amount"
        tone="primary"
        onConfirm={() => {
          const pending = toConfirm;
          if (!pending) return;
          setToConfirm(null);
          void send(pending.amount, pending.message);
        }}
      />
    </DialogContent>
  );
}

/** Decline (staff): the dealer is told the reason. */
export function DeclineDialog({ offerId, onDone }: { offerId: number; onDone: StepDialogProps['onDone'] }) {
  const step = useOfferStep('staff', offerId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OfferDecline>({
    resolver: zodResolver(offerDeclineSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      onDone(await step.mutateAsync({ step: 'decline', body: { reason } }));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['reason']));
    }
  });
  return (
    <DialogContent title="Decline offer" description="The dealer is told this reason." showDescription>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field label="Reason" error={errors.reason?.message} required>
          <Textarea rows={3} {...form.register('reason')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Declining…' : 'Decline offer'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
