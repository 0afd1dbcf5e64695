// A passkey authenticator in software, for API tests: it answers WebAuthn options as a browser with a
// platform authenticator would (attestation 'none', ES256), so a test can add a passkey and sign in
// with it through the real routes. The browser journey uses Chromium's virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
/** User present, user verified; with attested credential data when registering. */
const FLAGS = { get: 0x05, create: 0x45 };

export function createSoftwarePasskey(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let signCount = 0;
  const rpIdHash = (rpId: string) => createHash('sha256').update(rpId).digest();
  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    id,
    /** navigator.credentials.create's answer (RegistrationResponseJSON) to `options`. */
    register(options: { challenge: string; rp: { id?: string } }) {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash(options.rp.id ?? new URL(origin).hostname),
        Buffer.from([FLAGS.create]),
        uint32(signCount),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestation = new Map<string, string | Uint8Array | Map<string, string>>();
      attestation.set('fmt', 'none');
      attestation.set('attStmt', new Map());
      attestation.set('authData', authData);
      const attestationObject = isoCBOR.encode(attestation);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get's answer (AuthenticationResponseJSON), signed by this key. */
    authenticate(options: { challenge: string; rpId?: string }, tamper: { origin?: string } = {}) {
      signCount += 1;
      const authData = Buffer.concat([
        rpIdHash(options.rpId ?? new URL(origin).hostname),
        Buffer.from([FLAGS.get]),
        uint32(signCount),
      ]);
      const data = clientData('webauthn.get', options.challenge, tamper.origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, createHash('sha256').update(data).digest()]),
        privateKey,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
