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
import { COMPARE_PANEL_HEIGHT_VAR, CompareWidget } from './compare-widget';

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
  expect(await screen.findByText('NHP10-1234567')).toBeInTheDocument();
  await waitFor(() => expect(getCompareSelection()).toEqual([1]));
  expect(sent[0]).toEqual([1, 999]);
});

test('publishes its height for the layouts to reserve while shown, and withdraws it when emptied', async () => {
  server.use(http.post('/api/vehicles/prelog/get-compare-vehicles', () => HttpResponse.json([aqua])));
  const height = () => document.documentElement.style.getPropertyValue(COMPARE_PANEL_HEIGHT_VAR);
  expect(height()).toBe('');
  addToCompareSelection(1);
  renderWithRouter(<CompareWidget />);
  expect(await screen.findByText('NHP10-1234567')).toBeInTheDocument();
  expect(height()).toMatch(/^\d+px$/);
  clearCompareSelection();
  await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  expect(height()).toBe('');
});
