import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SecondFactorAdded, SignInSecurity } from '@ibc/domain';
import { CardSection } from '@/components/ui/card-section';
import { Callout } from '@/components/ui/callout';
import { QueryState } from '@/components/ui/query-state';
import { useSignInSecurity } from '../api/sign-in-security';
import { AuthenticatorAppPart } from './authenticator-app-part';
import { PasskeysPart } from './passkeys-part';
import { RecoveryCodesPart } from './recovery-codes-part';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SIGN_IN_SECURITY_TEXTS } from '../utils/messages';

function statusLine(i18n: I18n, { enabled, required }: SignInSecurity): string {
  if (enabled) return i18n._(msg`Two-step sign-in is on.`);
  return required
    ? i18n._(msg`Staff accounts must use two-step sign-in. Add a passkey or an authenticator app.`)
    : i18n._(msg`Two-step sign-in is off. Add a passkey or an authenticator app to turn it on.`);
}

/**
 * Two-step sign-in: whether it is on, the passkeys, the authenticator app and the recovery codes.
 * New recovery codes (the first factor's, or a new set) are shown once, above the parts.
 */
export function TwoStepSignInSection() {
  const { t, i18n } = useLingui();
  const security = useSignInSecurity();
  const [codes, setCodes] = useState<string[] | null>(null);
  const showCodes = ({ recoveryCodes }: SecondFactorAdded) => {
    if (recoveryCodes) setCodes(recoveryCodes);
  };

  return (
    <CardSection id="two-step-heading" title={t`Two-step sign-in`} bodyClassName="mt-2 space-y-4">
      <QueryState
        query={security}
        loadingClassName="h-48 w-full"
        errorText={() => t`Your sign-in settings could not be loaded. Please try again later.`}
      >
        {(settings) => (
          <>
            <p className="text-sm font-medium text-slate-800">{statusLine(i18n, settings)}</p>
            {settings.enabled && !settings.sessionVerified && (
              <Callout title={t`Confirm it is you first`}>
                {i18n._(SIGN_IN_SECURITY_TEXTS.verifyFirst)}
              </Callout>
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
