import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { ShippingPorts, Voyage, VoyageInput } from '@ibc/domain';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import ShippingAdminPage from './shipping-admin-page';

const options: ShippingPorts = {
  loadingPorts: ['Yokohama', 'Nagoya'],
  vessels: ['Trans Pacific Ace'],
  destinations: [
    {
      countryId: 75,
      countryName: 'New Zealand',
      ports: [
        { id: 1, name: 'Auckland' },
        { id: 2, name: 'Wellington' },
      ],
    },
    { countryId: 13, countryName: 'Australia', ports: [{ id: 10, name: 'Melbourne' }] },
  ],
};

const ace: Voyage = {
  id: 5,
  vesselName: 'Trans Pacific Ace',
  voyageNumber: '102',
  loadingPort: 'Yokohama',
  etd: '2026-12-01',
  calls: [{ portId: 1, portName: 'Auckland', countryId: 75, countryName: 'New Zealand', eta: '2026-12-17' }],
  updatedAt: '2026-11-20T00:00:00.000Z',
};

let upcoming: Voyage[];
let listed: string[];
let sent: { method: string; url: string; body: VoyageInput }[];

beforeEach(() => {
  upcoming = [ace];
  listed = [];
  sent = [];
  signInMember(memberUser({ isStaff: true, role: 'staff' }));
  const save = async (request: Request, id: number) => {
    const body = (await request.json()) as VoyageInput;
    sent.push({ method: request.method, url: new URL(request.url).pathname, body });
    const saved: Voyage = {
      ...ace,
      ...body,
      id,
      calls: body.calls.map((c) => ({ ...ace.calls[0]!, portId: c.portId, eta: c.eta })),
    };
    upcoming = [...upcoming.filter((v) => v.id !== id), saved];
    return HttpResponse.json(saved, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(
    http.get('/api/admin/shipping/voyages', ({ request }) => {
      const { search } = new URL(request.url);
      listed.push(search);
      return HttpResponse.json({
        upcoming,
        past: search.includes('past=true') ? [{ ...ace, id: 1, voyageNumber: '99' }] : [],
      });
    }),
    http.get('/api/admin/shipping/ports', () => HttpResponse.json(options)),
    http.post('/api/admin/shipping/voyages', ({ request }) => save(request, 6)),
    http.put('/api/admin/shipping/voyages/5', ({ request }) => save(request, 5)),
  );
});

test('lists the upcoming voyages with their port ETAs, and the past ones on request', async () => {
  renderWithRouter(<ShippingAdminPage />);
  const table = await screen.findByRole('table', { name: 'Upcoming voyages' });
  const row = within(table).getByText('Trans Pacific Ace').closest('tr')!;
  expect(within(row).getByText('1 Dec 2026')).toBeInTheDocument();
  expect(
    within(row).getByRole('list', { name: 'Port ETAs of Trans Pacific Ace voyage 102' }).textContent,
  ).toBe('Auckland (New Zealand) 17 Dec 2026 16 days');
  expect(listed).toEqual(['']);

  await userEvent.click(screen.getByRole('checkbox', { name: 'Show past voyages' }));
  const past = await screen.findByRole('table', { name: 'Past voyages' });
  expect(within(past).getByText('99')).toBeInTheDocument();
  expect(listed).toContain('?past=true');
});

test('adds a voyage with two port calls; the shared rules speak next to the fields first', async () => {
  const user = userEvent.setup();
  renderWithRouter(<ShippingAdminPage />);
  await screen.findByRole('table', { name: 'Upcoming voyages' });
  await user.click(screen.getByRole('button', { name: 'Add voyage' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add voyage' });

  await user.click(within(dialog).getByRole('button', { name: 'Save voyage' }));
  expect(await within(dialog).findByText('Enter the vessel name.')).toBeInTheDocument();
  expect(within(dialog).getByText('Choose the port.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(within(dialog).getByLabelText(/^Vessel/), 'Aotearoa Spirit');
  await user.type(within(dialog).getByLabelText(/^Voyage number/), '12');
  await user.type(within(dialog).getByLabelText(/^Port of loading/), 'Kobe');
  await user.type(within(dialog).getByLabelText(/^ETD/), '2026-12-10');
  const first = within(dialog).getByRole('group', { name: 'Port call 1' });
  await user.selectOptions(within(first).getByLabelText(/^Port/), 'Auckland');
  await user.type(within(first).getByLabelText(/^ETA/), '2026-12-05');
  await user.click(within(dialog).getByRole('button', { name: 'Add port call' }));
  const second = within(dialog).getByRole('group', { name: 'Port call 2' });
  await user.selectOptions(within(second).getByLabelText(/^Port/), 'Wellington');
  await user.type(within(second).getByLabelText(/^ETA/), '2026-12-31');
  await user.click(within(dialog).getByRole('button', { name: 'Save voyage' }));
  expect(await within(first).findByText('The ETA must be after the ETD.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.clear(within(first).getByLabelText(/^ETA/));
  await user.type(within(first).getByLabelText(/^ETA/), '2026-12-28');
  await user.click(within(dialog).getByRole('button', { name: 'Save voyage' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent).toEqual([
    {
      method: 'POST',
      url: '/api/admin/shipping/voyages',
      body: {
        vesselName: 'Aotearoa Spirit',
        voyageNumber: '12',
        loadingPort: 'Kobe',
        etd: '2026-12-10',
        calls: [
          { portId: 1, eta: '2026-12-28' },
          { portId: 2, eta: '2026-12-31' },
        ],
      },
    },
  ]);
  expect(screen.getByText('Aotearoa Spirit voyage 12 is saved.')).toBeInTheDocument();
  expect(await screen.findByText('Aotearoa Spirit')).toBeInTheDocument();
});

test("edits a voyage's dates and shows the API's field message next to the field", async () => {
  const user = userEvent.setup();
  server.use(
    http.put('/api/admin/shipping/voyages/5', async ({ request }) => {
      const body = (await request.json()) as VoyageInput;
      if (body.voyageNumber === '101')
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Please check the highlighted fields.',
            fieldErrors: { voyageNumber: 'This vessel already has a voyage with this number.' },
          },
          { status: 400 },
        );
      sent.push({ method: 'PUT', url: '/api/admin/shipping/voyages/5', body });
      return HttpResponse.json({ ...ace, ...body, calls: ace.calls });
    }),
  );
  renderWithRouter(<ShippingAdminPage />);
  await user.click(await screen.findByRole('button', { name: 'Edit Trans Pacific Ace voyage 102' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Trans Pacific Ace voyage 102' });
  const number = within(dialog).getByLabelText(/^Voyage number/);
  expect((number as HTMLInputElement).value).toBe('102');
  await user.clear(number);
  await user.type(number, '101');
  await user.click(within(dialog).getByRole('button', { name: 'Save voyage' }));
  expect(
    await within(dialog).findByText('This vessel already has a voyage with this number.'),
  ).toBeInTheDocument();

  await user.clear(number);
  await user.type(number, '102');
  const eta = within(within(dialog).getByRole('group', { name: 'Port call 1' })).getByLabelText(/^ETA/);
  await user.clear(eta);
  await user.type(eta, '2026-12-19');
  await user.click(within(dialog).getByRole('button', { name: 'Save voyage' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent[0]?.body.calls).toEqual([{ portId: 1, eta: '2026-12-19' }]);
});
