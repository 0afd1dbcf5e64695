import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import {
  CONDITION_GRADES,
  DELIVERY_TYPES,
  DRIVE_TYPES,
  FUELS,
  SIZE_CLASSES,
  TRADE_TERMS,
  TRANSMISSIONS,
  VEHICLE_STOCK_TABS,
  VEHICLE_STOCK_TYPES,
  vehicleFieldsSchema,
  vehicleInputSchema,
  WHEEL_STYLES,
  refusalMessage,
  Money,
  priceUnitOf,
  stockPriceCheck,
  type StockPriceRange,
  type StockVehicle,
  type VehicleFormValues,
  type VehicleInput,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { readText } from '@/lib/i18n';
import type { Catalogue } from '../api/get-catalogue';
import {
  DELIVERY_TYPE_LABELS,
  FUEL_LABELS,
  SIZE_CLASS_LABELS,
  STOCK_TAB_LABELS,
  STOCK_TYPE_LABELS,
  TRANSMISSION_LABELS,
  WHEEL_STYLE_LABELS,
} from '../utils/labels';

// The vehicle form of /admin/stock/new and /admin/stock/:id: every field of spec §3,
// validated by the shared vehicleInputSchema (the API checks the same schema and its field
// messages land next to the same fields).

const FIELDS = Object.keys(vehicleFieldsSchema.shape) as Path<VehicleFormValues>[];
/** 'deliveryTypes.0' (an item of a list) is shown on the list's field. */
const fieldOf = (apiField: string) => apiField.split('.')[0] ?? apiField;

const MONTHS = [
  msg({ message: 'Jan', context: 'month' }),
  msg({ message: 'Feb', context: 'month' }),
  msg({ message: 'Mar', context: 'month' }),
  msg({ message: 'Apr', context: 'month' }),
  msg({ message: 'May', context: 'month' }),
  msg({ message: 'Jun', context: 'month' }),
  msg({ message: 'Jul', context: 'month' }),
  msg({ message: 'Aug', context: 'month' }),
  msg({ message: 'Sep', context: 'month' }),
  msg({ message: 'Oct', context: 'month' }),
  msg({ message: 'Nov', context: 'month' }),
  msg({ message: 'Dec', context: 'month' }),
];

/** A blank number box is "not entered" (the schema names the field), a blank optional one is null. */
const requiredNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
const optionalNumber = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** What a new vehicle starts with: the most common choices, nothing a person must not check. */
const NEW_VEHICLE: Partial<VehicleFormValues> = {
  chassis: '',
  make: '',
  model: '',
  grade: '',
  month: null,
  bodyType: '',
  seats: null,
  isLeftHandDrive: false,
  transmission: 'Automatic',
  driveType: '2WD',
  wheelStyle: null,
  interiorType: null,
  interiorColor: null,
  hasSunRoof: false,
  lengthMm: null,
  widthMm: null,
  heightMm: null,
  color: '',
  interiorGrade: null,
  location: '',
  stockTab: 1,
  stockType: 'ibc',
  deliveryTypes: [],
  isMaxcareUnit: false,
  isIdirect: false,
  isKapStock: false,
  terms: 'FOB',
  customerTerms: null,
  dealerName: '',
  keywords: '',
  features: [],
  negotiateCurrency: 'JPY',
  basePrice: '',
  sizeClass: 'medium',
};

/** The stored vehicle as the form edits it. */
export function toFormValues(v: StockVehicle): VehicleFormValues {
  const pick = Object.fromEntries(FIELDS.map((field) => [field, v[field as keyof StockVehicle]]));
  return pick as VehicleFormValues;
}

export interface VehicleFormProps {
  vehicle?: StockVehicle | undefined;
  catalogue: Catalogue;
  /**
   * What the for-sale stock holds per currency (as stored: JPY in thousands of yen): a price outside
   * is confirmed before saving, one far beyond is a slip shown on the field. Empty: not judged here
   * (the server still refuses a slip).
   */
  priceRanges?: readonly StockPriceRange[] | undefined;
  /** Saves; an edit answers the stored vehicle, which the form then shows. */
  onSave: (input: VehicleInput) => Promise<StockVehicle | void>;
}

/** The price as it was entered, unchanged: not judged again (the server does the same). */
const samePrice = (vehicle: StockVehicle | undefined, input: VehicleInput) =>
  vehicle !== undefined &&
  vehicle.negotiateCurrency === input.negotiateCurrency &&
  new Money(vehicle.basePrice).eq(new Money(input.basePrice));

export function VehicleForm({ vehicle, catalogue, priceRanges = [], onSave }: VehicleFormProps) {
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  /** A price outside what the stock holds, waiting for staff to confirm it: the input and the question. */
  const [toConfirm, setToConfirm] = useState<{ input: VehicleInput; question: string } | null>(null);
  const form = useForm<VehicleFormValues, unknown, VehicleInput>({
    resolver: zodResolver(vehicleInputSchema),
    defaultValues: vehicle ? toFormValues(vehicle) : NEW_VEHICLE,
  });
  const { register, control, formState, watch } = form;
  const { errors, isSubmitting } = formState;
  const err = (field: keyof VehicleFormValues) => errors[field]?.message;
  const make = watch('make');
  const stockType = watch('stockType');
  const currency = watch('negotiateCurrency');
  const isKapStock = watch('isKapStock');
  const models = catalogue.find((m) => m.make.toLowerCase() === make?.toLowerCase())?.models ?? [];

  const save = async (input: VehicleInput) => {
    setMessage(null);
    try {
      const saved = await onSave(input);
      if (saved) {
        // What the server stored (upper-case chassis, catalogue spelling, '720.00') becomes the form.
        form.reset(toFormValues(saved));
        setMessage({ tone: 'success', text: t`The vehicle has been saved.` });
      }
    } catch (error) {
      const text = applyServerErrors(error, form.setError, FIELDS, fieldOf);
      setMessage({ tone: 'error', text: text ?? t`Please check the highlighted fields.` });
    }
  };

  const onSubmit = form.handleSubmit(async (input) => {
    if (!samePrice(vehicle, input)) {
      const range = priceRanges.find((r) => r.currency === input.negotiateCurrency);
      const check = stockPriceCheck(input, range);
      const refusal = refusalMessage(check);
      if (refusal !== null) {
        form.setError('basePrice', { message: refusal }, { shouldFocus: true });
        setMessage({ tone: 'error', text: t`Please check the highlighted fields.` });
        return;
      }
      if (check.message !== null) {
        setToConfirm({ input, question: check.message });
        return;
      }
    }
    await save(input);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Vehicle`} className="space-y-5">
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}

      <Section id="identity" title={t`Identity`}>
        <Field label={t`Chassis number`} error={err('chassis')} required>
          <Input autoComplete="off" className="font-mono uppercase" {...register('chassis')} />
        </Field>
        <Field label={t`Make`} error={err('make')} required>
          <Input list="stock-makes" autoComplete="off" {...register('make')} />
        </Field>
        <Field label={t`Model`} error={err('model')} required>
          <Input list="stock-models" autoComplete="off" {...register('model')} />
        </Field>
        <Field label={t`Grade`} error={err('grade')}>
          <Input {...register('grade')} />
        </Field>
        <Field label={t`Year`} error={err('year')} required>
          <Input type="number" inputMode="numeric" {...register('year', { setValueAs: requiredNumber })} />
        </Field>
        <Field label={t`Month`} error={err('month')}>
          <Select {...register('month', { setValueAs: optionalNumber })}>
            <option value="">{t`Not known`}</option>
            {MONTHS.map((name, i) => (
              <option key={i} value={i + 1}>
                {i + 1} {i18n._(name)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Vehicle type`} hint="Hatchback, Sedan, SUV, Van…" error={err('bodyType')} required>
          <Input {...register('bodyType')} />
        </Field>
        <datalist id="stock-makes">
          {catalogue.map((m) => (
            <option key={m.make} value={m.make} />
          ))}
        </datalist>
        <datalist id="stock-models">
          {models.map((m) => (
            <option key={m.model} value={m.model} />
          ))}
        </datalist>
      </Section>

      <Section id="specification" title={t`Specification`}>
        <Field label={t`Mileage (km)`} error={err('kms')} required>
          <Input type="number" inputMode="numeric" {...register('kms', { setValueAs: requiredNumber })} />
        </Field>
        <Field label={t`Engine (cc)`} error={err('engineCc')} required>
          <Input
            type="number"
            inputMode="numeric"
            {...register('engineCc', { setValueAs: requiredNumber })}
          />
        </Field>
        <Field label={t`Doors`} error={err('doors')} required>
          <Input type="number" inputMode="numeric" {...register('doors', { setValueAs: requiredNumber })} />
        </Field>
        <Field label={t`Seats`} error={err('seats')}>
          <Input type="number" inputMode="numeric" {...register('seats', { setValueAs: optionalNumber })} />
        </Field>
        <Controller
          control={control}
          name="isLeftHandDrive"
          render={({ field }) => (
            <Field label={t`Handedness`} error={err('isLeftHandDrive')} required>
              <Select
                ref={field.ref}
                name={field.name}
                value={field.value ? 'left' : 'right'}
                onChange={(e) => field.onChange(e.target.value === 'left')}
                onBlur={field.onBlur}
              >
                <option value="right">{t`Right Hand Drive`}</option>
                <option value="left">{t`Left Hand Drive`}</option>
              </Select>
            </Field>
          )}
        />
        <Field label={t`Transmission`} error={err('transmission')} required>
          <Select {...register('transmission')}>
            {TRANSMISSIONS.map((value) => (
              <option key={value} value={value}>
                {readText(i18n, TRANSMISSION_LABELS[value])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Fuel`} error={err('fuel')} required>
          <Select {...register('fuel')}>
            <option value="">{t`Choose…`}</option>
            {FUELS.map((f) => (
              <option key={f} value={f}>
                {i18n._(FUEL_LABELS[f])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Drive`} error={err('driveType')} required>
          <Select {...register('driveType')}>
            {DRIVE_TYPES.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </Select>
        </Field>
        <Field label={t`Wheel style`} error={err('wheelStyle')}>
          <Select {...register('wheelStyle', { setValueAs: optionalNumber })}>
            <option value="">{t`Not known`}</option>
            {WHEEL_STYLES.map((w) => (
              <option key={w.value} value={w.value}>
                {i18n._(WHEEL_STYLE_LABELS[w.value])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Interior type`} hint="Cloth, Leather…" error={err('interiorType')}>
          <Input {...register('interiorType')} />
        </Field>
        <Field label={t`Interior colour`} error={err('interiorColor')}>
          <Input {...register('interiorColor')} />
        </Field>
        <Field label={t`Colour`} error={err('color')} required>
          <Input {...register('color')} />
        </Field>
        <Field label={t`Length (mm)`} error={err('lengthMm')}>
          <Input
            type="number"
            inputMode="numeric"
            {...register('lengthMm', { setValueAs: optionalNumber })}
          />
        </Field>
        <Field label={t`Width (mm)`} error={err('widthMm')}>
          <Input type="number" inputMode="numeric" {...register('widthMm', { setValueAs: optionalNumber })} />
        </Field>
        <Field label={t`Height (mm)`} error={err('heightMm')}>
          <Input
            type="number"
            inputMode="numeric"
            {...register('heightMm', { setValueAs: optionalNumber })}
          />
        </Field>
        <Checkbox label={t`Sun roof`} className="self-end pb-2" {...register('hasSunRoof')} />
      </Section>

      <Section id="condition" title={t`Condition`}>
        <Controller
          control={control}
          name="conditionGrade"
          render={({ field }) => (
            <Field
              label={t`Condition grade`}
              hint={t`Auction grade; R for a repaired unit.`}
              error={err('conditionGrade')}
              required
            >
              <Select
                ref={field.ref}
                name={field.name}
                value={field.value === null ? 'R' : (field.value ?? '')}
                onChange={(e) =>
                  field.onChange(
                    e.target.value === 'R' ? null : e.target.value === '' ? undefined : e.target.value,
                  )
                }
                onBlur={field.onBlur}
              >
                <option value="">{t`Choose…`}</option>
                {[...CONDITION_GRADES].reverse().map((g) => (
                  <option key={g}>{g}</option>
                ))}
                <option value="R">{t`R (repaired)`}</option>
              </Select>
            </Field>
          )}
        />
        <Field label={t`Interior grade`} hint={t`A to D`} error={err('interiorGrade')}>
          <Input {...register('interiorGrade')} />
        </Field>
      </Section>

      <Section id="listing" title={t`Listing`}>
        <Field
          label={t`Location`}
          hint={t`Yard or port: Yokohama, Nagoya, Auckland…`}
          error={err('location')}
          required
        >
          <Input {...register('location')} />
        </Field>
        <Field label={t`Stock type`} error={err('stockType')} required>
          <Select {...register('stockType')}>
            {VEHICLE_STOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {readText(i18n, STOCK_TYPE_LABELS[type])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Stock tab`} error={err('stockTab')} required>
          <Select {...register('stockTab', { setValueAs: requiredNumber })}>
            {VEHICLE_STOCK_TABS.map((tab) => (
              <option key={tab.tab} value={tab.tab}>
                {tab.tab} {readText(i18n, STOCK_TAB_LABELS[tab.tab] ?? tab.label)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Terms`} error={err('terms')} required>
          <Select {...register('terms')}>
            {TRADE_TERMS.map((terms) => (
              <option key={terms}>{terms}</option>
            ))}
          </Select>
        </Field>
        <Field
          label={t`Customer terms`}
          hint={t`Shown on the tile unless the terms are CIF.`}
          error={err('customerTerms')}
        >
          <Input {...register('customerTerms')} />
        </Field>
        <Field label={t`Dealer`} error={err('dealerName')}>
          <Input {...register('dealerName')} />
        </Field>
        <Controller
          control={control}
          name="deliveryTypes"
          render={({ field }) => (
            <fieldset
              className="space-y-1"
              aria-describedby={err('deliveryTypes') ? 'delivery-types-error' : undefined}
            >
              <legend className="text-xs font-semibold text-slate-700">
                {stockType === 'ddu' ? (
                  <Trans>Delivery types (DDU stock)</Trans>
                ) : (
                  <Trans>Delivery types (DDU stock only)</Trans>
                )}
              </legend>
              {DELIVERY_TYPES.map((d) => (
                <Checkbox
                  key={d.value}
                  label={i18n._(DELIVERY_TYPE_LABELS[d.value])}
                  checked={field.value?.includes(d.value) ?? false}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked
                        ? [...(field.value ?? []), d.value].sort()
                        : (field.value ?? []).filter((v) => v !== d.value),
                    )
                  }
                />
              ))}
              {err('deliveryTypes') && (
                <p id="delivery-types-error" className="text-xs font-medium text-danger-700">
                  {err('deliveryTypes')}
                </p>
              )}
            </fieldset>
          )}
        />
        <fieldset className="space-y-1">
          <legend className="text-xs font-semibold text-slate-700">
            <Trans>Programmes</Trans>
          </legend>
          <Checkbox label={t`Maxcare unit`} {...register('isMaxcareUnit')} />
          <Checkbox label="iDirect" {...register('isIdirect')} />
          <Checkbox label={t`KAP stock (priced on enquiry)`} {...register('isKapStock')} />
        </fieldset>
        <Field
          label={t`Keywords`}
          hint={t`Words the search finds, e.g. navigation, camera.`}
          error={err('keywords')}
          className="sm:col-span-2"
        >
          <Input {...register('keywords')} />
        </Field>
        <Controller
          control={control}
          name="features"
          render={({ field }) => (
            <Field
              label={t`Features`}
              hint={t`One per line.`}
              error={err('features')}
              className="sm:col-span-2"
            >
              <Textarea
                ref={field.ref}
                name={field.name}
                rows={4}
                value={(field.value ?? []).join('\n')}
                onChange={(e) => field.onChange(e.target.value.split('\n'))}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
      </Section>

      <Section id="price" title={t`Price`}>
        <Field label={t`Currency`} hint="JPY, NZD, USD…" error={err('negotiateCurrency')} required>
          <Input
            maxLength={3}
            className="uppercase"
            {...register('negotiateCurrency', { setValueAs: (v: string) => v.trim().toUpperCase() })}
          />
        </Field>
        <Controller
          control={control}
          name="basePrice"
          render={({ field }) => (
            <Field
              label={t`Price`}
              hint={
                priceUnitOf(currency ?? '') === 'thousands'
                  ? t`In thousands of yen: 650 is JPY 650,000.`
                  : t`In whole units of the currency, e.g. 14,990.`
              }
              error={err('basePrice')}
              required
            >
              <MoneyInput
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                currency={currency ?? ''}
                unit={priceUnitOf(currency ?? '')}
                allowZero={isKapStock === true}
              />
            </Field>
          )}
        />
        <Field label={t`Size class`} hint={t`Chooses the shipping rate.`} error={err('sizeClass')} required>
          <Select {...register('sizeClass')}>
            {SIZE_CLASSES.map((size) => (
              <option key={size} value={size}>
                {i18n._(SIZE_CLASS_LABELS[size])}
              </option>
            ))}
          </Select>
        </Field>
      </Section>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save vehicle</Trans>}
        </Button>
      </div>
      <ConfirmDialog
        open={toConfirm !== null}
        onOpenChange={(open) => {
          if (!open) setToConfirm(null);
        }}
        title={t`Is this price right?`}
        description={toConfirm?.question ?? ''}
        confirmLabel={t`Yes, save this price`}
        tone="primary"
        onConfirm={() => {
          const input = toConfirm?.input;
          setToConfirm(null);
          if (input) void save(input);
        }}
      >
        <Trans>Members see it in the search at this price as soon as it is saved.</Trans>
      </ConfirmDialog>
    </form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <CardSection
      id={`vehicle-${id}`}
      title={title}
      bodyClassName="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
    </CardSection>
  );
}
