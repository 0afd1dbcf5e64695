import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { server } from '@/testing/msw';
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

let retried = false;
let listed: string[] = [];

beforeEach(() => {
  retried = false;
  listed = [];
  document.cookie = 'isAuthenticated=true; path=/';
  server.use(
    http.get('/api/admin/outbox', ({ request }) => {
      const { pathname, search } = new URL(request.url);
      listed.push(pathname + search);
      return HttpResponse.json({ items: retried ? [] : [dead] });
    }),
    http.post('/api/admin/outbox/41/retry', () => {
      retried = true;
      return HttpResponse.json({ message: 'The e-mail is queued again.' });
    }),
  );
});

test('staff see undeliverable mail with the reason and can send it again', async () => {
  renderWithRouter(<OutboxPage />);
  const table = await screen.findByRole('table', { name: 'E-mails' });
  expect(listed[0]).toBe('/api/admin/outbox?status=dead');
  const row = within(table).getByText(dead.subject).closest('tr')!;
  expect(within(row).getByText(/550 5.1.1 mailbox unavailable/)).toBeTruthy();
  expect(within(row).getByText('Undeliverable')).toBeTruthy();
  await userEvent.click(within(row).getByRole('button', { name: `Send again: ${dead.subject}` }));
  expect(await screen.findByText('The e-mail is queued again.')).toBeTruthy();
  // The list is fetched again and the mail has left the undeliverable list.
  expect(await screen.findByText('No undeliverable mail.')).toBeTruthy();
});

test('a customer who opens the page is told it is for the sales team', async () => {
  server.use(
    http.get('/api/admin/outbox', () =>
      HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' }, { status: 403 }),
    ),
  );
  renderWithRouter(<OutboxPage />);
  await waitFor(() => expect(screen.getByText('The mail outbox is for the sales team only.')).toBeTruthy());
});
