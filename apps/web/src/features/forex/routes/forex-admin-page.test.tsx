import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { ForexCurrency, ForexRate } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import ForexAdminPage from './forex-admin-page';

const moment = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

let currencies: ForexCurrency[];
let history: Record<string, ForexRate[]>;
let posted: unknown[];

const rate = (
  id: number,
  currency: string,
  jpyPerUnit: string,
  effectiveFrom: string,
  createdBy: string | null,
) => ({
  id,
  currency,
  jpyPerUnit,
  effectiveFrom,
  createdAt: effectiveFrom,
  createdBy,
});

beforeEach(() => {
  document.cookie = 'isAuthenticated=true; path=/';
  posted = [];
  currencies = [
    {
      code: 'AUD',
      name: 'Australian Dollar',
      current: { jpyPerUnit: '97.2', effectiveFrom: '2026-01-05T00:00:00.000Z' },
      next: null,
    },
    {
      code: 'NZD',
      name: 'New Zealand Dollar',
      current: { jpyPerUnit: '88.5', effectiveFrom: '2026-01-05T00:00:00.000Z' },
      next: { jpyPerUnit: '90.125', effectiveFrom: '2099-02-01T00:00:00.000Z' },
    },
  ];
  history = {
    AUD: [rate(1, 'AUD', '97.2', '2026-01-05T00:00:00.000Z', null)],
    NZD: [
      rate(3, 'NZD', '90.125', '2099-02-01T00:00:00.000Z', 'sales@demo.local'),
      rate(2, 'NZD', '88.5', '2026-01-05T00:00:00.000Z', null),
    ],
  };
  server.use(
    http.get('/api/admin/forex', () => HttpResponse.json({ currencies })),
    http.get('/api/admin/forex/:currency/history', ({ params }) => {
      const currency = String(params.currency);
      return HttpResponse.json({ currency, items: history[currency] ?? [] });
    }),
    http.post('/api/admin/forex', async ({ request }) => {
      const body = (await request.json()) as { currency: string; jpyPerUnit: string; effectiveFrom?: string };
      posted.push(body);
      if (body.jpyPerUnit === '99999999') {
        return HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'This currency already has a rate taking effect at that exact moment.',
            fieldErrors: {
              effectiveFrom: 'This currency already has a rate taking effect at that exact moment.',
            },
          },
          { status: 409 },
        );
      }
      const saved = rate(
        9,
        body.currency,
        body.jpyPerUnit,
        body.effectiveFrom ?? new Date().toISOString(),
        'sales@demo.local',
      );
      history[body.currency] = [saved, ...(history[body.currency] ?? [])];
      currencies = currencies.map((c) =>
        c.code === body.currency
          ? { ...c, current: { jpyPerUnit: saved.jpyPerUnit, effectiveFrom: saved.effectiveFrom } }
          : c,
      );
      return HttpResponse.json(saved, { status: 201 });
    }),
  );
});

test('staff see the rate in force of every currency and the next scheduled change', async () => {
  renderWithRouter(<ForexAdminPage />);
  const table = await screen.findByRole('table', { name: 'Rates in force' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['Currency', 'Yen per unit', 'Effective from', 'Next change']);
  const nzd = within(table).getByText('NZD').closest('tr')!;
  expect(within(nzd).getByText('¥88.50')).toBeTruthy();
  expect(within(nzd).getByText(`¥90.125 from ${moment('2099-02-01T00:00:00.000Z')}`)).toBeTruthy();
  const aud = within(table).getByText('AUD').closest('tr')!;
  expect(within(aud).getByText('None scheduled')).toBeTruthy();
});

test('the history of the chosen currency lists every rate, newest first, scheduled ones marked', async () => {
  renderWithRouter(<ForexAdminPage />);
  expect(await screen.findByRole('table', { name: 'AUD rate history, newest first' })).toBeTruthy();
  await userEvent.selectOptions(screen.getByLabelText('Show history for'), 'NZD');
  const table = await screen.findByRole('table', { name: 'NZD rate history, newest first' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['¥90.125', '¥88.50']);
  expect(within(rows[0]!).getByText('Scheduled')).toBeTruthy();
  expect(within(rows[0]!).getByText('sales@demo.local')).toBeTruthy();
  expect(within(rows[1]!).queryByText('Scheduled')).toBeNull();
  expect(within(rows[1]!).getByText('System')).toBeTruthy();
});

test('a new rate is checked before it is sent, saved, and shown in force with its history', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ForexAdminPage />);
  const form = await screen.findByRole('form', { name: 'New rate' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'NZD');
  await user.type(within(form).getByRole('textbox', { name: 'Yen per unit' }), '0');
  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  expect(await within(form).findByText('The rate must be more than 0.')).toBeTruthy();
  expect(within(form).getByRole('textbox', { name: 'Yen per unit' }).getAttribute('aria-invalid')).toBe(
    'true',
  );
  expect(posted).toEqual([]);

  await user.clear(within(form).getByRole('textbox', { name: 'Yen per unit' }));
  await user.type(within(form).getByRole('textbox', { name: 'Yen per unit' }), '91.4');
  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  expect(await within(form).findByText('NZD ¥91.40 per unit is saved and in force now.')).toBeTruthy();
  // Left blank, "Effective from" is not sent: the server takes the rate from now.
  expect(posted).toEqual([{ currency: 'NZD', jpyPerUnit: '91.4' }]);

  const table = screen.getByRole('table', { name: 'Rates in force' });
  await waitFor(() =>
    expect(within(within(table).getByText('NZD').closest('tr')!).getByText('¥91.40')).toBeTruthy(),
  );
  const nzdHistory = await screen.findByRole('table', { name: 'NZD rate history, newest first' });
  expect(within(nzdHistory).getByText('¥91.40')).toBeTruthy();
});

test('a scheduled rate is sent as an instant, and the server’s objection shows next to the field', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ForexAdminPage />);
  const form = await screen.findByRole('form', { name: 'New rate' });
  await user.type(within(form).getByRole('textbox', { name: 'Yen per unit' }), '99999999');
  await user.type(within(form).getByLabelText('Effective from'), '2099-03-01T09:30');
  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  expect(
    await within(form).findByText('This currency already has a rate taking effect at that exact moment.'),
  ).toBeTruthy();
  expect(within(form).getByLabelText('Effective from').getAttribute('aria-invalid')).toBe('true');
  expect(posted).toEqual([
    { currency: 'AUD', jpyPerUnit: '99999999', effectiveFrom: new Date(2099, 2, 1, 9, 30).toISOString() },
  ]);
});
