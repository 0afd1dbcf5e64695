import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { Dashboard } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import DashboardPage from './dashboard-page';

const dashboard: Dashboard = {
  figures: {
    vehicles: { available: 1234, reserved: 12, sold: 3456, withdrawn: 7 },
    listedThisWeek: 85,
    pendingSignUps: 3,
    offersAwaitingAnswer: 9,
    undeliverableMail: 0,
  },
  countedAt: '2026-11-23T01:00:00.000Z',
  recentActivity: [
    {
      id: 1,
      at: '2026-11-23T00:30:00.000Z',
      actorEmail: 'sales@demo.local',
      entityType: 'vehicle',
      entityId: '42',
      action: 'updated',
      summary: 'Toyota Aqua NHP10-1234567',
      changes: [{ field: 'status', before: 'available', after: 'reserved' }],
    },
    {
      id: 2,
      at: '2026-11-23T00:20:00.000Z',
      actorEmail: 'sales@demo.local',
      entityType: 'payment',
      entityId: '8',
      action: 'confirmed',
      summary: 'NZD 4,300.00 from Kiwi Motors',
      changes: [],
    },
  ],
};

beforeEach(() => {
  document.cookie = 'isAuthenticated=true; path=/';
  server.use(http.get('/api/admin/dashboard', () => HttpResponse.json(dashboard)));
});

const card = (name: RegExp) => screen.getByRole('link', { name });

test('each figure is labelled and links to the page that acts on it', async () => {
  renderWithRouter(<DashboardPage />, { path: '/admin' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  await screen.findByRole('link', { name: /^Available/ });
  expect(card(/^Available 1,234/).getAttribute('href')).toBe('/admin/stock?status=available');
  expect(card(/^Reserved 12/).getAttribute('href')).toBe('/admin/stock?status=reserved');
  expect(card(/^Sold 3,456/).getAttribute('href')).toBe('/admin/stock?status=sold');
  expect(card(/^Withdrawn 7/).getAttribute('href')).toBe('/admin/stock?status=withdrawn');
  expect(card(/^Listed this week 85/).getAttribute('href')).toBe('/admin/stock');
  expect(card(/^Sign-ups waiting approval 3/).getAttribute('href')).toBe('/admin/customers?status=pending');
  expect(card(/^Undeliverable mail 0/).getAttribute('href')).toBe('/admin/outbox?status=dead');
  // The figure opens the offers inbox.
  expect(card(/^Offers waiting an answer 9/).getAttribute('href')).toBe('/admin/offers');
});

test('shows the latest activity with a way to the full log', async () => {
  renderWithRouter(<DashboardPage />, { path: '/admin' });
  const table = await screen.findByRole('table', { name: 'Latest activity' });
  const row = within(table)
    .getByText(/Toyota Aqua NHP10-1234567/)
    .closest('tr')!;
  expect(within(row).getByText('sales@demo.local')).toBeInTheDocument();
  expect(within(row).getByText('Updated')).toBeInTheDocument();
  expect(within(row).getByText('Vehicle')).toBeInTheDocument();
  // The same words as the log's Entity filter, for every kind of record.
  const payment = within(table)
    .getByText(/NZD 4,300.00 from Kiwi Motors/)
    .closest('tr')!;
  expect(within(payment).getByText('Payment')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the activity log' }).getAttribute('href')).toBe(
    '/admin/activity',
  );
});

test('says so when the figures cannot be loaded', async () => {
  server.use(
    http.get('/api/admin/dashboard', () =>
      HttpResponse.json(
        {
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Something went wrong on our side. Please try again.',
        },
        { status: 500 },
      ),
    ),
  );
  renderWithRouter(<DashboardPage />, { path: '/admin' });
  expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
});
