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
  const renew = useMakeNewRecoveryCodes();
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
      title="Recovery codes"
      description="One-time codes for when your passkeys and authenticator app are out of reach."
    >
      {error && <FormAlert>{error}</FormAlert>}
      {enabled ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <p className="text-slate-700">{`${left} of ${RECOVERY_CODE_COUNT} recovery codes left`}</p>
          <ConfirmButton
            variant="secondary"
            size="sm"
            disabled={renew.isPending}
            title="Make new recovery codes?"
            description="Your current recovery codes stop working. Keep the new ones somewhere safe."
            confirmLabel="Make new codes"
            tone="primary"
            onConfirm={makeNew}
          >
            Make new recovery codes
          </ConfirmButton>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          You get {RECOVERY_CODE_COUNT} recovery codes when you add your first passkey or authenticator app.
        </p>
      )}
    </SettingsPart>
  );
}
