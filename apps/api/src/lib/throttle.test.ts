import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers/index.ts';
import {
  consumeThrottle,
  refundThrottle,
  resetThrottle,
  throttleDelayMs,
  type ThrottleRule,
} from './throttle.ts';

// OWASP ASVS 5 §6.3: a growing delay, capped, never a long lock-out.
const rule: ThrottleRule = { name: 'test', freeAttempts: 3, maxDelayMs: 10_000, resetAfterMs: 60_000 };

it.each([
  [0, 0],
  [2, 0], // the free attempts
  [3, 1_000], // then 1 s ...
  [4, 2_000],
  [5, 4_000],
  [6, 8_000],
  [7, 10_000], // ... doubling up to the cap
  [40, 10_000],
  [5_000, 10_000], // no overflow however many
])('after %i attempts the next waits %i ms', (attempts, delay) => {
  expect(throttleDelayMs(rule, attempts)).toBe(delay);
});

describeEachDatabase('throttles in the database', (ctx) => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 23, 9, 0, 0) + ms);

  it('lets the free attempts through, then spaces attempts out, then forgets after a quiet period', async () => {
    const { db } = ctx();
    const take = (ms: number) => consumeThrottle(db, rule, 'subject-a', at(ms));
    for (let i = 0; i < 3; i++) expect(await take(0)).toEqual({ allowed: true });
    expect(await take(0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await take(999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await take(1_000)).toEqual({ allowed: true });
    // A refused attempt does not count: waiting out the delay is enough.
    expect(await take(1_500)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(await take(3_000)).toEqual({ allowed: true });
    expect(await take(3_000)).toEqual({ allowed: false, retryAfterSeconds: 4 });
    expect(await take(7_000)).toEqual({ allowed: true });
    expect(await take(15_000)).toEqual({ allowed: true });
    expect(await take(15_000)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    // An hour... here a minute of quiet: the subject starts afresh with its free attempts.
    for (let i = 0; i < 3; i++) expect(await take(75_000)).toEqual({ allowed: true });
    expect((await take(75_000)).allowed).toBe(false);
  });

  it('keeps subjects apart; a refund gives one attempt back, a reset forgets the subject', async () => {
    const { db } = ctx();
    for (let i = 0; i < 3; i++) await consumeThrottle(db, rule, 'subject-b', at(0));
    expect((await consumeThrottle(db, rule, 'subject-b', at(0))).allowed).toBe(false);
    expect((await consumeThrottle(db, rule, 'subject-c', at(0))).allowed).toBe(true);
    await refundThrottle(db, rule, 'subject-b');
    expect((await consumeThrottle(db, rule, 'subject-b', at(0))).allowed).toBe(true);
    expect((await consumeThrottle(db, rule, 'subject-b', at(0))).allowed).toBe(false);
    await resetThrottle(db, rule, 'subject-b');
    expect((await consumeThrottle(db, rule, 'subject-b', at(0))).allowed).toBe(true);
  });

  it('counts a burst of parallel attempts one by one', async () => {
    const { db } = ctx();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeThrottle(db, rule, 'subject-burst', at(0))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('counts an attempt while another request forgets the subject at the same moment', async () => {
    const { db } = ctx();
    // A sign-in that succeeds resets its throttle while a second one is being counted: the second
    // is counted or starts afresh, never fails.
    for (let round = 0; round < 20; round++) {
      await consumeThrottle(db, rule, 'subject-reset', at(round * 60_000));
      const [counted] = await Promise.all([
        consumeThrottle(db, rule, 'subject-reset', at(round * 60_000 + 1)),
        resetThrottle(db, rule, 'subject-reset'),
      ]);
      expect(counted.allowed).toBe(true);
    }
  });
});
