import { describe, expect, it } from 'vitest';
import { settlesWithin, valueWithin } from './settles-within.ts';

const never = new Promise<never>(() => undefined);

describe('bounded waits', () => {
  it('gives the value of work that is done in time, and nothing for work that never ends', async () => {
    expect(await valueWithin(Promise.resolve(7), 1_000)).toBe(7);
    expect(await valueWithin(never, 1)).toBeUndefined();
    expect(await valueWithin(Promise.resolve('done'), Infinity)).toBe('done');
  });

  it('passes a failure on to the caller', async () => {
    await expect(valueWithin(Promise.reject(new Error('no database')), 1_000)).rejects.toThrow('no database');
  });

  it('counts failed work as settled', async () => {
    expect(await settlesWithin(Promise.reject(new Error('failed')), 1_000)).toBe(true);
    expect(await settlesWithin(never, 1)).toBe(false);
  });
});
