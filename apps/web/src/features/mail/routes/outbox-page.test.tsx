import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { OutboxItem } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import OutboxPage from './outbox-page';

const dead: OutboxItem = {
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
  allowedActions: ['resend'],
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
    http.post('/api/admin/outbox/41/resend', () => {
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
  expect(within(row).getByText(/550 5.1.1 mailbox unavailable/)).toBeInTheDocument();
  expect(within(row).getByText('Undeliverable')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: `Send again: ${dead.subject}` }));
  expect(await screen.findByText('The e-mail is queued again.')).toBeInTheDocument();
  // The list is fetched again and the mail has left the undeliverable list.
  expect(await screen.findByText('No undeliverable mail.')).toBeInTheDocument();
});

test('Send again is shown only where the server allows it, and the status is kept in the address', async () => {
  const sent: OutboxItem = {
    ...dead,
    id: 42,
    subject: 'Your invoice',
    status: 'sent',
    lastError: null,
    sentAt: '2026-11-20T00:01:00.000Z',
    allowedActions: [],
  };
  // A dead mail the server says cannot be sent again (e.g. its address was removed) has no button.
  const stuck: OutboxItem = { ...dead, id: 43, subject: 'Held back', allowedActions: [] };
  server.use(
    http.get('/api/admin/outbox', ({ request }) => {
      const { pathname, search } = new URL(request.url);
      listed.push(pathname + search);
      return HttpResponse.json({ items: [dead, sent, stuck] });
    }),
  );
  const { router } = renderWithRouter(<OutboxPage />, { path: '/admin/outbox?status=sent' });
  const table = await screen.findByRole('table', { name: 'E-mails' });
  expect(listed[0]).toBe('/api/admin/outbox?status=sent');
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('sent');
  const buttons = within(table).getAllByRole('button', { name: /^Send again/ });
  expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([`Send again: ${dead.subject}`]);
  expect(
    within(within(table).getByText('Your invoice').closest('tr')!).getByText('Sent'),
  ).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All mail');
  await waitFor(() => expect(listed.at(-1)).toBe('/api/admin/outbox'));
  expect(router.state.location.search).toBe('?status=all');
});

test('a customer who opens the page is told it is for the sales team', async () => {
  server.use(
    http.get('/api/admin/outbox', () =>
      HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' }, { status: 403 }),
    ),
  );
  renderWithRouter(<OutboxPage />);
  await waitFor(() =>
    expect(screen.getByText('The mail outbox is for the sales team only.')).toBeInTheDocument(),
  );
});
