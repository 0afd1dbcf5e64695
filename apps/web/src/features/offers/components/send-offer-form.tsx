import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '@/components/ui/form-alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  amountInUnit,
  computeLandedPrice,
  deliveryTypeLabel,
  sendsKapEnquiry,
  offerFormSchema,
  OFFER_MESSAGES,
  priceUnitOf,
  readOfferPrice,
  sendOfferFlags,
  type OfferPayloadInput,
  type VehicleSearchItem,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { controlClasses } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { messageText } from '@/lib/i18n';
import { useSendKapEnquiry } from '../api/send-kap-enquiry';
import { useSendOffer } from '../api/send-offer';
import { useCurrentUser } from '@/lib/current-user';
import { OfferVehicleSummary } from './offer-vehicle-summary';
import { PriceBreakdown } from './price-breakdown';
import { deliveryTypeText } from '../utils/offer-labels';
import { sendFailure } from '../utils/send-failure';

/** What the modal says on KAP stock, where the dealer asks for a price instead of offering one. */
export const KAP_ENQUIRY_TEXTS = {
  submit: msg`Send price enquiry`,
  sending: msg`Please wait while we are sending your price enquiry.`,
  sent: msg`Your price enquiry has been sent. Our sales team will reply with a price, which you will find in My offer history.`,
} as const;

// §5 Offer validation (shared schema, in the unit of the offer's currency) plus the DDU delivery type;
// a KAP enquiry has no price to check.
const offerSchema = (currency: string) => offerFormSchema(currency).extend({ deliveryType: z.string() });
const kapSchema = offerFormSchema('')
  .omit({ offerPrice: true })
  .extend({ deliveryType: z.string(), offerPrice: z.string().optional() });
type FormInput = z.input<ReturnType<typeof offerSchema>>;
type FormOutput = z.output<ReturnType<typeof offerSchema>> | z.output<typeof kapSchema>;

export interface SendOfferFormProps {
  vehicle: VehicleSearchItem;
  tab: number;
  portId?: number | undefined;
  onSent: (message: string) => void;
}

