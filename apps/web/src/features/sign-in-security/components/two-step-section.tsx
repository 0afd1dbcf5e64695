import { useState } from 'react';
import { SIGN_IN_SECURITY_MESSAGES, type SecondFactorAdded, type SignInSecurity } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { Callout } from '@/components/ui/callout';
import { QueryState } from '@/components/ui/query-state';
import { useSignInSecurity } from '../api/sign-in-security';
import { AuthenticatorAppPart } from './authenticator-app-part';
import { PasskeysPart } from './passkeys-part';
import { RecoveryCodesPart } from './recovery-codes-part';
import { RecoveryCodesPanel } from './recovery-codes-panel';

function statusLine({ enabled, required }: SignInSecurity): string {
  if (enabled) return 'Two-step sign-in is on.';
  return required
    ? 'Staff accounts must use two-step sign-in. Add a passkey or an authenticator app.'
    : 'Two-step sign-in is off. Add a passkey or an authenticator app to turn it on.';
}

/**
 * Two-step sign-in: whether it is on, the passkeys, the authenticator app and the recovery codes.
 * New recovery codes (the first factor's, or a new set) are shown once, above the parts.
 */
export function TwoStepSignInSection() {
  const security = useSignInSecurity();
  const [codes, setCodes] = useState<string[] | null>(null);
  const showCodes = ({ recoveryCodes }: SecondFactorAdded) => {
    if (recoveryCodes) setCodes(recoveryCodes);
  };

  return (
    <CardSection id="two-step-heading" title="Two-step sign-in" bodyClassName="mt-2 space-y-4">
      <QueryState
        query={security}
        loadingClassName="h-48 w-full"
        errorText={() => 'Your sign-in settings could not be loaded. Please try again later.'}
      >
        {(settings) => (
          <>
            <p className="text-sm font-medium text-slate-800">{statusLine(settings)}</p>
            {settings.enabled && !settings.sessionVerified && (
              <Callout title="Confirm it is you first">{SIGN_IN_SECURITY_MESSAGES.verifyFirst}</Callout>
            )}
            {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}
            <PasskeysPart passkeys={settings.passkeys} onAdded={showCodes} />
            <AuthenticatorAppPart totp={settings.totp} onAdded={showCodes} />
            <RecoveryCodesPart
              enabled={settings.enabled}
              left={settings.recoveryCodesLeft}
              onNewCodes={setCodes}
            />
          </>
        )}
      </QueryState>
    </CardSection>
  );
}
