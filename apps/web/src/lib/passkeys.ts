import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

// The browser's side of passkeys (WebAuthn), for the sign-in page's second step and the sign-in
// settings. The library is fetched when a passkey is first asked for, not with the page.

/** The browser made or gave no passkey (cancelled, timed out, not supported): its message says so. */
export class PasskeyBrowserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyBrowserError';
  }
}

const loadWebAuthn = () => import('@simplewebauthn/browser');

type Ceremony = 'create' | 'use';

const messages: Record<Ceremony, Record<'cancelled' | 'unsupported' | 'other', string>> = {
  create: {
    cancelled: /*i18n*/ 'No passkey was added: the request was cancelled or timed out. Please try again.',
    unsupported: /*i18n*/ 'This browser cannot make passkeys. Try another browser or device.',
    other: /*i18n*/ 'Your browser could not make a passkey. Please try again.',
  },
  use: {
    cancelled:
      /*i18n*/ 'No passkey was used: the request was cancelled or timed out. Try again, or use another way.',
    unsupported: /*i18n*/ 'This browser cannot use passkeys. Use another way to sign in.',
    other: /*i18n*/ 'Your browser could not use your passkey. Try again, or use another way.',
  },
};

/** The words for what the browser (or the library, before asking it) answered instead of a passkey. */
function browserError(error: unknown, ceremony: Ceremony): PasskeyBrowserError {
  const { name = '', message = '' } = error instanceof Error ? error : {};
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new PasskeyBrowserError(/*i18n*/ 'This passkey is already added to your account.');
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return new PasskeyBrowserError(messages[ceremony].cancelled);
  if (name === 'NotSupportedError' || /not supported/i.test(message))
    return new PasskeyBrowserError(messages[ceremony].unsupported);
  return new PasskeyBrowserError(messages[ceremony].other);
}

/** Asks the browser to make a passkey with the API's registration options. */
export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await loadWebAuthn();
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    throw browserError(error, 'create');
  }
}

/** Asks the browser for one of the user's passkeys with the API's sign-in options. */
export async function askForPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await loadWebAuthn();
  try {
    return await startAuthentication({ optionsJSON });
  } catch (error) {
    throw browserError(error, 'use');
  }
}
