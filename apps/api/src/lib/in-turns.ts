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

/**
 * Answers up to this size are compressed in one call (the compression's syncThreshold, app.ts): a
 * page of up to 128 vehicles; an 'All' page goes through the compressor's stream as it is written.
 */
export const ONE_CALL_BYTES = 256 * 1024;

/**
 * Bytes an answer in chunks goes to the compressor in, and the compressor's stream writes out (app.ts):
 * each write is a round trip to its thread, and an 'All' page took up to twice as long to compress in
 * 32 kB writes as in writes of 128 kB or more.
 */
export const STREAM_CHUNK_BYTES = 256 * 1024;

/** Where an answer's JSON is written, as UTF-8: text, or bytes that are JSON already (a kept tile). */
export interface JsonOut {
  text(json: string): void;
  bytes(source: Buffer, start: number, end: number): void;
}

/**
 * Chunks of STREAM_CHUNK_BYTES no answer holds now, kept to be written again: a fresh 5 MB of
 * buffers a page (at 20-30 'All' pages a second) is memory outside the heap that V8 answers with a
 * full collection every few pages, marking a heap with nothing in it to free.
 */
const freeChunks: ArrayBuffer[] = [];
const FREE_CHUNKS_KEPT = 64;

function takeChunk(): Buffer {
  const kept = freeChunks.pop();
  return kept ? Buffer.from(kept) : Buffer.allocUnsafeSlow(STREAM_CHUNK_BYTES);
}

/**
 * The chunks of an answer that has gone (writeJsonInTurns), to be written again. Only once nothing
 * can read them any more: after the whole answer has been handed to the operating system, never
 * after an answer broken off (its compressor may still be reading one).
 */
export function chunksSent(chunks: readonly Buffer[]): void {
  for (const chunk of chunks) {
    const whole = chunk.buffer;
    // Only the chunks takeChunk made (an item larger than one has a buffer of its own).
    if (whole instanceof ArrayBuffer && whole.byteLength === STREAM_CHUNK_BYTES && chunk.byteOffset === 0) {
      if (freeChunks.length < FREE_CHUNKS_KEPT && !freeChunks.includes(whole)) freeChunks.push(whole);
    }
  }
}

/**
 * The bytes of one answer: chunks of STREAM_CHUNK_BYTES or more, or (`grow`) one buffer grown as
 * needed. Each text is encoded as soon as it is written, so no page's worth of strings lives on:
 * an 'All' page's 5,000 tiles kept as strings across its turns outlived two or three young
 * collections each, and were copied twice and promoted (a third of the thread in collections).
 */
class JsonBytes implements JsonOut {
  readonly chunks: Buffer[] = [];
  used = 0;
  constructor(
    public chunk: Buffer,
    private readonly grow: boolean,
  ) {}

  private room(bytes: number): void {
    if (this.used + bytes <= this.chunk.length) return;
    if (this.grow) {
      const larger = Buffer.allocUnsafe(Math.max(this.chunk.length * 2, this.used + bytes));
      this.chunk.copy(larger, 0, 0, this.used);
      this.chunk = larger;
      return;
    }
    this.chunks.push(this.chunk.subarray(0, this.used));
    this.chunk = bytes > STREAM_CHUNK_BYTES ? Buffer.allocUnsafe(bytes) : takeChunk();
    this.used = 0;
  }

  text(json: string): void {
    // A character is at most 3 bytes in UTF-8 (a surrogate pair, 4 bytes, is two characters).
    this.room(json.length * 3);
    this.used += this.chunk.write(json, this.used);
  }

  bytes(source: Buffer, start: number, end: number): void {
    this.room(end - start);
    this.used += source.copy(this.chunk, this.used, start, end);
  }

  /** The chunks written, the last one included. */
  finish(): Buffer[] {
    this.chunks.push(this.chunk.subarray(0, this.used));
    return this.chunks;
  }
}

/**
 * Where short answers are written before they are copied out at their size: one buffer for the
 * process, safe because a short answer is written in one piece of synchronous code.
 */
let scratch: Buffer = Buffer.allocUnsafeSlow(ONE_CALL_BYTES);

/**
 * `rest` as JSON with the array `key` last, each of whose `items` `write(item, out)` writes as one
 * JSON value. Up to PART items: one Buffer, written at once. More: chunks of about
 * STREAM_CHUNK_BYTES (their concatenation is the answer), PART items a turn, so the event loop
 * answers others between them; hand them back with chunksSent once the answer has gone.
 */
export async function writeJsonInTurns<T>(
  rest: Record<string, unknown>,
  key: string,
  items: readonly T[],
  write: (item: T, out: JsonOut) => void,
): Promise<Buffer | Buffer[]> {
  const head = JSON.stringify(rest).slice(0, -1);
  const short = items.length <= PART;
  const out = new JsonBytes(short ? scratch : takeChunk(), short);
  out.text(`${head}${head.length > 1 ? ',' : ''}${JSON.stringify(key)}:[`);
  let written = 0;
  for (const item of items) {
    if (written > 0) {
      if (written % PART === 0) await nextTurn();
      out.text(',');
    }
    write(item, out);
    written += 1;
  }
  out.text(']}');
  if (!short) return out.finish();
  // An answer larger than the scratch buffer leaves it larger (a short answer is at most PART tiles).
  scratch = out.chunk;
  return Buffer.copyBytesFrom(out.chunk, 0, out.used);
}
