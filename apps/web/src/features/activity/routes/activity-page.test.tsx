import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { ActivityEntry } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import ActivityPage from './activity-page';

const entry = (overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 1,
  at: '2026-11-23T00:30:00.000Z',
  actorEmail: 'sales@demo.local',
  entityType: 'vehicle',
  entityId: '42',
  action: 'updated',
  summary: 'Toyota Aqua NHP10-1234567',
  changes: [
    { field: 'basePrice', before: '650', after: '620' },
    { field: 'status', before: 'available', after: 'reserved' },
  ],
  ...overrides,
});

let asked: URLSearchParams[] = [];

beforeEach(() => {
  asked = [];
  document.cookie = 'isAuthenticated=true; path=/';
  server.use(
    http.get('/api/admin/activity', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page') ?? 1);
      return HttpResponse.json({
        items: [entry({ id: page, summary: `Toyota Aqua page ${page}` })],
        page,
        pageSize: 50,
        total: 75,
      });
    }),
  );
});

test('lists who changed what, with each changed field before and after', async () => {
  renderWithRouter(<ActivityPage />, { path: '/admin/activity' });
  const table = await screen.findByRole('table', { name: 'Activity, newest first' });
  const row = within(table).getByText('Toyota Aqua page 1').closest('tr')!;
  expect(within(row).getByText('sales@demo.local')).toBeTruthy();
  expect(within(row).getByText('Vehicle 42')).toBeTruthy();
  expect(within(row).getByText('Updated')).toBeTruthy();
  expect(within(row).getByText('Base price: 650 → 620')).toBeTruthy();
  expect(within(row).getByText('Status: available → reserved')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: /Next page/ }));
  expect(await within(table).findByText('Toyota Aqua page 2')).toBeTruthy();
});

test('filters by entity, staff user and period, the To day included', async () => {
  const { router } = renderWithRouter(<ActivityPage />, { path: '/admin/activity' });
  await screen.findByRole('table', { name: 'Activity, newest first' });
  const filters = screen.getByRole('search', { name: 'Filter the activity log' });
  await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Entity' }), 'Announcement');
  await userEvent.type(within(filters).getByRole('searchbox', { name: 'Staff user' }), 'sales');
  await userEvent.type(within(filters).getByLabelText('From'), '2026-11-01');
  await userEvent.type(within(filters).getByLabelText('To'), '2026-11-02');
  await userEvent.click(within(filters).getByRole('button', { name: 'Filter' }));

  await screen.findByRole('table', { name: 'Activity, newest first' });
  const last = asked.at(-1)!;
  expect(last.get('entityType')).toBe('announcement');
  expect(last.get('actor')).toBe('sales');
  expect(last.get('from')).toBe(new Date(2026, 10, 1).toISOString());
  expect(last.get('to')).toBe(new Date(2026, 10, 3).toISOString());
  expect(router.state.location.search).toBe('?entity=announcement&actor=sales&from=2026-11-01&to=2026-11-02');
});

test('a filter that matches nothing says so', async () => {
  server.use(
    http.get('/api/admin/activity', () => HttpResponse.json({ items: [], page: 1, pageSize: 50, total: 0 })),
  );
  renderWithRouter(<ActivityPage />, { path: '/admin/activity?actor=nobody' });
  expect(await screen.findByText('No activity matches these filters.')).toBeTruthy();
});
