import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  offerAmountStepSchema,
  offerDeclineSchema,
  type OfferAmountStepInput,
  type OfferDecline,
  type OfferStepResponse,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useOfferStep, type OfferSide } from '../api/negotiation';

interface StepDialogProps {
  side: OfferSide;
  offerId: number;
  currency: string;
  onDone: (result: OfferStepResponse) => void;
}

/** Counter (staff) or Send new amount (dealer): an amount in the offer's currency and a message. */
export function AmountStepDialog({
  side,
  offerId,
  currency,
  onDone,
  title,
  submitLabel,
}: StepDialogProps & { title: string; submitLabel: string }) {
  const step = useOfferStep(side, offerId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OfferAmountStepInput>({
    resolver: zodResolver(offerAmountStepSchema),
    defaultValues: { amount: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onDone(
        await step.mutateAsync({
          step: side === 'staff' ? 'counter' : 'reoffer',
          body: { amount: values.amount, message: values.message ?? '' },
        }),
      );
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['amount', 'message']));
    }
  });
  return (
    <DialogContent title={title} description={`The amount is in ${currency}, whole units.`} showDescription>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field label={`Amount (${currency})`} error={errors.amount?.message} required>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </Field>
        <Field label="Message" error={errors.message?.message}>
          <Textarea rows={3} {...form.register('message')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : submitLabel}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

/** Decline (staff): the dealer is told the reason. */
export function DeclineDialog({ offerId, onDone }: Omit<StepDialogProps, 'side' | 'currency'>) {
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
