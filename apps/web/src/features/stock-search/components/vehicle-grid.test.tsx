import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { VehicleGrid, VIRTUAL_GRID_FROM } from './vehicle-grid';

// jsdom has no scrolling: the window virtualiser's first scroll to where the page is goes nowhere.
beforeEach(() => vi.stubGlobal('scrollTo', () => undefined));
afterEach(() => vi.unstubAllGlobals());

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));

function renderGrid(count: number) {
  render(
    <VehicleGrid
      label="Vehicles"
      items={items(count)}
      getKey={(item) => item.id}
      renderTile={(item) => <article aria-label={`Vehicle ${item.id}`} />}
    />,
  );
  return within(screen.getByRole('region', { name: 'Vehicles' })).queryAllByRole('article');
}

test('a short list renders every tile', () => {
  const tiles = renderGrid(VIRTUAL_GRID_FROM - 1);
  expect(tiles).toHaveLength(VIRTUAL_GRID_FROM - 1);
});

// Page Size 'All' (up to 5,000 tiles) keeps only the rows near the viewport in the page.
test('a long list renders only the first rows, in order, under the same labelled region', async () => {
  renderGrid(5000);
  // The virtual grid's chunk has arrived: its rows (data-index) are in the page.
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Vehicles' }).querySelector('[data-index]')).not.toBeNull(),
  );
  const tiles = within(screen.getByRole('region', { name: 'Vehicles' })).queryAllByRole('article');
  expect(tiles.length).toBeGreaterThan(0);
  expect(tiles.length).toBeLessThan(50);
  expect(tiles[0]?.getAttribute('aria-label')).toBe('Vehicle 1');
  expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(
    tiles.map((_, index) => `Vehicle ${index + 1}`),
  );
});
