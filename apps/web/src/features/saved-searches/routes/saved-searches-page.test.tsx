import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { SavedSearch } from '@ibc/domain';
import { signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import SavedSearchesPage from './saved-searches-page';

const search: SavedSearch = {
  id: 3,
  name: 'Aquas for Auckland',
  query: 'make=Toyota&model=Aqua',
  frequency: 'daily',
  newMatches: 0,
  // 20:00 UTC on 28 Nov is already 29 Nov in Japan; opened at 23:30 UTC on 30 Nov: 1 Dec in Japan.
  createdAt: '2026-11-28T20:00:00.000Z',
  lastOpenedAt: '2026-11-30T23:30:00.000Z',
};

test("dates of a saved search are the exporter's business dates, marked as Japan time", async () => {
  signInMember();
  server.use(http.get('/api/saved-searches', () => HttpResponse.json({ searches: [search] })));
  renderWithRouter(<SavedSearchesPage />, { path: '/my-account/saved-searches' });
  expect(await screen.findByText('Aquas for Auckland')).toBeInTheDocument();
  expect(screen.getByText('Saved 29 Nov 2026 · opened 1 Dec 2026 (Japan time)')).toBeInTheDocument();
});
