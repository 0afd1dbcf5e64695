import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import {
  addToCompareSelection,
  clearCompareSelection,
  getCompareSelection,
} from '../utils/compare-selection-store';
import { CompareWidget } from './compare-widget';

const aqua = {
  id: 1,
  year: 2015,
  make: 'Toyota',
  model: 'Aqua',
  month: 3,
  monthName: 'March',
  chassis: 'NHP10-1234567',
  grade: 'S',
  type: 'Hatchback',
  kms: 45000,
  engineDisplacement: 1500,
  doors: 5,
  isLeftHandDrive: false,
  transmission: 'CVT',
  fuel: 'Hybrid',
  wheelStyle: 1,
  interiorType: 'Cloth',
  interiorColor: 'Black',
  hasSunRoof: false,
  length: 3995,
  width: 1695,
  height: 1445,
  defaultPhoto: '/media/vehicles/1/0.svg',
  frontPhotoMedium: '/media/vehicles/1/0.svg',
};

afterEach(() => {
  clearCompareSelection();
  vi.unstubAllGlobals();
});

test('drops vehicles the server no longer has from the selection, so they do not count towards four', async () => {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify([aqua]), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  addToCompareSelection(1);
  addToCompareSelection(999);
  renderWithRouter(<CompareWidget />);
  expect(await screen.findByText('NHP10-1234567')).toBeTruthy();
  await waitFor(() => expect(getCompareSelection()).toEqual([1]));
  // §7 the visitor's call, with the selection as a list of ids
  expect(fetchMock.mock.calls[0]).toEqual([
    '/api/vehicles/prelog/get-compare-vehicles',
    expect.objectContaining({ method: 'POST', body: JSON.stringify([1, 999]) }),
  ]);
});
