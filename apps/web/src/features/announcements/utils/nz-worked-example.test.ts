import { expect, test } from 'vitest';
import { nzInstant, workedExample } from './nz-worked-example';

test('nzInstant reads a New Zealand wall-clock time in summer (NZDT) and winter (NZST)', () => {
  expect(nzInstant('2026-12-22', 8).toISOString()).toBe('2026-12-21T19:00:00.000Z');
  expect(nzInstant('2026-07-15', 8).toISOString()).toBe('2026-07-14T20:00:00.000Z');
});

test('the worked example counts 4/5/6 working days after the safe ETA, skipping Christmas holidays', () => {
  // Carrier ETA Tue 22 Dec 2026 08:00 -> safe ETA Sun 20 Dec 08:00.
  const example = workedExample(nzInstant('2026-12-22', 8));
  expect(example.safeEta.toISOString()).toBe('2026-12-19T19:00:00.000Z');
  const day = (d: Date) => d.toISOString().slice(0, 10);
  expect(day(example.latest) < day(example.medium)).toBe(true);
  expect(day(example.medium) < day(example.earliest)).toBe(true);
  const skipped = example.days.filter((d) => !d.working).map((d) => d.date);
  expect(skipped).toContain('2026-12-25'); // Christmas Day: a holiday in all four countries
  expect(skipped).toContain('2026-12-26'); // Saturday
  expect(example.days.filter((d) => d.working)).toHaveLength(6);
});

test('the example is counted on the holiday table and refuses a year beyond it', () => {
  expect(() => workedExample(nzInstant('2041-01-10', 8))).toThrow(RangeError);
});
