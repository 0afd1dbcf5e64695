import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ALERT_FREQUENCIES,
  savedSearchCreateSchema,
  savedSearchName,
  serializeSearchQuery,
  type SavedSearchCreate,
  type SearchFilter,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useSaveSearch } from '../api/saved-searches';
import { ALERT_FREQUENCY_MESSAGES } from '../utils/search-words';

const FIELDS = ['name', 'frequency', 'note', 'query'] as const;

/** The save-search dialog's form: a name, the alert frequency and, for a sourcing alert, a note. */
export function SaveSearchForm({
  filter,
  sourcing,
  onSaved,
}: {
  filter: SearchFilter;
  sourcing: boolean;
  onSaved: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveSearch();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SavedSearchCreate>({
    resolver: zodResolver(savedSearchCreateSchema),
    defaultValues: {
      name: savedSearchName(filter),
      query: serializeSearchQuery({ ...filter, page: 1 }),
      frequency: 'instant',
      note: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await save.mutateAsync(values);
      onSaved(saved.message);
    } catch (caught) {
      const text = applyServerErrors(caught, form.setError, FIELDS);
      if (text) setError(text);
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={sourcing ? t`Alert me when it arrives` : t`Save this search`}
      className="space-y-4"
    >
      {error && <FormAlert>{error}</FormAlert>}
      {errors.query?.message && <FormAlert>{errors.query.message}</FormAlert>}
      <Field label={t`Name`} error={errors.name?.message} required>
        <Input {...form.register('name')} maxLength={80} autoComplete="off" />
      </Field>
      <Field
        label={t`Alerts`}
        error={errors.frequency?.message}
        hint={t`Instant: one e-mail as soon as a vehicle matches. Daily digest: one e-mail a day.`}
      >
        <Select {...form.register('frequency')}>
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {i18n._(ALERT_FREQUENCY_MESSAGES[frequency])}
            </option>
          ))}
        </Select>
      </Field>
      {sourcing && (
        <Field
          label={t`Note for our sales team (optional)`}
          error={errors.note?.message}
          hint={t`Colour, budget, how many units: with a note, our sales team looks for this vehicle for you.`}
        >
          <Textarea {...form.register('note')} rows={3} maxLength={2000} />
        </Field>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Please wait...` : sourcing ? t`Save and alert me` : t`Save search`}
        </Button>
      </div>
    </form>
  );
}
