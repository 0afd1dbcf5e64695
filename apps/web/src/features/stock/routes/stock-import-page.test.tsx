import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { StockImportCheck } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import StockImportPage from './stock-import-page';

// "the server validates every row ... and shows a report (row, column, message) before
// anything is written; then imports the valid rows in one transaction per batch, with a progress bar".

const vehicle = (i: number) => ({ chassis: `ZVW30-10000${i}`, make: 'Toyota', model: 'Prius' });

let batches: number[] = [];
let checkedBody = '';
let checkedUrl: URL | null = null;

beforeEach(() => {
  batches = [];
  document.cookie = 'isAuthenticated=true; path=/';
  server.use(
    http.post('/api/admin/stock/import/check', async ({ request }) => {
      checkedBody = await request.text();
      checkedUrl = new URL(request.url);
      const answer = {
        readAs: 'shift_jis',
        rows: 602,
        problems: [
          { row: 3, column: 'year', message: 'Please enter a year from 1990 to next year.' },
          { row: 7, column: 'chassis', message: 'This chassis number is already in stock.' },
        ],
        toConfirm: [],
        valid: Array.from({ length: 600 }, (_, i) => ({ row: i + 10, vehicle: vehicle(i) })),
      } as unknown as StockImportCheck;
      return HttpResponse.json(answer);
    }),
    http.post('/api/admin/stock/import', async ({ request }) => {
      const { vehicles } = (await request.json()) as { vehicles: unknown[] };
      batches.push(vehicles.length);
      return HttpResponse.json({ imported: vehicles.length });
    }),
  );
});

test('checks the chosen file, lists its problems by row and column, then imports the valid rows in batches', async () => {
  const user = userEvent.setup();
  renderWithRouter(<StockImportPage />);
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  expect(screen.getByText('Please choose a CSV or Excel (XLSX) file.')).toBeInTheDocument();

  const file = new File(['chassis,make\nA,B\n'], 'stock.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('File (CSV or Excel)'), file);
  await user.click(screen.getByRole('button', { name: 'Check file' }));

  expect(
    await screen.findByText(/602 rows read: 600 rows can be imported, 2 rows have problems/),
  ).toBeInTheDocument();
  expect(checkedBody).toBe('chassis,make\nA,B\n');
  // Detected unless staff choose; the report says how the file was read.
  expect(checkedUrl!.searchParams.get('encoding')).toBe('auto');
  expect(screen.getByText(/Read as CSV in Shift_JIS \(CP932\)\./)).toBeInTheDocument();
  const problems = screen.getByRole('table', { name: 'Problems found in the file' });
  const rows = within(problems).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['3', 'year', 'Please enter a year from 1990 to next year.'],
    ['7', 'chassis', 'This chassis number is already in stock.'],
  ]);

  await user.click(screen.getByRole('button', { name: 'Import 600 vehicles' }));
  expect(await screen.findByText('Imported 600 vehicles.')).toBeInTheDocument();
  // 500 rows a transaction (STOCK_IMPORT_LIMITS.batchSize).
  expect(batches).toEqual([500, 100]);
});

test('a refused batch is shown with how many went in before it', async () => {
  server.use(
    http.post('/api/admin/stock/import', async ({ request }) => {
      const { vehicles } = (await request.json()) as { vehicles: unknown[] };
      batches.push(vehicles.length);
      return batches.length === 1
        ? HttpResponse.json({ imported: vehicles.length })
        : HttpResponse.json(
            { message: 'Some rows cannot be imported; nothing was written.', fieldErrors: {} },
            { status: 400 },
          );
    }),
  );
  const user = userEvent.setup();
  renderWithRouter(<StockImportPage />);
  await user.upload(
    screen.getByLabelText('File (CSV or Excel)'),
    new File(['x'], 'stock.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  await user.click(await screen.findByRole('button', { name: 'Import 600 vehicles' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Some rows cannot be imported; nothing was written. 500 vehicles were imported before this batch.',
  );
});

test('lists the prices to confirm and imports only once staff say they are right', async () => {
  server.use(
    http.post('/api/admin/stock/import/check', () =>
      HttpResponse.json({
        readAs: 'xlsx',
        rows: 2,
        problems: [],
        toConfirm: [
          {
            row: 3,
            column: 'basePrice',
            message: 'JPY 4,000,000 is above the highest usual price in stock (JPY 3,000,000). Is it right?',
          },
        ],
        valid: [
          { row: 2, vehicle: vehicle(1) },
          { row: 3, vehicle: vehicle(2) },
        ],
      }),
    ),
  );
  const user = userEvent.setup();
  renderWithRouter(<StockImportPage />);
  await user.upload(
    screen.getByLabelText('File (CSV or Excel)'),
    new File(['x'], 'stock.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  expect(
    await screen.findByText(/1 price is far from what the stock holds: please confirm it before importing\./),
  ).toBeInTheDocument();
  const flagged = screen.getByRole('table', { name: 'Prices to confirm' });
  expect(
    within(flagged)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['3', 'JPY 4,000,000 is above the highest usual price in stock (JPY 3,000,000). Is it right?']);
  const importButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Import 2 vehicles' });
  expect(importButton.disabled).toBe(true);
  await user.click(screen.getByRole('checkbox', { name: /The flagged price is right/ }));
  expect(importButton.disabled).toBe(false);
  await user.click(importButton);
  expect(await screen.findByText('Imported 2 vehicles.')).toBeInTheDocument();
  expect(batches).toEqual([2]);
});

test('sends the chosen encoding and shows a file the server refuses, with its row and column', async () => {
  const message =
    'Row 3, column 26 (location): this text is neither UTF-8 nor Shift_JIS (CP932), so the file was not read (nothing was changed).';
  server.use(
    http.post('/api/admin/stock/import/check', ({ request }) => {
      checkedUrl = new URL(request.url);
      return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message }, { status: 400 });
    }),
  );
  const user = userEvent.setup();
  renderWithRouter(<StockImportPage />);
  const encoding = screen.getByRole('combobox', { name: 'Encoding' });
  expect(
    within(encoding)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Detect automatically', 'UTF-8', 'Shift_JIS (CP932)']);
  await user.selectOptions(encoding, 'Shift_JIS (CP932)');
  await user.upload(screen.getByLabelText('File (CSV or Excel)'), new File(['x'], 'stock.csv'));
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(checkedUrl!.searchParams.get('encoding')).toBe('shift_jis');
});
