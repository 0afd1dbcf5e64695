// A browser's User-Agent as a person names the device: "Chrome 131 on Windows". Shown in the list of
// signed-in devices, the new-device mail and as a passkey's default name.
import Bowser from 'bowser';

export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}
