import { useState, type FormEvent } from 'react';
import { ACTIVITY_ENTITY_LABELS, ACTIVITY_ENTITY_TYPES } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ActivityFilters } from '../utils/activity-params';

/**
 * The log's filters: edited as a draft and applied together (a new filter starts at page 1), so
 * each keystroke does not ask the server again.
 */
export function ActivityFilterForm({
  filters,
  onApply,
}: {
  filters: ActivityFilters;
  onApply: (next: ActivityFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof Omit<ActivityFilters, 'page'>) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim(), id: draft.id.trim(), page: 1 });
  };
  const clear = () => {
    const empty = { entity: '', id: '', actor: '', from: '', to: '', page: 1 };
    setDraft(empty);
    onApply(empty);
  };
  const periodError =
    draft.from && draft.to && draft.to < draft.from ? 'To cannot be before From.' : undefined;
  return (
    <form
      role="search"
      aria-label="Filter the activity log"
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      <Field label="Entity">
        <Select value={draft.entity} onChange={(e) => set('entity')(e.target.value)}>
          <option value="">All records</option>
          {/* Every kind of record the log writes (the domain's one list), money and shipping included. */}
          {ACTIVITY_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {ACTIVITY_ENTITY_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Record id" hint="E.g. a vehicle's id">
        <Input value={draft.id} inputMode="numeric" onChange={(e) => set('id')(e.target.value)} />
      </Field>
      <Field label="Staff user" hint="All or part of the e-mail">
        <Input type="search" value={draft.actor} onChange={(e) => set('actor')(e.target.value)} />
      </Field>
      <Field label="From">
        <Input type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
      </Field>
      <Field label="To" error={periodError}>
        <Input type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
      </Field>
      <div className="flex items-start gap-2 lg:pt-5">
        <Button type="submit" disabled={periodError !== undefined}>
          Filter
        </Button>
        <Button variant="ghost" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
