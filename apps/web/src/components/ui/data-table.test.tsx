import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { DataTable, type DataColumn } from './data-table';
import { i18n } from '@/lib/i18n';

/** Renders inside the messages' provider, as the app does (its texts in English). */
const render = (ui: ReactElement) =>
  renderPlain(ui, {
    wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });

interface Car {
  id: number;
  name: string;
  kms: number;
}

const cars: Car[] = [
  { id: 1, name: 'Aqua', kms: 42000 },
  { id: 2, name: 'Fit', kms: 9000 },
];

const columns: DataColumn<Car>[] = [
  { id: 'name', header: 'Vehicle', sortable: true, cell: (car) => car.name },
  { id: 'kms', header: 'Kms', label: 'Kms', align: 'end', cell: (car) => `${car.kms} km` },
];

test('draws the caption, headers and one row per record, with phone labels when stacked', () => {
  render(
    <DataTable
      caption="Cars"
      data={cars}
      columns={columns}
      stacked
      rowActions={(car) => <button>Edit {car.name}</button>}
    />,
  );
  expect(screen.getByRole('region', { name: 'Cars' }).tabIndex).toBe(0);
  const table = screen.getByRole('table', { name: 'Cars' });
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((h) => h.textContent)).toEqual(['Vehicle', 'Kms', 'Actions']);
  expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
  const kms = within(table).getByText('9000 km').closest('td')!;
  expect(kms.dataset.label).toBe('Kms');
  expect(kms.className).toContain('text-end');
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

test('a sortable column asks for the other order and tells it through aria-sort', async () => {
  const onSort = vi.fn();
  render(
    <DataTable
      caption="Cars"
      data={cars}
      columns={columns}
      sorting={{ column: 'name', direction: 'asc' }}
      onSortingChange={onSort}
    />,
  );
  const header = screen.getByRole('columnheader', { name: /Vehicle/ });
  expect(header.getAttribute('aria-sort')).toBe('ascending');
  await userEvent.click(within(header).getByRole('button'));
  expect(onSort).toHaveBeenCalledWith('name', 'desc');
});

test('an empty table says so in one row, and the pager counts the pages', () => {
  const onPage = vi.fn();
  render(
    <DataTable
      caption="Cars"
      data={[] as Car[]}
      columns={columns}
      emptyText="No cars."
      pagination={{ page: 2, pageSize: 50, total: 2345, onPage }}
    />,
  );
  expect(screen.getByRole('cell', { name: 'No cars.' }).getAttribute('colspan')).toBe('2');
  expect(screen.getByText('Showing 51–100 of 2,345')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
});

test("a row header names its row, and a header's detail is read with it", () => {
  render(
    <DataTable
      caption="Cars"
      data={cars}
      columns={[
        { id: 'name', header: 'Vehicle', rowHeader: true, cell: (car) => car.name },
        { id: 'kms', header: 'Odometer', headerDetail: ' (km)', align: 'end', cell: (car) => car.kms },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Cars' });
  expect(within(table).getByRole('columnheader', { name: 'Odometer (km)' })).toBeInTheDocument();
  const fit = within(table).getByRole('rowheader', { name: 'Fit' });
  expect(fit.getAttribute('scope')).toBe('row');
  expect(
    within(fit.closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['9000']);
});

test('a page past the end shows no nonsense range but the fact and a button to the last page', async () => {
  const onPage = vi.fn();
  render(
    <DataTable
      caption="Cars"
      data={[]}
      columns={columns}
      pagination={{ page: 7, pageSize: 50, total: 120, onPage }}
    />,
  );
  expect(screen.queryByText(/Showing/)).toBeNull();
  expect(screen.queryByText(/Page 7 of/)).toBeNull();
  expect(screen.getByRole('status').textContent).toContain('There is no page 7.This list has 3 pages.');
  await userEvent.click(screen.getByRole('button', { name: 'Go to the last page (page 3)' }));
  expect(onPage).toHaveBeenCalledWith(3);
});
