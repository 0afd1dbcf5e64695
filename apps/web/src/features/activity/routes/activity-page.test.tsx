import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ACTIVITY_ENTITY_LABELS, ACTIVITY_ENTITY_TYPES, businessDate, type ActivityEntry } from '@ibc/domain';
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
  expect(within(row).getByText('sales@demo.local')).toBeInTheDocument();
  expect(within(row).getByText('Vehicle 42')).toBeInTheDocument();
  expect(within(row).getByText('Updated')).toBeInTheDocument();
  expect(within(row).getByText('Base price: 650 → 620')).toBeInTheDocument();
  // Statuses read as their labels.
  expect(within(row).getByText('Status: Available → Reserved')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: /Next page/ }));
  expect(await within(table).findByText('Toyota Aqua page 2')).toBeInTheDocument();
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

test('the Entity filter offers every kind of record the log writes, money included', async () => {
  renderWithRouter(<ActivityPage />, { path: '/admin/activity' });
  const filters = await screen.findByRole('search', { name: 'Filter the activity log' });
  const entity = within(filters).getByRole('combobox', { name: 'Entity' });
  const options = within(entity)
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
  expect(options).toEqual([
    ['', 'All records'],
    ...ACTIVITY_ENTITY_TYPES.map((type) => [type, ACTIVITY_ENTITY_LABELS[type]]),
  ]);
  for (const label of ['Offer', 'Purchase', 'Invoice', 'Payment', 'Document', 'E-mail'])
    expect(options.map(([, text]) => text)).toContain(label);

  await userEvent.selectOptions(entity, 'Payment');
  await userEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
  await screen.findByRole('table', { name: 'Activity, newest first' });
  expect(asked.at(-1)!.get('entityType')).toBe('payment');
});

test('money entries show their amounts before and after, in their currency', async () => {
  server.use(
    http.get('/api/admin/activity', () =>
      HttpResponse.json({
        items: [
          entry({
            id: 7,
            entityType: 'offer',
            entityId: '31',
            action: 'countered',
            summary: 'Toyota Aqua, Kiwi Motors',
            changes: [
              { field: 'amount', before: '650000', after: '600000' },
              { field: 'currency', before: 'JPY', after: 'JPY' },
              { field: 'status', before: 'submitted', after: 'countered' },
            ],
          }),
          entry({
            id: 8,
            entityType: 'payment',
            entityId: '8',
            action: 'confirmed',
            summary: 'NZD 4,300.00 from Kiwi Motors',
            changes: [
              { field: 'amount', before: null, after: '4300' },
              { field: 'currency', before: null, after: 'NZD' },
              { field: 'status', before: 'pending', after: 'confirmed' },
              { field: 'paidAt', before: null, after: '2026-11-20' },
            ],
          }),
          entry({
            id: 9,
            entityType: 'vehicle',
            summary: 'Mazda Demio',
            changes: [
              { field: 'basePrice', before: '650', after: '620' },
              { field: 'negotiateCurrency', before: 'USD', after: 'JPY' },
            ],
          }),
          entry({
            id: 10,
            entityType: 'forex-rate',
            summary: 'NZD 1 = JPY 90.00',
            changes: [{ field: 'jpyPerUnit', before: '88.5', after: '90' }],
          }),
          entry({
            id: 11,
            entityType: 'invoice',
            summary: 'IBC-2026-000012 voided',
            changes: [{ field: 'total', before: '1234567.5', after: '1234000' }],
          }),
        ],
        page: 1,
        pageSize: 50,
        total: 5,
      }),
    ),
  );
  renderWithRouter(<ActivityPage />, { path: '/admin/activity' });
  const table = await screen.findByRole('table', { name: 'Activity, newest first' });
  const row = (text: string) => within(table).getByText(text).closest('tr')!;
  const offer = row('Toyota Aqua, Kiwi Motors');
  expect(within(offer).getByText('Offer 31')).toBeInTheDocument();
  expect(within(offer).getByText('Amount: JPY 650,000 → JPY 600,000')).toBeInTheDocument();
  expect(within(offer).getByText('Status: Submitted → Countered')).toBeInTheDocument();
  // The currency kept beside a changed amount reads the amount; it is not listed as a change.
  expect(within(offer).queryByText(/^Currency/)).toBeNull();
  const payment = row('NZD 4,300.00 from Kiwi Motors');
  expect(within(payment).getByText('Amount: (empty) → NZD 4,300.00')).toBeInTheDocument();
  expect(within(payment).getByText('Status: Awaiting confirmation → Confirmed')).toBeInTheDocument();
  expect(within(payment).getByText('Paid at: (empty) → 2026-11-20')).toBeInTheDocument();
  // A vehicle's yen price is kept in thousands of yen.
  expect(within(row('Mazda Demio')).getByText('Base price: JPY 650,000 → JPY 620,000')).toBeInTheDocument();
  expect(
    within(row('NZD 1 = JPY 90.00')).getByText('Yen per unit: JPY 88.50 → JPY 90.00'),
  ).toBeInTheDocument();
  // No currency on the record: the figures, grouped.
  expect(
    within(row('IBC-2026-000012 voided')).getByText('Total: 1,234,567.5 → 1,234,000'),
  ).toBeInTheDocument();
});

const createObjectURL = vi.fn((_blob: Blob) => 'blob:activity');
afterEach(() => vi.restoreAllMocks());

test.each([
  ['Download CSV', 'csv'],
  ['Download Excel (XLSX)', 'xlsx'],
])('%s downloads the log with the filters of the page, named with the Japan date', async (name, format) => {
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  let exported: URL | null = null;
  server.use(
    http.get('/api/admin/activity/export', ({ request }) => {
      exported = new URL(request.url);
      return new HttpResponse('Time (UTC),Who\r\n', { headers: { 'Content-Type': 'text/csv' } });
    }),
  );
  renderWithRouter(<ActivityPage />, {
    path: '/admin/activity?entity=invoice&actor=sales&from=2026-11-01&to=2026-11-02&page=2',
  });
  await screen.findByRole('table', { name: 'Activity, newest first' });
  const button = screen.getByRole('button', { name });
  expect(button.getAttribute('aria-describedby')).toMatch(/\S/);
  expect(screen.getByText('Exports the entries these filters find.')).toBeInTheDocument();
  await userEvent.click(button);
  await waitFor(() => expect(saved).toEqual([`activity-log-${businessDate(new Date())}.${format}`]));
  expect(exported!.pathname).toBe('/api/admin/activity/export');
  expect(Object.fromEntries(exported!.searchParams)).toEqual({
    entityType: 'invoice',
    actor: 'sales',
    from: new Date(2026, 10, 1).toISOString(),
    to: new Date(2026, 10, 3).toISOString(),
    format,
  });
});

test('a failed export says so', async () => {
  server.use(
    http.get('/api/admin/activity/export', () =>
      HttpResponse.json(
        { statusCode: 400, error: 'Bad Request', message: 'Please check the filters.' },
        { status: 400 },
      ),
    ),
  );
  renderWithRouter(<ActivityPage />, { path: '/admin/activity' });
  await screen.findByRole('table', { name: 'Activity, newest first' });
  expect(screen.getByText('Exports the whole log.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByText('Please check the filters.')).toBeInTheDocument();
});

test('a filter that matches nothing says so', async () => {
  server.use(
    http.get('/api/admin/activity', () => HttpResponse.json({ items: [], page: 1, pageSize: 50, total: 0 })),
  );
  renderWithRouter(<ActivityPage />, { path: '/admin/activity?actor=nobody' });
  expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
});
