// A verified token is remembered, so its signature is not checked again on every request;
// what the memo must never do is keep a token alive past its time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner } from './access-token.ts';

const claims = {
  userId: 42,
  role: 'customer',
  version: 3,
  sessionId: '0b6f8a52-3c1e-4a57-9d0e-5f2a7c1b9e44',
};

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies the same token again and again, with the same claims', async () => {
    const signer = createTokenSigner('a-secret-of-at-least-thirty-two-characters');
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-26T10:00:00Z');
    vi.setSystemTime(start);
    const signer = createTokenSigner('a-secret-of-at-least-thirty-two-characters');
    const token = await signer.sign(claims, 60, start);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(start.getTime() + 50_000));
    expect(await signer.verify(token)).toEqual(claims);
    // 60 s of life and 5 s of clock tolerance later, it is dead, remembered or not.
    vi.setSystemTime(new Date(start.getTime() + 66_000));
    expect(await signer.verify(token)).toBeNull();
  });

  it('refuses a remembered token older than the access TTL, whatever its exp says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-26T10:00:00Z');
    vi.setSystemTime(start);
    const signer = createTokenSigner('a-secret-of-at-least-thirty-two-characters');
    const token = await signer.sign(claims, ACCESS_TOKEN_TTL_SECONDS * 4, start);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(start.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 6) * 1000));
    expect(await signer.verify(token)).toBeNull();
  });

  it('never remembers a token another key signed, or a tampered one', async () => {
    const signer = createTokenSigner('a-secret-of-at-least-thirty-two-characters');
    const other = createTokenSigner('another-secret-of-at-least-thirty-two-chars');
    const foreign = await other.sign(claims);
    expect(await signer.verify(foreign)).toBeNull();
    expect(await signer.verify(foreign)).toBeNull();
    const token = await signer.sign(claims);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
    expect(await signer.verify(tampered)).toBeNull();
    expect(await signer.verify(token)).toEqual(claims);
  });
});
