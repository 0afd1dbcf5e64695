import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { open, seal, SealedTextError } from './sealed-text.ts';

describe('sealed text (scrypt + AES-256-GCM, versioned)', () => {
  it('round-trips any text with any password (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ maxLength: 300 }),
        async (password, word) => {
          expect(await open(password, await seal(password, word))).toBe(word);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('uses a fresh salt and nonce each time and a URL-safe v1 format', async () => {
    const a = await seal('pw', '123-456');
    const b = await seal('pw', '123-456');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]{22}\.[\w-]{16}\.[\w-]+$/);
  });

  it('refuses a wrong password and any tampering, never returning garbage', async () => {
    const sealed = await seal('right password', 'checklist 42');
    await expect(open('wrong password', sealed)).rejects.toBeInstanceOf(SealedTextError);
    const parts = sealed.split('.');
    const flip = (text: string) => text.slice(0, -2) + (text.at(-2) === 'A' ? 'B' : 'A') + text.at(-1);
    for (const bad of [
      ['v2', ...parts.slice(1)].join('.'),
      [parts[0], flip(parts[1]!), parts[2], parts[3]].join('.'),
      [parts[0], parts[1], flip(parts[2]!), parts[3]].join('.'),
      [parts[0], parts[1], parts[2], flip(parts[3]!)].join('.'),
      parts.slice(0, 3).join('.'),
      `${sealed}.x`,
      'garbage',
    ]) {
      await expect(open('right password', bad)).rejects.toBeInstanceOf(SealedTextError);
    }
  });
});
