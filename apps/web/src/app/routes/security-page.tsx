import { Trans, useLingui } from '@lingui/react/macro';
import { Callout } from '@/components/ui/callout';
import { Page } from '@/components/ui/page-header';
import { ChangePasswordCard } from '@/features/accounts/components/change-password-card';
import { useRefreshSignedInSessions } from '@/features/sign-in-security/api/signed-in-sessions';
import { SignedInDevicesSection } from '@/features/sign-in-security/components/signed-in-devices-section';
import { TwoStepSignInSection } from '@/features/sign-in-security/components/two-step-section';
import { SIGN_IN_SECURITY_TEXTS } from '@/features/sign-in-security/utils/messages';
import { useCurrentUser } from '@/lib/current-user';

/**
 * Sign-in and security (/my-account/security for dealers, /admin/security for staff): two-step
 * sign-in and the signed-in devices (sign-in-security), then the password (accounts). A staff user
 * without a second factor is sent here from every other back-office page until he adds one.
 */
export default function SecurityPage() {
  const { t, i18n } = useLingui();
  const { data: user } = useCurrentUser();
  const refreshSessions = useRefreshSignedInSessions();
  return (
    <Page
      title={t`Sign-in and security`}
      description={t`How you sign in, the devices signed in to your account, and your password.`}
    >
      {user?.secondFactorSetupNeeded && (
        <Callout title={i18n._(SIGN_IN_SECURITY_TEXTS.setupNeeded)} className="max-w-4xl">
          <Trans>
            Add a passkey or an authenticator app below: the back office opens as soon as one is added.
          </Trans>
        </Callout>
      )}
      {/* minmax(0, 1fr): the devices table must not widen the column past a phone screen. */}
      <div className="grid max-w-4xl grid-cols-1 gap-6">
        <TwoStepSignInSection />
        <SignedInDevicesSection />
        {/* A new password signs the other devices out: the list above is read again. */}
        <ChangePasswordCard onChanged={refreshSessions} />
      </div>
    </Page>
  );
}
