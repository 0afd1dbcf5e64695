import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import OutboxPage from './outbox-page';

const dead = {
  id: 41,
  kind: 'offer-to-sales',
  to: ['sales@ibc-japan.example'],
  subject: 'Offer NZD 12,350 for 2015 Toyota Aqua S',
  status: 'dead',
  attempts: 5,
  lastError: '550 5.1.1 mailbox unavailable',
  nextAttemptAt: '2026-11-20T01:00:00.000Z',
  createdAt: '2026-11-20T00:00:00.000Z',
  sentAt: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
let retried = false;

beforeEach(() => {
  retried = false;
  document.cookie = 'isAuthenticated=true; path=/';
  fetchMock.mockImplementation(async (url, init) => {
    const path = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    if (path === '/api/staff/outbox/41/retry' && init?.method === 'POST') {
      retried = true;
      return json(200, { message: 'The e-mail is queued again.' });
    }
    if (path.startsWith('/api/staff/outbox')) return json(200, { items: retried ? [] : [dead] });
    return json(404, { message: 'unexpected' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

test('staff see undeliverable mail with the reason and can send it again', async () => {
  renderWithRouter(<OutboxPage />);
  const table = await screen.findByRole('table', { name: 'E-mails' });
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/staff/outbox?status=dead');
  const row = within(table).getByText(dead.subject).closest('tr')!;
  expect(within(row).getByText(/550 5.1.1 mailbox unavailable/)).toBeTruthy();
  expect(within(row).getByText('Undeliverable')).toBeTruthy();
  await userEvent.click(within(row).getByRole('button', { name: `Send again: ${dead.subject}` }));
  expect(await screen.findByText('The e-mail is queued again.')).toBeTruthy();
  // The list is fetched again and the mail has left the undeliverable list.
  expect(await screen.findByText('No undeliverable mail.')).toBeTruthy();
});

test('a customer who opens the page is told it is for the sales team', async () => {
  fetchMock.mockImplementation(async () =>
    json(403, { statusCode: 403, error: 'Forbidden', message: 'Forbidden' }),
  );
  renderWithRouter(<OutboxPage />);
  await waitFor(() => expect(screen.getByText('The mail outbox is for the sales team only.')).toBeTruthy());
});
