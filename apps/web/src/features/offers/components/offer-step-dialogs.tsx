import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  currencyPlaces,
  isImpossibleAmount,
  negotiationAmountCheck,
  negotiationRange,
  offerAmountStepSchema,
  offerDeclineSchema,
  priceUnitOf,
  readTypedAmount,
  typedAmountField,
  type AmountPlausibility,
  type AmountUnit,
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
import { formatMoney } from '@/lib/formats';
import { useOfferStep, type OfferSide } from '../api/negotiation';

interface StepDialogProps {
  side: OfferSide;
  offer: Pick<OfferHistoryItem, 'id' | 'currency' | 'currentAmount' | 'listPrice'>;
  onDone: (result: OfferStepResponse) => void;
}

/** What the amount field says beside itself about the unit it takes. */
function amountHint(i18n: I18n, code: string): string {
  const currency = code.toUpperCase();
  return priceUnitOf(code) === 'thousands'
    ? i18n._(msg`In thousands of yen, as dealers type offers: 2,150 is JPY 2,150,000.`)
    : i18n._(msg`In ${currency}.`);
}

/** An amount in full, as the field reads it back: whole yen ('JPY 2,150,000'), cents otherwise. */
const inFull = (i18n: I18n, currency: string, amount: string) =>
  formatMoney(i18n, currency, amount, currencyPlaces(currency));

/**
 * The domain's plausibilityMessage (negotiationAmountCheck) in the reader's language: what the field
 * says when the amount is a slip, or what the confirmation asks; null when the amount is usual.
 */
function plausibilityText(
  i18n: I18n,
  plausibility: AmountPlausibility,
  input: { amount: string; listPrice: string | null; currency: string; unit: AmountUnit },
): string | null {
  if (plausibility === 'usual' || input.listPrice === null) return null;
  const { currency, unit } = input;
  const range = negotiationRange(input.listPrice);
  const full = inFull(i18n, currency, input.amount);
  const low = inFull(i18n, currency, range.low);
  const high = inFull(i18n, currency, range.high);
  const unitHint =
    unit === 'thousands' ? ` ${i18n._(msg`Yen prices are typed in thousands: 2,150 is JPY 2,150,000.`)}` : '';
  switch (plausibility) {
    case 'impossible-low':
      return i18n._(msg`${full} cannot be right: it is far below half the list price (${low}).`) + unitHint;
    case 'impossible-high':
      return i18n._(msg`${full} cannot be right: it is far above the list price (${high}).`) + unitHint;
    case 'confirm-low':
      return i18n._(msg`${full} is below half the list price (${low}). Is it right?`);
    case 'confirm-high':
      return i18n._(msg`${full} is above the list price (${high}). Is it right?`);
  }
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
  const { t, i18n } = useLingui();
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
    const said =
      check.message === null
        ? null
        : (plausibilityText(i18n, check.plausibility, {
            amount: read.value,
            listPrice: offer.listPrice,
            currency,
            unit,
          }) ?? check.message);
    if (said !== null && isImpossibleAmount(check.plausibility)) {
      form.setError('amount', { type: 'plausibility', message: said });
      return;
    }
    if (said !== null) {
      setToConfirm({ amount: read.value, message: values.message, question: said });
      return;
    }
    await send(read.value, values.message);
  });

  const onTable = Number(offer.currentAmount) > 0 ? inFull(i18n, currency, offer.currentAmount) : null;
  const listPrice = offer.listPrice ? inFull(i18n, currency, offer.listPrice) : null;
  const description = [
    onTable ? t`On the table now: ${onTable}.` : t`No amount on the table yet.`,
    listPrice ? t`List price: ${listPrice}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <DialogContent title={title} description={description} showDescription>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field
          label={unit === 'thousands' ? t`Amount (JPY 000s)` : t`Amount (${currency})`}
          hint={amountHint(i18n, currency)}
          error={errors.amount?.message}
          required
        >
          <MoneyInput currency={currency} unit={unit} {...form.register('amount')} />
        </Field>
        <Field label={t`Message`} error={errors.message?.message}>
          <Textarea rows={3} {...form.register('message')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting || step.isPending}>
            {isSubmitting || step.isPending ? t`Sending…` : submitLabel}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={toConfirm !== null}
        onOpenChange={(open) => !open && setToConfirm(null)}
        title={t`Check the amount`}
        description={toConfirm?.question ?? ''}
        confirmLabel={t`Send this amount`}
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
  const { t } = useLingui();
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
    <DialogContent title={t`Decline offer`} description={t`The dealer is told this reason.`} showDescription>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field label={t`Reason`} error={errors.reason?.message} required>
          <Textarea rows={3} {...form.register('reason')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t`Declining…` : t`Decline offer`}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
