import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { MemberShippingSchedule } from '@ibc/domain';
import { signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { ShippingScheduleView as ShippingSchedulePage } from './shipping-schedule-page';

const call = (portId: number, portName: string, eta: string) => ({
  portId,
  portName,
  countryId: 75,
  countryName: 'New Zealand',
  eta,
});

const nzSchedule: MemberShippingSchedule = {
  country: { id: 75, name: 'New Zealand' },
  ports: [
    { id: 1, name: 'Auckland', countryName: 'New Zealand' },
    { id: 2, name: 'Wellington', countryName: 'New Zealand' },
  ],
  sailings: [
    {
      id: 11,
      vesselName: 'Trans Pacific Ace',
      voyageNumber: '102',
      loadingPort: 'Yokohama',
      etd: '2026-12-01',
      calls: [call(1, 'Auckland', '2026-12-17'), call(2, 'Wellington', '2026-12-20')],
    },
    {
      id: 12,
      vesselName: 'Kiwi Highway',
      voyageNumber: '33',
      loadingPort: 'Osaka',
      etd: '2026-12-08',
      calls: [call(2, 'Wellington', '2026-12-26')],
    },
  ],
};

const answer = (body: MemberShippingSchedule) =>
  server.use(http.get('/api/shipping-schedule', () => HttpResponse.json(body)));

beforeEach(() => signInMember());

test("shows the sailings with the ETA at each of the member's country ports", async () => {
  answer(nzSchedule);
  renderWithRouter(<ShippingSchedulePage />);
  const table = await screen.findByRole('table', { name: 'Upcoming sailings to New Zealand' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['Vessel / voyage', 'Departs Japan', 'Auckland', 'Wellington']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    'Trans Pacific AceVoyage 1021 Dec 2026Yokohama17 Dec 202620 Dec 2026',
    'Kiwi HighwayVoyage 338 Dec 2026Osaka–26 Dec 2026',
  ]);
  expect(within(rows[1]!).getByLabelText('Does not call')).toBeInTheDocument();
  expect(screen.getByText(/Upcoming RORO sailings from Japan to New Zealand/)).toBeInTheDocument();
});

test('says so when nothing is scheduled', async () => {
  answer({ ...nzSchedule, ports: [], sailings: [] });
  renderWithRouter(<ShippingSchedulePage />);
  expect(await screen.findByText('No sailings scheduled yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('an account without a country sees every port listed per sailing', async () => {
  answer({
    country: null,
    ports: [...nzSchedule.ports, { id: 10, name: 'Melbourne', countryName: 'Australia' }],
    sailings: [
      {
        ...nzSchedule.sailings[0]!,
        calls: [
          call(1, 'Auckland', '2026-12-17'),
          { portId: 10, portName: 'Melbourne', countryId: 13, countryName: 'Australia', eta: '2026-12-22' },
        ],
      },
    ],
  });
  renderWithRouter(<ShippingSchedulePage />);
  const table = await screen.findByRole('table', { name: 'Upcoming sailings' });
  expect(within(table).getByRole('columnheader', { name: 'Arrives' })).toBeInTheDocument();
  expect(within(table).getByText('Melbourne (Australia)')).toBeInTheDocument();
});
