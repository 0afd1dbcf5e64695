// A bounded wait: a stopping instance waits for running work only so long, then moves on.
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether `work` settles (resolves or rejects) within `ms`; an infinite `ms` waits for it. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  if (!Number.isFinite(ms)) return settled;
  const timer = new AbortController();
  try {
    return await Promise.race([settled, sleep(ms, false, { signal: timer.signal })]);
  } finally {
    timer.abort();
  }
}
