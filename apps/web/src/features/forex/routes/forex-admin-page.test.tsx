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
      if (body.jpyPerUnit === '98.5') {
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
  expect(within(nzd).getByText('¥88.50')).toBeInTheDocument();
  expect(within(nzd).getByText(`¥90.125 from ${moment('2099-02-01T00:00:00.000Z')}`)).toBeInTheDocument();
  const aud = within(table).getByText('AUD').closest('tr')!;
  expect(within(aud).getByText('None scheduled')).toBeInTheDocument();
});

test('the history of the chosen currency lists every rate, newest first, scheduled ones marked', async () => {
  renderWithRouter(<ForexAdminPage />);
  expect(await screen.findByRole('table', { name: 'AUD rate history, newest first' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Show history for'), 'NZD');
  const table = await screen.findByRole('table', { name: 'NZD rate history, newest first' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['¥90.125', '¥88.50']);
  expect(within(rows[0]!).getByText('Scheduled')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('sales@demo.local')).toBeInTheDocument();
  expect(within(rows[1]!).queryByText('Scheduled')).toBeNull();
  expect(within(rows[1]!).getByText('System')).toBeInTheDocument();
});

test('a new rate is checked before it is sent, saved, and shown in force with its history', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ForexAdminPage />);
  const form = await screen.findByRole('form', { name: 'New rate' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'NZD');
  await user.type(within(form).getByRole('textbox', { name: 'Yen per unit' }), '0');
  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  expect(await within(form).findByText('The rate must be more than 0.')).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: 'Yen per unit' }).getAttribute('aria-invalid')).toBe(
    'true',
  );
  expect(posted).toEqual([]);

  await user.clear(within(form).getByRole('textbox', { name: 'Yen per unit' }));
  await user.type(within(form).getByRole('textbox', { name: 'Yen per unit' }), '91.4');
  // The field reads the rate back as what it means.
  expect(within(form).getByText('NZD 1 = JPY 91.40')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  expect(await within(form).findByText('NZD 1 = JPY 91.40 is saved and in force now.')).toBeInTheDocument();
  // Left blank, "Effective from" is not sent: the server takes the rate from now.
  expect(posted).toEqual([{ currency: 'NZD', jpyPerUnit: '91.4' }]);

  const table = screen.getByRole('table', { name: 'Rates in force' });
  await waitFor(() =>
    expect(within(within(table).getByText('NZD').closest('tr')!).getByText('¥91.40')).toBeInTheDocument(),
  );
  const nzdHistory = await screen.findByRole('table', { name: 'NZD rate history, newest first' });
  expect(within(nzdHistory).getByText('¥91.40')).toBeInTheDocument();
});

test('a scheduled rate is sent as an instant, and the server’s objection shows next to the field', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ForexAdminPage />);
  const form = await screen.findByRole('form', { name: 'New rate' });
  await user.type(within(form).getByRole('textbox', { name: 'Yen per unit' }), '98.5');
  await user.type(within(form).getByLabelText('Effective from'), '2099-03-01T09:30');
  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  expect(
    await within(form).findByText('This currency already has a rate taking effect at that exact moment.'),
  ).toBeInTheDocument();
  expect(within(form).getByLabelText('Effective from').getAttribute('aria-invalid')).toBe('true');
  expect(posted).toEqual([
    { currency: 'AUD', jpyPerUnit: '98.5', effectiveFrom: new Date(2099, 2, 1, 9, 30).toISOString() },
  ]);
});

test('a rate more than 10% from the one it follows asks first; cancelled, nothing is sent', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ForexAdminPage />);
  const form = await screen.findByRole('form', { name: 'New rate' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'NZD');
  await user.type(within(form).getByRole('textbox', { name: 'Yen per unit' }), '100');
  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Save this rate?' });
  expect(
    within(dialog).getByText(
      'NZD 1 = JPY 100.00 is 13% above the rate in force (NZD 1 = JPY 88.50). Is it right?',
    ),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(posted).toEqual([]);

  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Save this rate?' })).getByRole('button', {
      name: 'Save rate',
    }),
  );
  expect(await within(form).findByText('NZD 1 = JPY 100.00 is saved and in force now.')).toBeInTheDocument();
  expect(posted).toEqual([{ currency: 'NZD', jpyPerUnit: '100' }]);
});

test('a scheduled rate is compared with the scheduled one it follows', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ForexAdminPage />);
  const form = await screen.findByRole('form', { name: 'New rate' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'NZD');
  // 98 is 8.7% above the NZD 90.125 scheduled for February 2099 (but 10.7% above the 88.50 of today).
  await user.type(within(form).getByRole('textbox', { name: 'Yen per unit' }), '98');
  await user.type(within(form).getByLabelText('Effective from'), '2099-03-01T09:30');
  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  expect(await within(form).findByText(/^NZD 1 = JPY 98.00 is saved and in force from/)).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('a rate that can only be a slip is refused at the field, with separators read as typed', async () => {
  currencies.push({
    code: 'KWD',
    name: 'Kuwaiti Dinar',
    current: { jpyPerUnit: '490.5', effectiveFrom: '2026-01-05T00:00:00.000Z' },
    next: null,
  });
  const user = userEvent.setup();
  renderWithRouter(<ForexAdminPage />);
  const form = await screen.findByRole('form', { name: 'New rate' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'KWD');
  const field = within(form).getByRole('textbox', { name: 'Yen per unit' });
  await user.type(field, '0.002');
  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  expect(
    await within(form).findByText(
      'KWD 1 = JPY 0.002 cannot be right: the rate in force is KWD 1 = JPY 490.50. Enter the yen for one unit of the currency.',
    ),
  ).toBeInTheDocument();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(posted).toEqual([]);

  await user.clear(field);
  await user.type(field, '1,000.5');
  expect(within(form).getByText('KWD 1 = JPY 1,000.50')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save rate' }));
  // More than double: asked, then sent as the plain decimal.
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Save this rate?' })).getByRole('button', {
      name: 'Save rate',
    }),
  );
  await waitFor(() => expect(posted).toEqual([{ currency: 'KWD', jpyPerUnit: '1000.5' }]));
});
