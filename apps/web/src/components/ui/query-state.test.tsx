import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { QueryState, type QueryLike } from './query-state';
import { i18n } from '@/lib/i18n';

/** Renders inside the messages' provider, as the app does (its texts in English). */
const render = (ui: ReactElement) =>
  renderPlain(ui, {
    wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });

const base = { isPending: false, isError: false, error: null, data: undefined };

const show = (query: QueryLike<string[]>) =>
  render(
    <QueryState
      query={query}
      loadingLabel="Loading your list"
      empty={{ when: (d) => d.length === 0, title: 'Nothing here.', description: 'Add one.' }}
    >
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

test('loading is a busy status region named for screen readers', () => {
  show({ ...base, isPending: true });
  const region = screen.getByRole('status', { name: 'Loading your list' });
  expect(region.getAttribute('aria-busy')).toBe('true');
});

test("an error shows the server's message as an alert, and Retry asks again", async () => {
  const refetch = vi.fn();
  show({ ...base, isError: true, error: new Error('The server is down.'), refetch });
  expect(screen.getByRole('alert').textContent).toBe('The server is down.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(refetch).toHaveBeenCalledOnce();
});

test('an empty answer shows the empty card, a full one the content', () => {
  const { rerender } = show({ ...base, data: [] });
  expect(screen.getByText('Nothing here.')).toBeInTheDocument();
  expect(screen.getByText('Add one.')).toBeInTheDocument();
  rerender(
    <QueryState
      query={{ ...base, data: ['a'] }}
      empty={{ when: (d) => d.length === 0, content: <p>None</p> }}
    >
      {(items) => <p>{items.join()}</p>}
    </QueryState>,
  );
  expect(screen.getByText('a')).toBeInTheDocument();
});
