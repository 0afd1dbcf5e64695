import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useForm, type Path, type Resolver } from 'react-hook-form';
import {
  MAX_PORT_CALLS,
  voyageInputSchema,
  type ShippingPorts,
  type Voyage,
  type VoyageInput,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/apply-server-errors';

/** The form keeps what the controls hold (a select's value is text); the shared schema checks it. */
export interface VoyageFormValues {
  vesselName: string;
  voyageNumber: string;
  loadingPort: string;
  etd: string;
  calls: { portId: string; eta: string }[];
}

const toInput = (values: VoyageFormValues) => ({
  ...values,
  calls: values.calls.map((call) => ({
    portId: call.portId === '' ? 0 : Number(call.portId),
    eta: call.eta,
  })),
});

const zod = zodResolver(voyageInputSchema);
/** voyageInputSchema on the form's values: the same rules and messages as the API ('calls.1.eta'). */
const resolver: Resolver<VoyageFormValues, unknown, VoyageInput> = (values, context, options) =>
  zod(toInput(values), context, options as never);

const emptyCall = { portId: '', eta: '' };

export const toFormValues = (voyage: Voyage | null): VoyageFormValues =>
  voyage
    ? {
        vesselName: voyage.vesselName,
        voyageNumber: voyage.voyageNumber,
        loadingPort: voyage.loadingPort,
        etd: voyage.etd,
        calls: voyage.calls.map((call) => ({ portId: String(call.portId), eta: call.eta })),
      }
    : { vesselName: '', voyageNumber: '', loadingPort: '', etd: '', calls: [emptyCall] };

export interface VoyageFormProps {
  voyage: Voyage | null;
  options: ShippingPorts;
  onSubmit: (input: VoyageInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A voyage as the line publishes it: vessel, voyage number, port of loading and ETD, then one row per
 * port of discharge with the carrier's ETA. Errors from the schema or the API show next to the field.
 */
export function VoyageForm({ voyage, options, onSubmit, onCancel }: VoyageFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<VoyageFormValues, unknown, VoyageInput>({
    resolver,
    defaultValues: toFormValues(voyage),
  });
  const { errors, isSubmitting } = form.formState;
  const calls = useFieldArray({ control: form.control, name: 'calls' });

  const submit = form.handleSubmit(async (input) => {
    setAlert(null);
    try {
      await onSubmit(input);
    } catch (error) {
      const fields: Path<VoyageFormValues>[] = [
        'vesselName',
        'voyageNumber',
        'loadingPort',
        'etd',
        'calls',
        ...calls.fields.flatMap((_, i) => [`calls.${i}.portId` as const, `calls.${i}.eta` as const]),
      ];
      setAlert(applyServerErrors(error, form.setError, fields));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={voyage ? t`Edit voyage` : t`Add voyage`}
      className="space-y-4"
    >
      {alert && <FormAlert>{alert}</FormAlert>}
      {Object.keys(errors).length > 0 && !alert && (
        <FormAlert>
          <Trans>Please check the highlighted fields.</Trans>
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t`Vessel`}
          error={errors.vesselName?.message}
          hint={t`A new name adds the vessel.`}
          required
        >
          <Input list={`${id}-vessels`} autoComplete="off" {...form.register('vesselName')} />
        </Field>
        <datalist id={`${id}-vessels`}>
          {options.vessels.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Field label={t`Voyage number`} error={errors.voyageNumber?.message} required>
          <Input autoComplete="off" {...form.register('voyageNumber')} />
        </Field>
        <Field label={t`Port of loading`} error={errors.loadingPort?.message} required>
          <Input list={`${id}-loading`} autoComplete="off" {...form.register('loadingPort')} />
        </Field>
        <datalist id={`${id}-loading`}>
          {options.loadingPorts.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Field
          label={t`ETD`}
          hint={t`Departure from the port of loading.`}
          error={errors.etd?.message}
          required
        >
          <Input type="date" {...form.register('etd')} />
        </Field>
      </div>

      <section aria-labelledby={`${id}-calls`} className="space-y-2">
        <h3 id={`${id}-calls`} className="text-sm font-semibold text-brand-900">
          <Trans>Ports of discharge</Trans>
        </h3>
        {errors.calls?.message && (
          <p role="alert" className="text-xs font-medium text-danger-700">
            {errors.calls.message}
          </p>
        )}
        <ol className="space-y-2">
          {calls.fields.map((field, index) => {
            const number = index + 1;
            return (
              <li key={field.id}>
                <fieldset className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto]">
                  <legend className="px-1 text-xs font-semibold text-slate-500">
                    <Trans>Port call {number}</Trans>
                  </legend>
                  <Field
                    label={t`Port`}
                    error={errors.calls?.[index]?.portId?.message}
                    className="col-span-2 sm:col-span-1"
                    required
                  >
                    <Select {...form.register(`calls.${index}.portId`)}>
                      <option value="">{t`Choose a port`}</option>
                      {options.destinations.map((country) => (
                        <optgroup key={country.countryId} label={country.countryName}>
                          {country.ports.map((port) => (
                            <option key={port.id} value={port.id}>
                              {port.name}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </Select>
                  </Field>
                  <Field label={t`ETA`} error={errors.calls?.[index]?.eta?.message} required>
                    <Input type="date" {...form.register(`calls.${index}.eta`)} />
                  </Field>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t`Remove port call`}
                    title={t`Remove port call`}
                    disabled={calls.fields.length === 1}
                    onClick={() => calls.remove(index)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          disabled={calls.fields.length >= MAX_PORT_CALLS}
          onClick={() => calls.append(emptyCall)}
        >
          <Plus aria-hidden className="size-4" /> <Trans>Add port call</Trans>
        </Button>
      </section>

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-3">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving...` : t`Save voyage`}
        </Button>
      </div>
    </form>
  );
}
