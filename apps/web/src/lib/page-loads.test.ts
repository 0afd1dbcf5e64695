import { renderHook, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { trackPageLoad, usePageLoading } from './page-loads';

// The navigation progress bar (app/layouts/root-layout.tsx) shows while a page's code is on its way.
test("is loading while a page's download is on its way, and not once every one has settled", async () => {
  const { result } = renderHook(() => usePageLoading());
  expect(result.current).toBe(false);

  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const first = trackPageLoad(new Promise<void>((resolve) => (arrive = resolve)));
  const second = trackPageLoad(new Promise<void>((_resolve, reject) => (fail = reject)));
  await waitFor(() => expect(result.current).toBe(true));

  arrive();
  await first;
  // One download is still on its way.
  await Promise.resolve();
  expect(result.current).toBe(true);

  fail(new Error('offline'));
  await expect(second).rejects.toThrow('offline');
  await waitFor(() => expect(result.current).toBe(false));
});
