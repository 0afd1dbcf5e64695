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
 * Characters in a part of a long JSON answer, about: below V8's large-object size (128 kB), so the
 * parts of an 'All' page die young. One string of MBs a page went to the large-object space, and
 * a full collection of the heap followed every few pages.
 */
const PART_CHARS = 32_000;

/**
 * An answer shorter than this is one piece of text, which the compression takes in one call (its
 * syncThreshold in app.ts; JSON's characters are its bytes but for the odd name); a longer one is
 * parts, streamed (a member's 'All' page).
 */
export const ONE_PIECE_CHARS = 256 * 1024;

/**
 * Bytes an answer in parts goes to the compressor in, and the compressor's stream writes out (app.ts):
 * each write is a round trip to its thread, and an 'All' page took up to twice as long to compress in
 * 32 kB writes as in writes of 128 kB or more.
 */
export const STREAM_CHUNK_BYTES = 256 * 1024;

/**
 * `JSON.stringify(value)` in parts (their concatenation is the text), its array `key` written PART
 * items at a time, giving the event loop a turn between them; the array comes last in the text.
 */
export async function stringifyInParts<K extends string>(
  value: { [P in K]: readonly unknown[] } & Record<string, unknown>,
  key: K,
): Promise<string[]> {
  const { [key]: items, ...rest } = value;
  const written: string[] = [];
  // A few items per JSON.stringify call, gathered into parts by jsonInParts: no text of MBs is made.
  const few = 16;
  for (let start = 0; start < items.length; start += PART) {
    if (start > 0) await nextTurn();
    const end = Math.min(items.length, start + PART);
    for (let from = start; from < end; from += few) {
      written.push(JSON.stringify(items.slice(from, Math.min(end, from + few))).slice(1, -1));
    }
  }
  return jsonInParts(rest, key, written);
}

/**
 * `rest` as JSON with one more field last, the array `key` of items already written as JSON: one
 * piece when shorter than ONE_PIECE_CHARS, else parts of about PART_CHARS characters (their
 * concatenation is the text).
 */
export function jsonInParts(rest: Record<string, unknown>, key: string, items: readonly string[]): string[] {
  const head = JSON.stringify(rest).slice(0, -1);
  const open = `${head}${head.length > 1 ? ',' : ''}${JSON.stringify(key)}:[`;
  let total = 0;
  for (const item of items) total += item.length;
  if (total < ONE_PIECE_CHARS) return [`${open}${items.join(',')}]}`];
  const parts: string[] = [];
  let from = 0;
  let size = 0;
  items.forEach((item, i) => {
    size += item.length;
    if (size >= PART_CHARS || i === items.length - 1) {
      parts.push(`${parts.length > 0 ? ',' : ''}${items.slice(from, i + 1).join(',')}`);
      from = i + 1;
      size = 0;
    }
  });
  parts[0] = `${open}${parts[0] ?? ''}`;
  parts[parts.length - 1] += ']}';
  return parts;
}
