import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { NotificationBell } from './notification-bell';

// Until first used the bell is a plain button (Radix's pop-over comes on first use); it
// has the pop-over trigger's name and state, and the keyboard opens the list as Radix's would.
test('before first use the bell is a closed pop-over button; Enter opens the list, Escape closes it', async () => {
  server.use(
    http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread: 1 })),
    http.get('/api/notifications', () => HttpResponse.json({ unread: 1, notifications: [] })),
  );
  const user = userEvent.setup();
  renderWithRouter(<NotificationBell seeAllHref="/my-account/notifications" emptyText="Nothing new." />);
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
  expect(bell.getAttribute('aria-expanded')).toBe('false');
  await user.tab();
  await user.keyboard('{Enter}');
  const list = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(await within(list).findByText('Nothing new.')).toBeInTheDocument();
  await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
  expect(screen.getByRole('button', { name: 'Notifications, 1 unread' }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
});

test('the bell names its unread count, lists the newest notifications and marks them read', async () => {
  let unread = 2;
  server.use(
    http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread })),
    http.get('/api/notifications', () =>
      HttpResponse.json({
        unread,
        notifications: [
          {
            id: 5,
            kind: 'offer-countered',
            title: 'Counter offer on 2024 Toyota Yaris Z: JPY 650,000.00',
            body: 'Our best price.',
            link: '/my-account/my-offer-history/5',
            readAt: null,
            createdAt: '2026-11-24T04:00:00.000Z',
          },
        ],
      }),
    ),
    http.post('/api/notifications/read-all', () => {
      unread = 0;
      return HttpResponse.json({ unread: 0 });
    }),
  );
  renderWithRouter(<NotificationBell seeAllHref="/my-account/notifications" emptyText="Nothing new." />);
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  await userEvent.click(bell);
  const link = await screen.findByRole('link', { name: /Counter offer on 2024 Toyota Yaris Z/ });
  expect(link.getAttribute('href')).toBe('/my-account/my-offer-history/5');
  expect(screen.getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe(
    '/my-account/notifications',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
});
