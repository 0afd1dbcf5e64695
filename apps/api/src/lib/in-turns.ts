// Long answers built in turns: an 'All' page maps and writes 5,000 vehicles, ~100 ms of
// work that would otherwise hold the event loop in one piece, so every other request of this
// instance (a health check, a page of 16) waited behind it. Between parts of PART items the loop
// answers whatever else has come in. Loops over a whole stock (the search index's build) give it a
// turn every SLICE_MS.
import { setImmediate as nextTurn } from 'node:timers/promises';

const PART = 500;

/** How long a loop over a whole stock runs before it gives the event loop back. */
const SLICE_MS = 10;

/**
 * `step(i)` for every i below `size`, giving the event loop a turn every SLICE_MS (building the
 * search index of a million vehicles takes seconds; the instance answers requests meanwhile).
 */
export async function eachInTurns(size: number, step: (i: number) => void): Promise<void> {
  let sliceStarted = performance.now();
  for (let i = 0; i < size; i++) {
    step(i);
    if ((i & 1023) === 1023 && performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
}

/** `items.map(fn)`, giving the event loop a turn after every PART items. */
export async function mapInTurns<T, R>(items: readonly T[], fn: (item: T, index: number) => R): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += PART) {
    if (start > 0) await nextTurn();
    items.slice(start, start + PART).forEach((item, k) => out.push(fn(item, start + k)));
  }
  return out;
}

/**
 * `JSON.stringify(value)` with its array `key` written PART items at a time, giving the event loop
 * a turn between parts; the array comes last in the text.
 */
export async function stringifyInTurns<K extends string>(
  value: { [P in K]: readonly unknown[] } & Record<string, unknown>,
  key: K,
): Promise<string> {
  const { [key]: items, ...rest } = value;
  const parts: string[] = [];
  for (let start = 0; start < items.length; start += PART) {
    if (start > 0) await nextTurn();
    parts.push(JSON.stringify(items.slice(start, start + PART)).slice(1, -1));
  }
  return jsonWithArray(rest, key, parts);
}

/** `rest` as JSON with one more field last, the array `key` of items already written as JSON. */
export function jsonWithArray(rest: Record<string, unknown>, key: string, items: readonly string[]): string {
  const head = JSON.stringify(rest).slice(0, -1);
  return `${head}${head.length > 1 ? ',' : ''}${JSON.stringify(key)}:[${items.join(',')}]}`;
}
