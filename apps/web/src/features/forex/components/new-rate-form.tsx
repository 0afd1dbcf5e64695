import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import { FOREX_MESSAGES, forexRateInputSchema, type ForexCurrency, type ForexRateInput } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useAddForexRate } from '../api/add-forex-rate';
import { datetimeLocalToIso, formatMoment, formatRate } from '../utils/format';

interface RateFormValues {
  currency: string;
  jpyPerUnit: string;
  /** datetime-local text in the browser's time zone; blank: now. */
  effectiveFrom: string;
}

const FIELDS = ['currency', 'jpyPerUnit', 'effectiveFrom'] as const;

/** The shared forexRateInputSchema validates the form as the API will. */
const resolver: Resolver<RateFormValues, unknown, ForexRateInput> = (values) =>
  Promise.resolve(validate(values));

function validate(values: RateFormValues): ResolverResult<RateFormValues, ForexRateInput> {
  const errors: FieldErrors<RateFormValues> = {};
  const effectiveFrom = datetimeLocalToIso(values.effectiveFrom);
  if (values.effectiveFrom.trim() !== '' && effectiveFrom === null)
    errors.effectiveFrom = { type: 'format', message: FOREX_MESSAGES.effectiveFrom };
  const parsed = forexRateInputSchema.safeParse({
    currency: values.currency,
    jpyPerUnit: values.jpyPerUnit,
    ...(effectiveFrom ? { effectiveFrom } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof RateFormValues;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: parsed.data!, errors: {} };
}

/** 'New rate': a rate for one currency, in force from now or from a later date and time (issue 16). */
export function NewRateForm({
  currencies,
  onSaved,
}: {
  currencies: readonly ForexCurrency[];
  onSaved: (currency: string) => void;
}) {
  const add = useAddForexRate();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<RateFormValues, unknown, ForexRateInput>({
    resolver,
    defaultValues: { currency: currencies[0]?.code ?? '', jpyPerUnit: '', effectiveFrom: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const saved = await add.mutateAsync(values);
      const when = values.effectiveFrom ? `from ${formatMoment(saved.effectiveFrom)}` : 'now';
      setMessage({
        tone: 'success',
        text: `${saved.currency} ¥${formatRate(saved.jpyPerUnit)} per unit is saved and in force ${when}.`,
      });
      form.reset({ currency: values.currency, jpyPerUnit: '', effectiveFrom: '' });
      onSaved(saved.currency);
    } catch (error) {
      const text = applyServerErrors(error, form.setError, FIELDS);
      if (text) setMessage({ tone: 'error', text });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="New rate" className="mt-3 space-y-4">
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <Field label="Currency" error={errors.currency?.message} required>
        <Select {...form.register('currency')}>
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} – {currency.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Yen per unit"
        hint="For example 88.25: yen for one unit of the currency."
        error={errors.jpyPerUnit?.message}
        required
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('jpyPerUnit')} />
      </Field>
      <Field
        label="Effective from"
        hint="Your local time. Leave blank for the rate to take effect now."
        error={errors.effectiveFrom?.message}
      >
        <Input type="datetime-local" {...form.register('effectiveFrom')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save rate'}
        </Button>
      </div>
    </form>
  );
}
