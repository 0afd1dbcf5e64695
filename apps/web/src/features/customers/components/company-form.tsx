import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  EXPORT_REGIONS,
  customerUpdateSchema,
  parseEmailLines,
  type CustomerDetail,
  type CustomerFormOptions,
  type CustomerUpdate,
} from '@ibc/domain';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { SaveChangesButtons } from '@/components/ui/save-changes-buttons';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { emailsTextField, schemaResolver } from '@/lib/schema-resolver';
import { useUpdateCustomer } from '../api/customer-actions';
import { EXPORT_REGION_TEXT } from '../utils/labels';

/** The form's own values: selects hold text ('' = none), e-mails are typed one per line (§3). */
interface CompanyFormValues {
  name: string;
  countryId: string;
  portId: string;
  exportRegion: string;
  emailsText: string;
  hasAccessBmsm: boolean;
  hasIdirectAccess: boolean;
  dduShippingCompanyName: string;
  accountManagerId: string;
  address: string;
}

const FIELDS = [
  'name',
  'countryId',
  'portId',
  'exportRegion',
  'emailsText',
  'hasAccessBmsm',
  'hasIdirectAccess',
  'dduShippingCompanyName',
  'accountManagerId',
  'address',
] as const satisfies readonly (keyof CompanyFormValues)[];

const idOrNull = (value: string) => (value === '' ? null : value);

/** The shared customerUpdateSchema validates the form, as it validates the request. */
const resolver = schemaResolver<CompanyFormValues, CustomerUpdate>(
  (values) =>
    customerUpdateSchema.safeParse({
      name: values.name,
      countryId: values.countryId,
      portId: idOrNull(values.portId),
      exportRegion: idOrNull(values.exportRegion),
      emails: parseEmailLines(values.emailsText),
      hasAccessBmsm: values.hasAccessBmsm,
      hasIdirectAccess: values.hasIdirectAccess,
      dduShippingCompanyName: values.dduShippingCompanyName,
      accountManagerId: idOrNull(values.accountManagerId),
      address: values.address,
    }),
  emailsTextField,
);

const toForm = (c: CustomerDetail): CompanyFormValues => ({
  name: c.name,
  countryId: String(c.countryId),
  portId: c.portId === null ? '' : String(c.portId),
  exportRegion: c.exportRegion ?? '',
  emailsText: c.emails.join('\n'),
  hasAccessBmsm: c.hasAccessBmsm,
  hasIdirectAccess: c.hasIdirectAccess,
  dduShippingCompanyName: c.dduShippingCompanyName ?? '',
  address: c.address,
  accountManagerId: c.accountManagerId === null ? '' : String(c.accountManagerId),
});

/** The company's details as the sales team edits them (spec §3 fields). */
export function CompanyForm({
  customer,
  options,
}: {
  customer: CustomerDetail;
  options: CustomerFormOptions;
}) {
  const { t, i18n } = useLingui();
  const update = useUpdateCustomer(customer.id);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<CompanyFormValues, unknown, CustomerUpdate>({
    resolver,
    defaultValues: toForm(customer),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { reset } = form;
  useEffect(() => reset(toForm(customer)), [customer, reset]);

  const countryId = Number(form.watch('countryId'));
  const ports = options.countries.find((c) => c.id === countryId)?.ports ?? [];

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await update.mutateAsync(values);
      setMessage({ tone: 'success', text: t`The company has been saved.` });
    } catch (error) {
      const text = applyServerErrors(error, form.setError, FIELDS, emailsTextField);
      if (text) setMessage({ tone: 'error', text });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Company details`} className="space-y-4">
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Company name`} error={errors.name?.message} required className="sm:col-span-2">
          <Input {...form.register('name')} />
        </Field>
        <Field label={t`Country`} error={errors.countryId?.message} required>
          <Select
            {...form.register('countryId', {
              // A port belongs to one country: a new country starts without one.
              onChange: () => form.setValue('portId', '', { shouldDirty: true }),
            })}
          >
            {options.countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Port`} error={errors.portId?.message}>
          <Select {...form.register('portId')}>
            <option value="">
              <Trans>No port</Trans>
            </option>
            {ports.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t`Export region`}
          hint={t`Landed-price region (spec §9); none for FOB and C&F markets.`}
          error={errors.exportRegion?.message}
        >
          <Select {...form.register('exportRegion')}>
            <option value="">
              <Trans>None</Trans>
            </option>
            {EXPORT_REGIONS.map((region) => (
              <option key={region} value={region}>
                {i18n._(EXPORT_REGION_TEXT[region])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`Account manager`} error={errors.accountManagerId?.message}>
          <Select {...form.register('accountManagerId')}>
            <option value="">
              <Trans>No account manager</Trans>
            </option>
            {options.accountManagers.map((m) => (
              <option key={m.id} value={m.id}>
                {m.contactName} ({m.email})
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t`Notification e-mails`}
          hint={t`One per line. Offers, lists and notices go to these addresses.`}
          error={errors.emailsText?.message}
          required
          className="sm:col-span-2"
        >
          <Textarea rows={3} {...form.register('emailsText')} />
        </Field>
        <Field
          label={t`Postal address`}
          hint={t`One line per line. Printed under Bill to on the invoices.`}
          error={errors.address?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={3} {...form.register('address')} />
        </Field>
        <Field label={t`DDU shipping company`} error={errors.dduShippingCompanyName?.message}>
          <Input {...form.register('dduShippingCompanyName')} />
        </Field>
        <div className="space-y-2 self-end pb-1">
          <Checkbox label={t`BMSM access`} {...form.register('hasAccessBmsm')} />
          <Checkbox label={t`iDirect access (auctions in Japan)`} {...form.register('hasIdirectAccess')} />
        </div>
      </div>
      <SaveChangesButtons dirty={isDirty} saving={isSubmitting} onCancel={() => reset(toForm(customer))} />
    </form>
  );
}
