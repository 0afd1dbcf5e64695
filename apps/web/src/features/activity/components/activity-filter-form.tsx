import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ACTIVITY_ENTITY_TYPES } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ActivityFilters } from '../utils/activity-params';
import { entityText } from '@/lib/record-words';

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
  const { t, i18n } = useLingui();
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
    draft.from && draft.to && draft.to < draft.from ? t`To cannot be before From.` : undefined;
  return (
    <form
      role="search"
      aria-label={t`Filter the activity log`}
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      <Field label={t`Entity`}>
        <Select value={draft.entity} onChange={(e) => set('entity')(e.target.value)}>
          <option value="">
            <Trans>All records</Trans>
          </option>
          {/* Every kind of record the log writes (the domain's one list), money and shipping included. */}
          {ACTIVITY_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {entityText(i18n, type)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Record id`} hint={t`E.g. a vehicle's id`}>
        <Input value={draft.id} inputMode="numeric" onChange={(e) => set('id')(e.target.value)} />
      </Field>
      <Field label={t`Staff user`} hint={t`All or part of the e-mail`}>
        <Input type="search" value={draft.actor} onChange={(e) => set('actor')(e.target.value)} />
      </Field>
      <Field label={t({ message: 'From', context: 'start of a period' })}>
        <Input type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
      </Field>
      <Field label={t({ message: 'To', context: 'end of a period' })} error={periodError}>
        <Input type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
      </Field>
      <div className="flex items-start gap-2 lg:pt-5">
        <Button type="submit" disabled={periodError !== undefined}>
          <Trans>Filter</Trans>
        </Button>
        <Button variant="ghost" onClick={clear}>
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </form>
  );
}
