import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { server } from '@/testing/msw';
import { signInMember } from '@/testing/member-api';
import { renderWithRouter } from '@/testing/render';
import NotificationsPage from './notifications-page';

// /my-account/notifications: every notification, a page at a time, from the notifications API only.
const asked: string[] = [];
const notification = (id: number, read: boolean) => ({
  id,
  kind: 'offer-countered',
  title: `Counter offer ${id}`,
  body: '',
  link: `/my-account/my-offer-history/${id}`,
  readAt: read ? '2026-11-01T00:00:00.000Z' : null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

beforeEach(() => {
  asked.length = 0;
  signInMember();
  server.use(
    http.get('/api/notifications/history', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const items = page === 1 ? [notification(25, false), notification(24, true)] : [notification(5, true)];
      return HttpResponse.json({ total: 21, page, pageSize: 20, items, unread: 1 });
    }),
  );
});

test('shows a page of notifications, the unread first marked, and pages on', async () => {
  const { router } = renderWithRouter(<NotificationsPage />, { path: '/my-account/notifications' });
  const table = await screen.findByRole('table', { name: 'Your notifications' });
  expect(within(table).getByRole('link', { name: 'Unread: Counter offer 25' })).toHaveAttribute(
    'href',
    '/my-account/my-offer-history/25',
  );
  expect(screen.getByText('1 unread notification')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–20 of 21')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Next page/ }));
  await screen.findByRole('link', { name: 'Counter offer 5' });
  expect(router.state.location.search).toBe('?page=2');
  await waitFor(() => expect(asked).toEqual(['?page=1&pageSize=20', '?page=2&pageSize=20']));
});
