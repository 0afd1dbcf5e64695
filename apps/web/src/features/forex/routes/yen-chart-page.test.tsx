import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import YenChartPage from './yen-chart-page';

const currencies = [
  { code: 'AUD', name: 'Australian Dollar' },
  { code: 'NZD', name: 'New Zealand Dollar' },
];
const POINTS = {
  NZD: [
    { date: '2026-03-01', jpyPerUnit: '88.1' },
    { date: '2026-03-02', jpyPerUnit: '90.25' },
    { date: '2026-03-03', jpyPerUnit: '87.9' },
    { date: '2026-03-04', jpyPerUnit: '88.5' },
  ],
  AUD: [{ date: '2026-03-04', jpyPerUnit: '97.2' }],
};

let requested: string[];

beforeEach(() => {
  requested = [];
  server.use(
    http.get('/api/forex/history', ({ request }) => {
      const url = new URL(request.url);
      requested.push(url.search);
      const currency = (url.searchParams.get('currency') ?? 'NZD') as keyof typeof POINTS;
      const range = url.searchParams.get('range') ?? '90d';
      return HttpResponse.json({ currency, range, currencies, points: POINTS[currency] });
    }),
  );
});

test('a member sees the chart of their own currency, described in words and as a table', async () => {
  document.cookie = 'isAuthenticated=true; path=/';
  renderWithRouter(<YenChartPage />);
  const chart = await screen.findByRole('img', {
    name: 'Yen per NZD over 90 days: ¥88.10 on 1 Mar 2026, ¥88.50 on 4 Mar 2026; low ¥87.90, high ¥90.25.',
  });
  expect(chart).toBeInTheDocument();
  // The API picks the member's own account currency when none is asked for.
  expect(requested[0]).toBe('?range=90d');
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency' }).value).toBe('NZD');

  await userEvent.click(screen.getByText('Show table'));
  const table = screen.getByRole('table', { name: 'Yen per NZD, daily close, last 90 days' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['4 Mar 2026', '¥88.50'],
    ['3 Mar 2026', '¥87.90'],
    ['2 Mar 2026', '¥90.25'],
    ['1 Mar 2026', '¥88.10'],
  ]);
});

test('the range and the currency can be changed', async () => {
  document.cookie = 'isAuthenticated=true; path=/';
  const user = userEvent.setup();
  renderWithRouter(<YenChartPage />);
  await screen.findByRole('img', { name: /^Yen per NZD over 90 days/ });
  const range = screen.getByRole('group', { name: 'Range' });
  expect(within(range).getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe('true');

  await user.click(within(range).getByRole('button', { name: '1 year' }));
  expect(await screen.findByRole('img', { name: /^Yen per NZD over 1 year/ })).toBeInTheDocument();
  expect(within(range).getByRole('button', { name: '1 year' }).getAttribute('aria-pressed')).toBe('true');
  expect(requested.at(-1)).toBe('?range=1y');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'AUD');
  expect(
    await screen.findByRole('img', { name: /^Yen per AUD over 1 year: ¥97.20 on 4 Mar 2026/ }),
  ).toBeInTheDocument();
  expect(requested.at(-1)).toBe('?currency=AUD&range=1y');
});

test('a visitor is asked to sign in, and no rate is requested', async () => {
  renderWithRouter(<YenChartPage />);
  expect(screen.getByRole('heading', { name: 'The chart is for signed-in dealers' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
  expect(screen.queryByRole('img')).toBeNull();
  expect(requested).toEqual([]);
});
