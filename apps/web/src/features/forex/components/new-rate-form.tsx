import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import {
  FOREX_MESSAGES,
  forexRateInputSchema,
  isImpossibleAmount,
  ratePlausibility,
  rateReadBack,
  type ForexCurrency,
  type ForexRateInput,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { schemaErrors } from '@/lib/schema-resolver';
import { useAddForexRate } from '../api/add-forex-rate';
import { datetimeLocalToIso, formatMoment } from '../utils/format';
import { rateChangeText } from '../utils/rate-change';

interface RateFormValues {
  currency: string;
  /** As typed: separators allowed ('1,088.5'); the shared schema reads it. */
  jpyPerUnit: string;
  /** datetime-local text in the browser's time zone; blank: now. */
  effectiveFrom: string;
}

const FIELDS = ['currency', 'jpyPerUnit', 'effectiveFrom'] as const;

/** The shared forexRateInputSchema validates the form as the API will. */
const resolver: Resolver<RateFormValues, unknown, ForexRateInput> = (values) =>
  Promise.resolve(validate(values));

function validate(values: RateFormValues): ResolverResult<RateFormValues, ForexRateInput> {
  const effectiveFrom = datetimeLocalToIso(values.effectiveFrom);
  const parsed = forexRateInputSchema.safeParse({
    currency: values.currency,
    jpyPerUnit: values.jpyPerUnit,
    ...(effectiveFrom ? { effectiveFrom } : {}),
  });
  const errors: FieldErrors<RateFormValues> = parsed.success ? {} : schemaErrors(parsed.error.issues);
  if (values.effectiveFrom.trim() !== '' && effectiveFrom === null)
    errors.effectiveFrom = { type: 'format', message: FOREX_MESSAGES.effectiveFrom };
  return parsed.success && Object.keys(errors).length === 0
    ? { values: parsed.data, errors: {} }
    : { values: {}, errors };
}

/** The rate a new one from `at` follows: the scheduled one once it has taken effect, else the one in force. */
function rateBefore(currency: ForexCurrency | undefined, at: number): string | null {
  if (currency?.next && Date.parse(currency.next.effectiveFrom) <= at) return currency.next.jpyPerUnit;
  return currency?.current?.jpyPerUnit ?? null;
}

/**
 * 'New rate': a rate for one currency, in force from now or from a later date and time.
 * The rate is typed as yen for one unit and read back as what it means ('NZD 1 = JPY 88.25'). A rate
 * more than 10% from the one it follows asks for a second look; one that can only be a slip (ten
 * times it, or a tenth) is refused, here and by the server.
 */
export function NewRateForm({
  currencies,
  onSaved,
}: {
  currencies: readonly ForexCurrency[];
  onSaved: (currency: string) => void;
}) {
  const { t, i18n } = useLingui();
  const add = useAddForexRate();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [toConfirm, setToConfirm] = useState<{ values: ForexRateInput; question: string } | null>(null);
  // A saved form starts a fresh rate field (the money input keeps what it read).
  const [saves, setSaves] = useState(0);
  const form = useForm<RateFormValues, unknown, ForexRateInput>({
    resolver,
    defaultValues: { currency: currencies[0]?.code ?? '', jpyPerUnit: '', effectiveFrom: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const currency = form.watch('currency');
  const confirmCurrency = toConfirm?.values.currency;

  async function save(values: ForexRateInput) {
    setMessage(null);
    try {
      const saved = await add.mutateAsync(values);
      const rate = rateReadBack(saved.currency, saved.jpyPerUnit);
      const from = formatMoment(i18n, saved.effectiveFrom);
      setMessage({
        tone: 'success',
        text: values.effectiveFrom
          ? t`${rate} is saved and in force from ${from}.`
          : t`${rate} is saved and in force now.`,
      });
      form.reset({ currency: values.currency, jpyPerUnit: '', effectiveFrom: '' });
      setSaves((n) => n + 1);
      onSaved(saved.currency);
    } catch (error) {
      const text = applyServerErrors(error, form.setError, FIELDS);
      if (text) setMessage({ tone: 'error', text });
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const at = values.effectiveFrom ? Date.parse(values.effectiveFrom) : Date.now();
    const before = rateBefore(
      currencies.find((c) => c.code === values.currency),
      at,
    );
    if (before) {
      const plausibility = ratePlausibility(values.jpyPerUnit, before);
      const said = rateChangeText(i18n, plausibility, {
        currency: values.currency,
        rate: values.jpyPerUnit,
        inForce: before,
      });
      if (said && isImpossibleAmount(plausibility)) {
        form.setError('jpyPerUnit', { type: 'plausibility', message: said }, { shouldFocus: true });
        return;
      }
      if (said) {
        setToConfirm({ values, question: said });
        return;
      }
    }
    await save(values);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`New rate`} className="mt-3 space-y-4">
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <Field label={t`Currency`} error={errors.currency?.message} required>
        <Select {...form.register('currency')}>
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} – {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t`Yen per unit`}
        hint={t`Yen for one ${currency}, e.g. 88.25. Separators are fine: 1,088.5.`}
        error={errors.jpyPerUnit?.message}
        required
      >
        <MoneyInput
          key={saves}
          currency="JPY"
          unit="units"
          places={6}
          readBack={(value) => rateReadBack(currency, value)}
          {...form.register('jpyPerUnit')}
        />
      </Field>
      <Field
        label={t`Effective from`}
        hint={t`Your local time. Leave blank for the rate to take effect now.`}
        error={errors.effectiveFrom?.message}
      >
        <Input type="datetime-local" {...form.register('effectiveFrom')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Save rate`}
        </Button>
      </div>
      <ConfirmDialog
        open={toConfirm !== null}
        onOpenChange={(open) => !open && setToConfirm(null)}
        title={t`Save this rate?`}
        description={toConfirm?.question ?? ''}
        confirmLabel={t`Save rate`}
        tone="primary"
        onConfirm={() => {
          const values = toConfirm?.values;
          setToConfirm(null);
          if (values) void save(values);
        }}
      >
        <Trans>
          Member prices in {confirmCurrency} are worked out with the new rate from the moment it takes effect.
        </Trans>
      </ConfirmDialog>
    </form>
  );
}
