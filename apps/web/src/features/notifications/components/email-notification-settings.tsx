import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DealerNotificationKind, NotificationEmailSettings } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryState } from '@/components/ui/query-state';
import { useEmailSettings, useSaveEmailSettings } from '../api/notifications';

/** The names of the kinds a dealer can have e-mailed (DEALER_NOTIFICATION_KINDS), as messages. */
const KIND_LABELS: Readonly<Record<DealerNotificationKind, MessageDescriptor>> = {
  'offer-countered': msg`The sales team countered your offer`,
  'offer-accepted': msg`Your offer was accepted`,
  'offer-declined': msg`Your offer was declined`,
  'offer-expired': msg`Your offer expired`,
  'invoice-issued': msg`An invoice was issued`,
  'invoice-due-soon': msg`An invoice is due soon`,
  'payment-confirmed': msg`Your payment was confirmed`,
  'payment-rejected': msg`Your payment could not be confirmed`,
  'shipment-stage': msg`Your vehicle reached a shipping stage`,
  'document-added': msg`A document was added to your purchase`,
  'watch-price-drop': msg`A vehicle on your watchlist dropped in price`,
  'watch-reserved': msg`A vehicle on your watchlist was reserved by someone else`,
};

/** A kind's name in the reader's language; a kind the web does not know yet keeps the API's words. */
const kindLabel = (kind: string): MessageDescriptor | undefined =>
  Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind as DealerNotificationKind] : undefined;

/**
 * My Profile's "E-mail notifications": everything the dealer is told arrives in the bell
 * and on My notices; here he chooses which kinds also come by e-mail. Every notification e-mail links
 * here (#email-notifications).
 */
export function EmailNotificationSettings() {
  const { t } = useLingui();
  const settings = useEmailSettings();
  return (
    <CardSection id="email-notifications" title={t`E-mail notifications`} className="max-w-4xl">
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          Every answer to your offers and every step of your purchases appears under the bell and on My
          notices. Choose which of them we also send to your login e-mail address.
        </Trans>
      </p>
      <QueryState query={settings} loadingClassName="mt-3 h-40 w-full">
        {(data) => <SettingsForm settings={data} />}
      </QueryState>
    </CardSection>
  );
}

function SettingsForm({ settings }: { settings: NotificationEmailSettings }) {
  const { t, i18n } = useLingui();
  const save = useSaveEmailSettings();
  const [on, setOn] = useState(() => new Set(settings.kinds.filter((k) => k.email).map((k) => k.kind)));
  const [saved, setSaved] = useState(false);
  const readKind = ({ kind, label }: { kind: string; label: string }) => {
    const descriptor = kindLabel(kind);
    return descriptor ? i18n._(descriptor) : label;
  };
  const dirty = settings.kinds.some((k) => k.email !== on.has(k.kind));
  return (
    <form
      aria-label={t`E-mail notifications`}
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        save.mutate([...on], { onSuccess: () => setSaved(true) });
      }}
    >
      {saved && (
        <FormAlert tone="success">
          <Trans>Your e-mail choices have been saved.</Trans>
        </FormAlert>
      )}
      {save.isError && <FormAlert>{save.error.message}</FormAlert>}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700">
          <Trans>Send me an e-mail when</Trans>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {settings.kinds.map((kind) => (
            <Checkbox
              key={kind.kind}
              label={readKind(kind)}
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
          {save.isPending ? t`Saving…` : t`Save e-mail choices`}
        </Button>
      </div>
    </form>
  );
}
