import { zodResolver } from '@hookform/resolvers/zod';
import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  savedSearchCreateSchema,
  savedSearchName,
  serializeSearchQuery,
  type SavedSearchCreate,
  type SearchFilter,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { usePriceAccess } from '@/lib/current-user';
import { useSaveSearch } from '../api/saved-searches';

const FIELDS = ['name', 'frequency', 'note', 'query'] as const;

/**
 * 'Save this search' (issue 13) on the member search, and 'Alert me when it arrives' on an empty
 * result (`sourcing`: a note also asks the sales team to find the vehicle). Saves the search page's
 * current query with a name and how often to be alerted.
 */
export function SaveSearchDialog({ filter, sourcing = false }: { filter: SearchFilter; sourcing?: boolean }) {
  const allowed = usePriceAccess() === 'approved';
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (!allowed) return null;
  const label = sourcing ? 'Alert me when it arrives' : 'Save this search';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setDone(null);
      }}
    >
      <Button
        variant={sourcing ? 'primary' : 'secondary'}
        size={sourcing ? 'md' : 'sm'}
        onClick={() => setOpen(true)}
        className="gap-1.5"
      >
        <BellPlus aria-hidden className="size-4" />
        {label}
      </Button>
      <DialogContent
        title={label}
        description={
          sourcing
            ? 'We save this search and tell you as soon as a matching vehicle is listed. Add a note and our sales team will also look for it for you.'
            : 'We tell you when vehicles matching this search are listed or reduced in price.'
        }
        showDescription
        size="sm"
      >
        {done ? (
          <div className="space-y-4">
            <FormAlert tone="success">{done}</FormAlert>
            <div className="flex flex-wrap justify-end gap-2">
              <Link
                to="/my-account/saved-searches"
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                Go to Saved Searches
              </Link>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Close
              </Button>
            </div>
          </div>
        ) : (
          <SaveSearchForm filter={filter} sourcing={sourcing} onSaved={setDone} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SaveSearchForm({
  filter,
  sourcing,
  onSaved,
}: {
  filter: SearchFilter;
  sourcing: boolean;
  onSaved: (message: string) => void;
}) {
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
      aria-label={sourcing ? 'Alert me when it arrives' : 'Save this search'}
      className="space-y-4"
    >
      {error && <FormAlert>{error}</FormAlert>}
      {errors.query?.message && <FormAlert>{errors.query.message}</FormAlert>}
      <Field label="Name" error={errors.name?.message} required>
        <Input {...form.register('name')} maxLength={80} autoComplete="off" />
      </Field>
      <Field
        label="Alerts"
        error={errors.frequency?.message}
        hint="Instant: one e-mail as soon as a vehicle matches. Daily digest: one e-mail a day."
      >
        <Select {...form.register('frequency')}>
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {ALERT_FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </Select>
      </Field>
      {sourcing && (
        <Field
          label="Note for our sales team (optional)"
          error={errors.note?.message}
          hint="Colour, budget, how many units: with a note, our sales team looks for this vehicle for you."
        >
          <Textarea {...form.register('note')} rows={3} maxLength={2000} />
        </Field>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Please wait...' : sourcing ? 'Save and alert me' : 'Save search'}
        </Button>
      </div>
    </form>
  );
}
