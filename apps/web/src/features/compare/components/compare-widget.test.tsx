import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { comparisonVehicle } from '@/testing/vehicles';
import {
  addToCompareSelection,
  clearCompareSelection,
  getCompareSelection,
} from '../utils/compare-selection-store';
import { CompareWidget } from './compare-widget';

const aqua = comparisonVehicle({ id: 1, transmission: 'CVT' });

afterEach(() => clearCompareSelection());

test('drops vehicles the server no longer has from the selection, so they do not count towards four', async () => {
  const sent: unknown[] = [];
  server.use(
    // §7 the visitor's call, with the selection as a list of ids
    http.post('/api/vehicles/prelog/get-compare-vehicles', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json([aqua]);
    }),
  );
  addToCompareSelection(1);
  addToCompareSelection(999);
  renderWithRouter(<CompareWidget />);
  expect(await screen.findByText('NHP10-1234567')).toBeTruthy();
  await waitFor(() => expect(getCompareSelection()).toEqual([1]));
  expect(sent[0]).toEqual([1, 999]);
});
