import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { ChecklistVehicle, PublicChecklistVehicle } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { memberVehicleItem, publicVehicleItem } from '@/testing/vehicles';
import { ChecklistPage } from './checklist-page';

// The checklist page says where a car is in its life: the buyer reads 'Reserved for you' and, once
// it has left Japan, 'Bought by you' (a sold car's page still opens for him); nobody can make an
// offer on a car that takes none.

const extras = {
  photos: ['/media/vehicles/42/0.svg'],
  categoryName: 'Hatchback',
  seats: 5,
  driveType: '2WD',
  wheelStyle: 2,
  interiorType: 'Cloth',
  interiorColor: 'Black',
  interiorGrade: 'B',
  hasSunRoof: false,
  lengthMm: 3995,
  widthMm: 1695,
  heightMm: 1445,
  condition: 'used',
  features: ['Navigation'],
  dealerPrefecture: 'Kanagawa',
} as const;

const member = (overrides: Partial<ChecklistVehicle>): ChecklistVehicle => ({
  ...memberVehicleItem(),
  ...extras,
  features: [...extras.features],
  photos: [...extras.photos],
  status: 'available',
  ...overrides,
});

function show(vehicle: ChecklistVehicle | PublicChecklistVehicle) {
  server.use(http.get('/api/vehicles/checklist/42', () => HttpResponse.json(vehicle)));
  renderWithRouter(<ChecklistPage renderOfferDialog={() => null} renderWatchToggle={() => null} />, {
    path: '/checklist?id=42',
  });
}

test('a car on sale takes offers and carries no marker', async () => {
  show(member({}));
  expect(await screen.findByRole('button', { name: 'Offer' })).toBeInTheDocument();
  expect(screen.queryByText(/Reserved|Sold|Withdrawn/)).toBeNull();
});

test("the buyer reads 'Reserved for you' on his reserved car, and no Offer button", async () => {
  show(member({ status: 'reserved', isReserved: true, buyer: 'you' }));
  expect((await screen.findByText('Reserved for you')).getAttribute('role')).toBe('status');
  expect(screen.queryByRole('button', { name: 'Offer' })).toBeNull();
});

test("the buyer reads 'Bought by you' on his sold car, whose page still opens", async () => {
  show(member({ status: 'sold', buyer: 'you' }));
  expect((await screen.findByText('Bought by you')).getAttribute('role')).toBe('status');
  expect(screen.getByText('NZD 11,270')).toBeInTheDocument();
});

test('another dealer and a visitor read the plain status', async () => {
  show({
    ...publicVehicleItem({ isReserved: true }),
    ...extras,
    features: [],
    photos: [],
    status: 'reserved',
  });
  expect((await screen.findByText('Reserved')).getAttribute('role')).toBe('status');
  expect(screen.getByRole('link', { name: 'LOGIN TO VIEW FULL PRICE' })).toBeInTheDocument();
});
