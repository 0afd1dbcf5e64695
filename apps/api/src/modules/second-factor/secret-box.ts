// Authenticator-app secrets must be read back to check a code, so they are stored encrypted rather
// than hashed: AES-256-GCM under a key derived from the server's signing secret. A copy of the
// database alone does not give anyone a user's codes.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** Null when the text was sealed under another key or was tampered with. */
  open(sealed: string): string | null;
}

export function createSecretBox(serverKey: Uint8Array): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'ibc:totp-secret', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
