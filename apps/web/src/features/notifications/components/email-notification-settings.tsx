import { useState } from 'react';
import type { NotificationEmailSettings } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryState } from '@/components/ui/query-state';
import { useEmailSettings, useSaveEmailSettings } from '../api/notifications';

/**
 * My Profile's "E-mail notifications": everything the dealer is told arrives in the bell
 * and on My notices; here he chooses which kinds also come by e-mail. Every notification e-mail links
 * here (#email-notifications).
 */
export function EmailNotificationSettings() {
  const settings = useEmailSettings();
  return (
    <CardSection id="email-notifications" title="E-mail notifications" className="max-w-4xl">
      <p className="mt-2 text-sm text-slate-600">
        Every answer to your offers and every step of your purchases appears under the bell and on My notices.
        Choose which of them we also send to your login e-mail address.
      </p>
      <QueryState query={settings} loadingClassName="mt-3 h-40 w-full">
        {(data) => <SettingsForm settings={data} />}
      </QueryState>
    </CardSection>
  );
}

function SettingsForm({ settings }: { settings: NotificationEmailSettings }) {
  const save = useSaveEmailSettings();
  const [on, setOn] = useState(() => new Set(settings.kinds.filter((k) => k.email).map((k) => k.kind)));
  const [saved, setSaved] = useState(false);
  const dirty = settings.kinds.some((k) => k.email !== on.has(k.kind));
  return (
    <form
      aria-label="E-mail notifications"
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        save.mutate([...on], { onSuccess: () => setSaved(true) });
      }}
    >
      {saved && <FormAlert tone="success">Your e-mail choices have been saved.</FormAlert>}
      {save.isError && <FormAlert>{save.error.message}</FormAlert>}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700">Send me an e-mail when</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {settings.kinds.map((kind) => (
            <Checkbox
              key={kind.kind}
              label={kind.label}
              checked={on.has(kind.kind)}
              onChange={(event) => {
                const next = new Set(on);
                if (event.target.checked) next.add(kind.kind);
                else next.delete(kind.kind);
                setOn(next);
                setSaved(false);
              }}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save e-mail choices'}
        </Button>
      </div>
    </form>
  );
}