export function SendOfferForm({ vehicle, tab, portId, onSent }: SendOfferFormProps) {
  const { t, i18n } = useLingui();
  const isKap = sendsKapEnquiry(vehicle);
  const isDdu = sendOfferFlags(tab).isDduStock;
  const { data: user } = useCurrentUser();
  const termsErrorId = useId();
  const deliveryOptions = isDdu ? vehicle.deliveryTypes.map(deliveryTypeLabel).filter(Boolean) : [];
  const currency = vehicle.priceDetails.negotiateCurrency.toUpperCase();
  // Yen offers are typed in thousands of yen (§9); every other currency in whole units.
  const unit = priceUnitOf(currency);
  const schema = useMemo(() => (isKap ? kapSchema : offerSchema(currency)), [isKap, currency]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      offerPrice: '',
      agreedToTerms: true,
      comment: '',
      deliveryType: deliveryOptions[0] ?? '',
    },
  });
  const { errors } = form.formState;
  const watchedPrice: unknown = useWatch({ control: form.control, name: 'offerPrice' });
  const typedPrice =
    typeof watchedPrice === 'string' || typeof watchedPrice === 'number' ? String(watchedPrice) : '';
  // The breakdown prices the offer as understood ('2,150' is 2150 thousands of yen); nothing until it reads.
  const understood = readOfferPrice(typedPrice, currency);
  const offerPrice = understood.ok ? amountInUnit(understood.value, unit) : '';
  const deliveryType = useWatch({ control: form.control, name: 'deliveryType' });
  const sendOffer = useSendOffer();
  const sendKap = useSendKapEnquiry();
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per modal opening; a changed offer after a failure gets a new one (it is a new request).
  const attempt = useRef<{ key: string; body: string }>({ key: crypto.randomUUID(), body: '' });
  const sending = sendOffer.isPending || sendKap.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (isKap) {
        await sendKap.mutateAsync({ id: vehicle.id, comment: values.comment ?? '' });
        onSent(i18n._(KAP_ENQUIRY_TEXTS.sent));
        return;
      }
      const read = readOfferPrice(values.offerPrice ?? '', currency);
      if (!read.ok) return;
      const typed = amountInUnit(read.value, unit);
      const landed = computeLandedPrice({
        offer: typed,
        exportRegion: vehicle.pricingRegion,
        priceDetails: vehicle.priceDetails,
      });
      const payload: OfferPayloadInput = {
        vehicleId: vehicle.id,
        // §9 JPY offers are sent as offer x 1000: the whole-unit amount the rule read.
        offerAmount: read.value,
        computedFees: landed.amount,
        comment: values.comment ?? '',
        vehiclePrice: vehicle.price,
        deliveryType: values.deliveryType,
        checklistLink: `/checklist?id=${vehicle.id}`,
        tab,
        ...(portId !== undefined ? { portId } : {}),
      };
      const body = JSON.stringify(payload);
      if (attempt.current.body && attempt.current.body !== body) attempt.current.key = crypto.randomUUID();
      attempt.current.body = body;
      const result = await sendOffer.mutateAsync({ payload, idempotencyKey: attempt.current.key });
      onSent(result.message);
    } catch (error) {
      // §8 "Failures ... are only logged": logged, and the dealer is told in plain words; the modal
      // stays open with everything he typed. The API's 400 field errors go beside their fields.
      console.error(isKap ? 'The price enquiry could not be sent:' : 'The offer could not be sent:', error);
      const failure = sendFailure(i18n, error, isKap ? 'enquiry' : 'offer');
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        form.setError(field as keyof FormInput, { type: 'server', message });
      }
      setServerError(failure.message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={isKap ? t`Ask for the price` : t`Send your offer`}
      className="grid gap-5 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <OfferVehicleSummary
        vehicle={vehicle}
        deliveryType={isDdu ? deliveryType : undefined}
        companyName={isDdu ? user?.dDUShippingFee?.companyName : undefined}
      />
      <div className="space-y-4">
        {isKap ? (
          <p className="flex gap-2 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-800">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <Trans>
              This vehicle is priced on enquiry. Send us a price enquiry and our sales team will reply with a
              price, which you will find in My offer history.
            </Trans>
          </p>
        ) : (
          <>
            <Field
              label={t`Offer price`}
              error={errors.offerPrice?.message}
              hint={
                currency === 'JPY'
                  ? t`In thousands of yen (JPY 000s), e.g. 650 for JPY 650,000.`
                  : t`In ${currency}.`
              }
              required
            >
              <MoneyInput
                currency={currency}
                unit={unit}
                className="text-base font-semibold"
                {...form.register('offerPrice')}
              />
            </Field>
            <PriceBreakdown vehicle={vehicle} offer={offerPrice} />
          </>
        )}
        {isDdu && deliveryOptions.length > 0 && (
          <Field label={t`Delivery type`} error={errors.deliveryType?.message}>
            <Select {...form.register('deliveryType')}>
              {deliveryOptions.map((label) => (
                <option key={label} value={label}>
                  {deliveryTypeText(i18n, label)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t`Comment`} error={errors.comment?.message}>
          <textarea
            rows={3}
            className={cn(controlClasses, 'py-2')}
            placeholder={t`Anything our sales team should know`}
            {...form.register('comment')}
          />
        </Field>
        <div>
          <Checkbox
            label={
              <Trans>
                I agree to the{' '}
                <Link
                  to="/about/terms-of-trade"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700"
                >
                  terms of trade
                </Link>
                .
              </Trans>
            }
            aria-invalid={errors.agreedToTerms ? true : undefined}
            aria-describedby={errors.agreedToTerms ? termsErrorId : undefined}
            {...form.register('agreedToTerms')}
          />
          {errors.agreedToTerms && (
            <p id={termsErrorId} role="alert" className="mt-1 text-xs font-medium text-danger-700">
              {messageText(i18n, OFFER_MESSAGES.termsNotAgreed)}
            </p>
          )}
        </div>
        {sending && (
          <p role="status" className="text-sm text-slate-600">
            {isKap ? i18n._(KAP_ENQUIRY_TEXTS.sending) : messageText(i18n, OFFER_MESSAGES.sending)}
          </p>
        )}
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {isKap ? i18n._(KAP_ENQUIRY_TEXTS.submit) : t`Send Offer via Email`}
        </Button>
      </div>
    </form>
  );
}
