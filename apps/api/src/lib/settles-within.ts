// Bounded waits: a stopping instance waits for running work only so long, then moves on; a reader
// of optional figures (the metrics' backlog) answers without them rather than late.
import { setTimeout as sleep } from 'node:timers/promises';

/** What `work` resolves to within `ms`, else `undefined`; its rejection is passed on. */
export async function valueWithin<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  if (!Number.isFinite(ms)) return work;
  const timer = new AbortController();
  try {
    return await Promise.race([work, sleep(ms, undefined, { signal: timer.signal })]);
  } finally {
    timer.abort();
  }
}

/** Whether `work` settles (resolves or rejects) within `ms`; an infinite `ms` waits for it. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  return (await valueWithin(settled, ms)) ?? false;
}
