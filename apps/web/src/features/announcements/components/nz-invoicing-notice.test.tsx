import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { NzInvoicingNotice } from './nz-invoicing-notice';

const cell = (row: string) => screen.getByRole('row', { name: new RegExp(row) }).textContent;

test('the worked example shows the Christmas arrival with its holidays skipped', () => {
  render(<NzInvoicingNotice />);
  // §1 carrier ETA Tue 22 Dec 2026 -> safe ETA Sun 20 Dec -> 4/5/6 working days after it,
  // over Christmas, Boxing Day (Sat, observed Mon 28 Dec in NZ) and the weekend.
  expect(cell('"latest" collection date')).toContain('Thu, 24 Dec 2026');
  expect(cell('"medium" collection date')).toContain('Tue, 29 Dec 2026');
  expect(cell('"earliest" collection date')).toContain('Thu, 31 Dec 2026');
  // Listed in calendar order, each said in plain words.
  expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^Carrier ETA/),
    expect.stringMatching(/^Safe ETA/),
    '4 working days after the safe ETA ("latest" collection date)Thu, 24 Dec 2026',
    '5 working days after the safe ETA ("medium" collection date)Tue, 29 Dec 2026',
    '6 working days after the safe ETA ("earliest" collection date)Thu, 31 Dec 2026',
  ]);
  expect(screen.getByText(/Not counted:/).textContent).toContain('Fri, 25 Dec 2026');
});

test('an arrival beyond the holiday table says which dates the example covers', () => {
  render(<NzInvoicingNotice />);
  fireEvent.change(screen.getByLabelText(/Carrier ETA at the New Zealand port/), {
    target: { value: '2045-03-01' },
  });
  expect(screen.getByRole('status').textContent).toMatch(/covers arrivals from .*2020 to .*2040/);
  expect(screen.queryByRole('table')).toBeNull();
});
