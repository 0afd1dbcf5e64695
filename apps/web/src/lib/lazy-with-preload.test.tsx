import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { expect, test, vi } from 'vitest';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { lazyDialog, lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferred() {
  let resolve!: (component: typeof Greeting) => void;
  const promise = new Promise<typeof Greeting>((r) => (resolve = r));
  return { promise, resolve };
}

// A component whose code has arrived shows at once, without its Suspense fallback (which
// React would keep on screen for its reveal throttle).
test('a preloaded component renders at once, without the fallback', async () => {
  const Part = lazyWithPreload(() => Promise.resolve(Greeting));
  await Part.preload();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Aroha" />
    </Suspense>,
  );
  expect(screen.getByText('Hello Aroha')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).toBeNull();
});

test('one not yet loaded shows the fallback, then itself, like React.lazy', async () => {
  const module = deferred();
  const Part = lazyWithPreload(() => module.promise);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part name="Wiremu" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => module.resolve(Greeting));
  expect(await screen.findByText('Hello Wiremu')).toBeInTheDocument();
});

test('useReady downloads only when wanted, and turns true when the code is here', async () => {
  const module = deferred();
  let downloads = 0;
  const Part = lazyWithPreload(() => {
    downloads += 1;
    return module.promise;
  });
  function Page({ wanted }: { wanted: boolean }) {
    return Part.useReady(wanted) ? <Part name="Mere" /> : <p>Skeleton</p>;
  }
  const { rerender } = render(<Page wanted={false} />);
  expect(downloads).toBe(0);
  rerender(<Page wanted />);
  expect(screen.getByText('Skeleton')).toBeInTheDocument();
  expect(downloads).toBe(1);
  await act(async () => module.resolve(Greeting));
  expect(await screen.findByText('Hello Mere')).toBeInTheDocument();
  expect(downloads).toBe(1);
});

// The race that left members on the skeleton: the code arrived after the page rendered but before
// it listened. A page that waits is told whenever the code arrives, whoever downloaded it.
test('useReady turns true when the code arrives through a download it did not start', async () => {
  const module = deferred();
  const Part = lazyWithPreload(() => module.promise);
  function Page() {
    return Part.useReady(false) ? <Part name="Hemi" /> : <p>Skeleton</p>;
  }
  render(<Page />);
  expect(screen.getByText('Skeleton')).toBeInTheDocument();
  const download = Part.preload();
  await act(async () => {
    module.resolve(Greeting);
    await download;
  });
  expect(await screen.findByText('Hello Hemi')).toBeInTheDocument();
});

function NoteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Note">
        <p>Saved.</p>
      </DialogContent>
    </Dialog>
  );
}

// A dialog's code is not part of a page's first load, and a closed dialog is not mounted.
test('a lazy dialog is neither fetched nor drawn while closed; it opens, closes and opens again', async () => {
  const load = vi.fn(() => Promise.resolve(NoteDialog));
  const Note = lazyDialog(load);
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Show note
        </button>
        <Note open={open} onOpenChange={setOpen} />
      </>
    );
  }
  const user = userEvent.setup();
  render(<Page />);
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Show note' }));
  expect((await screen.findByRole('dialog', { name: 'Note' })).textContent).toContain('Saved.');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Show note' }));
  expect(await screen.findByRole('dialog', { name: 'Note' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
