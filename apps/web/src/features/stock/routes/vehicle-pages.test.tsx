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
  );
});

describe('/admin/stock/new', () => {
  test('shows the schema messages next to the fields before sending anything', async () => {
    renderWithRouter(<NewVehiclePage />, { path: '/admin/stock/new' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save vehicle' }));
    const chassis = screen.getByRole('textbox', { name: /Chassis number/ });
    expect(chassis.getAttribute('aria-invalid')).toBe('true');
    expect(chassis.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(chassis.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
    ).toBe('Please enter the chassis number.');
    expect(screen.getByText('Please enter the year.')).toBeTruthy();
    expect(screen.getByText('Please enter the price.')).toBeTruthy();
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
    await userEvent.type(screen.getByRole('textbox', { name: /^Price/ }), '650');
    await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));

    const chassis = screen.getByRole('textbox', { name: /Chassis number/ });
    await waitFor(() => expect(chassis.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This chassis number is already in stock.')).toBeTruthy();
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
});

describe('/admin/stock/:id', () => {
  const renderEdit = () =>
    renderWithRouter(null, {
      path: '/admin/stock/7',
      routes: [{ path: '/admin/stock/:id', element: <EditVehiclePage /> }],
    });

  test('edits a vehicle, shows the new price in its history, and changes its status', async () => {
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
        const body = (await request.json()) as { status: string };
        sent.push({ method: 'POST', url: request.url, body });
        current = { ...current, status: body.status };
        return HttpResponse.json(current);
      }),
    );
    renderEdit();
    expect(await screen.findByRole('heading', { name: '2015 Toyota Aqua S' })).toBeTruthy();
    const price = screen.getByRole<HTMLInputElement>('textbox', { name: /^Price/ });
    expect(price.value).toBe('650.00');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Condition grade/ }).value).toBe('4.0');

    await userEvent.clear(price);
    await userEvent.type(price, '690');
    await userEvent.click(screen.getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('The vehicle has been saved.')).toBeTruthy();
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

    const status = within(screen.getByRole('region', { name: 'Status' }));
    await userEvent.selectOptions(status.getByRole('combobox', { name: 'New status' }), 'Reserved');
    await userEvent.click(status.getByRole('button', { name: 'Change status' }));
    expect(await status.findByText('Status changed to reserved.')).toBeTruthy();
    expect(sent[1]).toMatchObject({ method: 'POST', body: { status: 'reserved' } });
    expect(status.getByText('Reserved', { selector: 'span' })).toBeTruthy();
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
    expect(await screen.findByText('This vehicle does not exist.')).toBeTruthy();
  });
});
