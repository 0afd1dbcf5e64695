// The in-memory index's tiles (each vehicle's JSON as a search answers it), as UTF-8 bytes end to end
// in large blocks outside the JavaScript heap. A string per vehicle was a heap of 100 MB at 100,000
// vehicles for every full collection to mark, and each page then encoded its tiles again; a page is
// now bytes copied into the answer's chunks (lib/in-turns.ts).
/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed arrays read at row numbers below
   their length, 5,000 times an 'All' page: an assertion, not a check, on each read. */
import type { JsonOut } from '../../lib/in-turns.ts';

/** Bytes per block: a few thousand tiles each. */
const BLOCK_BYTES = 8 * 1024 * 1024;

export class TileStore {
  private readonly blocks: Buffer[] = [];
  private readonly blockOf: Uint16Array;
  private readonly start: Uint32Array;
  private readonly end: Uint32Array;
  private used = BLOCK_BYTES;

  constructor(size: number) {
    this.blockOf = new Uint16Array(size);
    this.start = new Uint32Array(size);
    this.end = new Uint32Array(size);
  }

  /** Keeps `json` as the tile of `row` (each row once, in any order). */
  set(row: number, json: string): void {
    const bytes = Buffer.byteLength(json);
    let block = this.blocks.at(-1);
    if (!block || this.used + bytes > block.length) {
      // Blocks are made once and kept whole: not from Node's small-buffer pool.
      block = Buffer.allocUnsafeSlow(Math.max(BLOCK_BYTES, bytes));
      this.blocks.push(block);
      this.used = 0;
    }
    this.blockOf[row] = this.blocks.length - 1;
    this.start[row] = this.used;
    this.used += block.write(json, this.used);
    this.end[row] = this.used;
  }

  /**
   * Writes the tile of `row` to `out`; `open`: without its closing brace, for more fields to follow
   * (a member's price).
   */
  write(row: number, out: JsonOut, open = false): void {
    out.bytes(this.blocks[this.blockOf[row]!]!, this.start[row]!, this.end[row]! - (open ? 1 : 0));
  }

  /** The tile of `row` as text. */
  text(row: number): string {
    return this.blocks[this.blockOf[row]!]!.toString('utf8', this.start[row], this.end[row]);
  }
}
