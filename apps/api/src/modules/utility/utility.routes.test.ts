import { expect, it } from 'vitest';
import { describeApi } from '../../../test/helpers/index.ts';

describeApi(
  'utility: POST /api/utility/encrypt and /decrypt',
  (_ctx, http) => {
    const post = (url: string, payload: unknown, remoteAddress = '10.9.0.1') =>
      http.post(url, payload, {}, { remoteAddress });

    it('round-trips a word through encrypt and decrypt ({ result })', async () => {
      const enc = await post('/api/utility/encrypt', { password: 'checklist-key', word: '101-202-303' });
      expect(enc.statusCode).toBe(200);
      const crypt = enc.json().result as string;
      expect(crypt).not.toContain('101');
      const dec = await post('/api/utility/decrypt', { password: 'checklist-key', crypt });
      expect(dec.statusCode).toBe(200);
      expect(dec.json()).toEqual({ result: '101-202-303' });
    });

    it('answers 400 with a clear message for a wrong password or a tampered text', async () => {
      const crypt = (await post('/api/utility/encrypt', { password: 'right', word: 'secret' })).json()
        .result as string;
      const wrong = await post('/api/utility/decrypt', { password: 'wrong', crypt });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toMatch(/password is wrong or the text was changed/);
      const tampered = await post('/api/utility/decrypt', {
        password: 'right',
        crypt: `${crypt.slice(0, -3)}AAA`,
      });
      expect(tampered.statusCode).toBe(400);
      expect(
        (await post('/api/utility/decrypt', { password: 'right', crypt: 'not-a-crypt' })).statusCode,
      ).toBe(400);
    });

    it('limits sizes and calls', async () => {
      expect((await post('/api/utility/encrypt', { password: 'p', word: 'x'.repeat(5000) })).statusCode).toBe(
        400,
      );
      expect(
        (await post('/api/utility/decrypt', { password: 'p', crypt: 'x'.repeat(7000) })).statusCode,
      ).toBe(400);
      expect((await post('/api/utility/encrypt', { password: '', word: 'x' })).statusCode).toBe(400);
      const ip = '10.9.9.9';
      const results = [];
      for (let i = 0; i < 61; i++)
        results.push(
          (await post('/api/utility/decrypt', { password: 'p', crypt: 'v1.x.y.z' }, ip)).statusCode,
        );
      expect(results.slice(0, 60).every((s) => s === 400)).toBe(true);
      expect(results[60]).toBe(429);
    });
  },
  { referenceData: false },
);
