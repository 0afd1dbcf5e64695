import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { StockVehicle } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import EditVehiclePage from './edit-vehicle-page';
import NewVehiclePage from './new-vehicle-page';

// The photo manager is another part of the page with its own tests.
vi.mock('../components/vehicle-photos', () => ({ VehiclePhotos: () => null }));

const stored: StockVehicle = {
  id: 7,
  chassis: 'NHP10-1234567',
  make: 'Toyota',
  model: 'Aqua',
  grade: 'S',
  year: 2015,
  month: 3,
  bodyType: 'Hatchback',
  kms: 45_000,
  engineCc: 1500,
  doors: 5,
  seats: 5,
  isLeftHandDrive: false,
  transmission: 'Automatic',
  fuel: 'Hybrid',
  driveType: '2WD',
  wheelStyle: 2,
  interiorType: 'Cloth',
  interiorColor: 'Black',
  hasSunRoof: false,
  lengthMm: 3995,
  widthMm: 1695,
  heightMm: 1445,
  color: 'Pearl White',
  conditionGrade: '4.0',
  interiorGrade: 'B',
  location: 'Yokohama',
  stockTab: 1,
  stockType: 'ibc',
  deliveryTypes: [],
  isMaxcareUnit: false,
  isIdirect: false,
  isKapStock: false,
  terms: 'FOB',
  customerTerms: null,
  dealerName: 'Kanto Auto Trading',
  keywords: 'hybrid',
  features: ['Navigation'],
  negotiateCurrency: 'JPY',
  basePrice: '650.00',
  sizeClass: 'small',
  status: 'available',
  allowedActions: ['withdraw', 'mark-sold'],
  purchaseId: null,
  listedAt: '2026-01-12T03:00:00.000Z',
  updatedAt: '2026-01-12T03:00:00.000Z',
  priceHistory: [
    {
      basePrice: '650.00',
      currency: 'JPY',
      changedAt: '2026-01-12T03:00:00.000Z',
      changedBy: 'sales@demo.local',
    },
  ],
};

let sent: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  sent = [];
  document.cookie = 'isAuthenticated=true; path=/';
  server.use(
    http.get('/api/vehicles/prelog/get-vehicle-makes-and-model', () =>
      HttpResponse.json([{ make: 'Toyota', models: [{ model: 'Aqua' }] }]),
    ),
    // What the JPY stock holds: JPY 500,000 to JPY 3,000,000 (as stored, in thousands of yen).
    http.get('/api/admin/stock/price-ranges', () =>
      HttpResponse.json({ ranges: [{ currency: 'JPY', low: '500.00', high: '3000.00' }] }),
    ),
  );
});

/** Every required field of a new vehicle but its price. */
async function fillVehicle() {
  const type = async (label: RegExp, text: string) =>
    userEvent.type(await screen.findByLabelText(label), text);
  await type(/Chassis number/, 'nhp10-1234567');
  await type(/^Make/, 'Toyota');
  await type(/^Model/, 'Aqua');
  await userEvent.type(screen.getByRole('spinbutton', { name: /^Year/ }), '2015');
  await type(/Vehicle type/, 'Hatchback');
  await userEvent.type(screen.getByRole('spinbutton', { name: /Mileage/ }), '45000');
  await userEvent.type(screen.getByRole('spinbutton', { name: /Engine/ }), '1500');
  await userEvent.type(screen.getByRole('spinbutton', { name: /Doors/ }), '5');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Fuel/ }), 'Hybrid');
  await type(/^Colour/, 'Pearl White');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Condition grade/ }), 'R (repaired)');
  await type(/Location/, 'Yokohama');
  await userEvent.type(screen.getByRole('textbox', { name: /Features/ }), 'Navigation{Enter}{Enter}Camera');
}

