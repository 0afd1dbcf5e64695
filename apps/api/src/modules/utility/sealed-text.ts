// Password-based authenticated encryption for §7 /utility/encrypt and /utility/decrypt.
// Format (versioned, URL-safe): 'v1.' + base64url(salt 16 B) + '.' + base64url(nonce 12 B) + '.'
// + base64url(ciphertext || GCM tag 16 B). Key = scrypt(password, salt, N=2^15, r=8, p=1) -> 32 B,
// cipher AES-256-GCM with the version string as associated data, so a changed version, salt,
// nonce or byte of ciphertext fails authentication instead of decrypting to garbage.
import {
  createCipheriv,
  createDecipheriv,
  randomBytes,
  scrypt as scryptCallback,
  type ScryptOptions,
} from 'node:crypto';

const VERSION = 'v1';
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** OWASP scrypt guidance: N=2^15 (32 MiB with r=8), p=1. */
const SCRYPT: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export class SealedTextError extends Error {
  constructor() {
    super('The text could not be decrypted: the password is wrong or the text was changed.');
    this.name = 'SealedTextError';
  }
}

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_BYTES, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function seal(password: string, plaintext: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const key = await deriveKey(password, salt);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(VERSION));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, salt.toString('base64url'), nonce.toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

const B64URL = /^[A-Za-z0-9_-]*$/;

/** Throws SealedTextError for a wrong password, a malformed text or any tampering. */
export async function open(password: string, sealed: string): Promise<string> {
  const parts = sealed.trim().split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || !parts.every((p) => B64URL.test(p)))
    throw new SealedTextError();
  // Four parts, checked above: the defaults are never used.
  const [, salt64 = '', nonce64 = '', body64 = ''] = parts;
  const salt = Buffer.from(salt64, 'base64url');
  const nonce = Buffer.from(nonce64, 'base64url');
  const body = Buffer.from(body64, 'base64url');
  if (salt.length !== SALT_BYTES || nonce.length !== NONCE_BYTES || body.length < TAG_BYTES)
    throw new SealedTextError();
  // Canonical encoding only: a text that decodes the same but is spelled differently is refused.
  if (body.toString('base64url') !== parts[3]) throw new SealedTextError();
  const key = await deriveKey(password, salt);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    throw new SealedTextError();
  }
}
