import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const key = (text: string) => new TextEncoder().encode(text);

describe('secret box', () => {
  it('opens what it sealed, and nothing sealed under another key or altered', () => {
    const box = createSecretBox(key('server secret one'));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(createSecretBox(key('server secret two')).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(box.open(parts.join('.'))).toBeNull();
    expect(box.open('plain text')).toBeNull();
  });
});