describe('/admin/stock/new', () => {
  test('shows the schema messages next to the fields before sending anything', async () => {
    renderWithRouter(<NewVehiclePage />, { path: '/admin/stock/new' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save vehicle' }));
    const chassis = screen.getByRole('textbox', { name: /Chassis number/ });
    expect(chassis.getAttribute('aria-invalid')).toBe('true');
    expect(chassis.getAttribute('aria-describedby')).toMatch(/\S/);
    expect(
      document.getElementById(chassis.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
    ).toBe('Please enter the chassis number.');
    expect(screen.getByText('Please enter the year.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the price.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  test('sends every field and shows the server field message for a chassis already in stock', async () => {
    server.use(
      http.post('/api/admin/stock', async ({ request }) => {
        sent.push({ method: 'POST', url: request.url, body: await request.json() });
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Please check the highlighted fields.',
            fieldErrors: { chassis: 'This chassis number is already in stock.' },
          },
          { status: 400 },
        );
      }),
    );
    renderWithRouter(<NewVehiclePage />, { path: '/admin/stock/new' });
    await fillVehicle();
    await userEvent.type(screen.getByRole('textbox', { name: /^Price/ }), '650');
    await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));

    const chassis = screen.getByRole('textbox', { name: /Chassis number/ });
    await waitFor(() => expect(chassis.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This chassis number is already in stock.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      chassis: 'NHP10-1234567',
      year: 2015,
      month: null,
      kms: 45_000,
      conditionGrade: null,
      isLeftHandDrive: false,
      stockTab: 1,
      features: ['Navigation', 'Camera'],
      basePrice: '650',
      negotiateCurrency: 'JPY',
      seats: null,
      customerTerms: null,
    });
  });

  test('types the yen price in thousands, shows the full amount, refuses a slip and confirms an unusual price', async () => {
    server.use(
      http.post('/api/admin/stock', async ({ request }) => {
        sent.push({ method: 'POST', url: request.url, body: await request.json() });
        return HttpResponse.json({ ...stored, id: 8 });
      }),
      http.get('/api/admin/stock/8', () => HttpResponse.json({ ...stored, id: 8 })),
    );
    const { router } = renderWithRouter(<NewVehiclePage />, { path: '/admin/stock/new' });
    await fillVehicle();
    const price = screen.getByRole('textbox', { name: /^Price/ });
    expect(screen.getByText('In thousands of yen: 650 is JPY 650,000.')).toBeInTheDocument();

    // Whole yen typed into the thousands field: the form reads it as it is, and refuses the slip.
    await userEvent.type(price, '1,234,000');
    expect(screen.getByText('= JPY 1,234,000,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText(
        'JPY 1,234,000,000 cannot be right: it is far above the highest usual price in stock (JPY 3,000,000). Yen prices are typed in thousands: 2,150 is JPY 2,150,000.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Above what the stock holds but no slip: asked once more, sent only on yes.
    await userEvent.clear(price);
    await userEvent.type(price, '4,000');
    expect(screen.getByText('= JPY 4,000,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Is this price right?' });
    expect(
      within(dialog).getByText(
        'JPY 4,000,000 is above the highest usual price in stock (JPY 3,000,000). Is it right?',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, save this price' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/stock/8'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ basePrice: '4000', negotiateCurrency: 'JPY' });
  });

  test('KAP stock is priced 0, on enquiry, without a question', async () => {
    server.use(
      http.post('/api/admin/stock', async ({ request }) => {
        sent.push({ method: 'POST', url: request.url, body: await request.json() });
        return HttpResponse.json({ ...stored, id: 8 });
      }),
      http.get('/api/admin/stock/8', () => HttpResponse.json({ ...stored, id: 8 })),
    );
    renderWithRouter(<NewVehiclePage />, { path: '/admin/stock/new' });
    await fillVehicle();
    await userEvent.click(screen.getByRole('checkbox', { name: /KAP stock/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Price/ }), '0');
    expect(screen.getByText('= JPY 0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ basePrice: '0', isKapStock: true });
  });
});

describe('/admin/stock/:id', () => {
  const renderEdit = () =>
    renderWithRouter(null, {
      path: '/admin/stock/7',
      routes: [{ path: '/admin/stock/:id', element: <EditVehiclePage /> }],
    });

  test('edits a vehicle, shows the new price in its history, and takes a status step after confirming it', async () => {
    let current = stored;
    server.use(
      http.get('/api/admin/stock/7', () => HttpResponse.json(current)),
      http.put('/api/admin/stock/7', async ({ request }) => {
        const body = (await request.json()) as { basePrice: string };
        sent.push({ method: 'PUT', url: request.url, body });
        current = {
          ...current,
          basePrice: `${body.basePrice}.00`,
          updatedAt: '2026-01-13T03:00:00.000Z',
          priceHistory: [
            {
              basePrice: `${body.basePrice}.00`,
              currency: 'JPY',
              changedAt: '2026-01-13T03:00:00.000Z',
              changedBy: 'sales@demo.local',
            },
            ...current.priceHistory,
          ],
        };
        return HttpResponse.json(current);
      }),
      http.post('/api/admin/stock/7/status', async ({ request }) => {
        const body = (await request.json()) as { action: string };
        sent.push({ method: 'POST', url: request.url, body });
        current = {
          ...current,
          status: 'withdrawn',
          allowedActions: ['relist', 'mark-sold'],
        };
        return HttpResponse.json(current);
      }),
    );
    renderEdit();
    expect(await screen.findByRole('heading', { name: '2015 Toyota Aqua S' })).toBeInTheDocument();
    const price = screen.getByRole<HTMLInputElement>('textbox', { name: /^Price/ });
    expect(price.value).toBe('650.00');
    expect(screen.getByText('= JPY 650,000')).toBeInTheDocument();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Condition grade/ }).value).toBe('4.0');

    await userEvent.clear(price);
    await userEvent.type(price, '690');
    await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('The vehicle has been saved.')).toBeInTheDocument();
    expect(sent[0]!.body).toMatchObject({
      chassis: 'NHP10-1234567',
      basePrice: '690',
      kms: 45_000,
      features: ['Navigation'],
    });
    const history = within(screen.getByRole('region', { name: 'Price history' }));
    expect(history.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('JPY 690,000'),
      expect.stringContaining('JPY 650,000'),
    ]);

    // One button per allowed step; the step is taken only once its consequence is confirmed.
    const status = within(screen.getByRole('region', { name: 'Status' }));
    expect(status.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Withdraw from sale',
      'Mark as sold elsewhere',
    ]);
    await userEvent.click(status.getByRole('button', { name: 'Withdraw from sale' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Withdraw Toyota Aqua NHP10-1234567 from sale?',
    });
    expect(dialog.textContent).toContain(
      'Offers already open on it stay open but cannot be accepted until it is put back on sale.',
    );
    expect(sent).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw from sale' }));
    expect(await status.findByText('Status changed to withdrawn.')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ method: 'POST', body: { action: 'withdraw' } });
    expect(status.getByText('Withdrawn', { selector: 'span' })).toBeInTheDocument();
    expect(status.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Put back on sale',
      'Mark as sold elsewhere',
    ]);

    // Marking it sold says it never comes back; cancelling the dialog sends nothing.
    await userEvent.click(status.getByRole('button', { name: 'Mark as sold elsewhere' }));
    const sold = await screen.findByRole('alertdialog', { name: /as sold elsewhere\?$/ });
    expect(sold.textContent).toContain('a sold vehicle never goes back on sale');
    await userEvent.click(within(sold).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(2);
  });

  test('a reserved car that a purchase holds has no button: it goes back on sale by cancelling the purchase', async () => {
    server.use(
      http.get('/api/admin/stock/7', () =>
        HttpResponse.json({ ...stored, status: 'reserved', allowedActions: [], purchaseId: 31 }),
      ),
    );
    renderEdit();
    const status = within(await screen.findByRole('region', { name: 'Status' }));
    expect(status.queryAllByRole('button')).toEqual([]);
    expect(
      status.getByText(
        /A purchase holds this vehicle: it goes back on sale only by cancelling its purchase\./,
      ),
    ).toBeInTheDocument();
    expect(status.getByRole('link', { name: 'Open purchase #31' }).getAttribute('href')).toBe(
      '/admin/purchases/31',
    );
  });

  test('shows the reason when the step is refused meanwhile (an offer was accepted)', async () => {
    server.use(
      http.get('/api/admin/stock/7', () => HttpResponse.json(stored)),
      http.post('/api/admin/stock/7/status', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Only a vehicle on sale can be withdrawn.',
            code: 'step-refused',
          },
          { status: 409 },
        ),
      ),
    );
    renderEdit();
    const status = within(await screen.findByRole('region', { name: 'Status' }));
    await userEvent.click(status.getByRole('button', { name: 'Withdraw from sale' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw from sale' }),
    );
    expect(await status.findByText('Only a vehicle on sale can be withdrawn.')).toBeInTheDocument();
  });

  test('says so when the vehicle does not exist', async () => {
    server.use(
      http.get('/api/admin/stock/7', () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'This vehicle does not exist.' },
          { status: 404 },
        ),
      ),
    );
    renderEdit();
    expect(await screen.findByText('This vehicle does not exist.')).toBeInTheDocument();
  });
});
