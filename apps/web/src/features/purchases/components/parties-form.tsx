import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  isLivePurchase,
  purchasePartiesSchema,
  type PurchaseDetail,
  type PurchasePartiesInput,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useUpdatePurchaseParties } from '../api/purchases';

/** Consignee and notify party: the dealer's to set until the vehicle is booked on a voyage. */
export function PartiesForm({ purchase }: { purchase: PurchaseDetail }) {
  const { t } = useLingui();
  const update = useUpdatePurchaseParties(purchase.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PurchasePartiesInput>({
    resolver: zodResolver(purchasePartiesSchema),
    defaultValues: { consignee: purchase.consignee, notifyParty: purchase.notifyParty },
  });
  const { errors, isSubmitting } = form.formState;
  // The purchase's machine answers for the dealer: editable until the vehicle is booked.
  const editable = purchase.allowedActions.includes('edit-parties');

  if (!editable) {
    return (
      <div className="space-y-2">
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">
              <Trans>Consignee</Trans>
            </dt>
            <dd className="whitespace-pre-line">{purchase.consignee || '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-500">
              <Trans>Notify party</Trans>
            </dt>
            <dd className="whitespace-pre-line">{purchase.notifyParty || '—'}</dd>
          </div>
        </dl>
        <p className="text-xs text-slate-500">
          {isLivePurchase(purchase.stage)
            ? t`The vehicle is booked for shipping: ask our sales team to change these.`
            : t`This purchase is cancelled: nothing ships.`}
        </p>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    setFormError(null);
    try {
      await update.mutateAsync(purchasePartiesSchema.parse(values));
      setNotice(t`Consignee details saved.`);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['consignee', 'notifyParty']));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t`Consignee`}
          error={errors.consignee?.message}
          required
          hint={t`Name and address on the bill of lading.`}
        >
          <Textarea rows={3} {...form.register('consignee')} />
        </Field>
        <Field
          label={t`Notify party`}
          error={errors.notifyParty?.message}
          hint={t`Who the shipping line tells on arrival.`}
        >
          <Textarea rows={3} {...form.register('notifyParty')} />
        </Field>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Saving…` : t`Save consignee details`}
      </Button>
    </form>
  );
}
