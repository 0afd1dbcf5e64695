import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RECOVERY_CODE_COUNT } from '@ibc/domain';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormAlert } from '@/components/ui/form-alert';
import { useMakeNewRecoveryCodes } from '../api/sign-in-security';
import { SettingsPart } from './settings-part';

/** How many recovery codes are left, and a new set (the old codes stop working). */
export function RecoveryCodesPart({
  enabled,
  left,
  onNewCodes,
}: {
  /** Two-step sign-in is on: there are codes to count and renew. */
  enabled: boolean;
  left: number;
  onNewCodes: (codes: string[]) => void;
}) {
  const { t } = useLingui();
  const renew = useMakeNewRecoveryCodes();
  const count = RECOVERY_CODE_COUNT;
  const [error, setError] = useState<string | null>(null);

  const makeNew = () => {
    setError(null);
    renew.mutate(undefined, {
      onSuccess: ({ recoveryCodes }) => onNewCodes(recoveryCodes),
      onError: (caught) => setError(caught.message),
    });
  };

  return (
    <SettingsPart
      title={t`Recovery codes`}
      description={t`One-time codes for when your passkeys and authenticator app are out of reach.`}
    >
      {error && <FormAlert>{error}</FormAlert>}
      {enabled ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <p className="text-slate-700">
            <Trans>
              {left} of {count} recovery codes left
            </Trans>
          </p>
          <ConfirmButton
            variant="secondary"
            size="sm"
            disabled={renew.isPending}
            title={t`Make new recovery codes?`}
            description={t`Your current recovery codes stop working. Keep the new ones somewhere safe.`}
            confirmLabel={t`Make new codes`}
            tone="primary"
            onConfirm={makeNew}
          >
            <Trans>Make new recovery codes</Trans>
          </ConfirmButton>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>You get {count} recovery codes when you add your first passkey or authenticator app.</Trans>
        </p>
      )}
    </SettingsPart>
  );
}
