import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { prefetchMemberSearchPage } from './search-page';

/** Answers the member search's calls; returns what was asked, in order. */
function recordCalls() {
  signInMember(memberUser({ countryId: 75 }));
  const calls: string[] = [];
  server.use(
    http.post('/api/vehicles/postlog/search', async ({ request }) => {
      calls.push(`search ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ count: 0, pageSize: 16, vehicles: [] });
    }),
    http.get('/api/common-user/get-user-vehicle-locations', () => {
      calls.push('tabs');
      return HttpResponse.json([]);
    }),
    http.get('/api/common/country/get-ports', ({ request }) => {
      calls.push(`ports ${new URL(request.url).searchParams.get('countryId')}`);
      return HttpResponse.json([]);
    }),
  );
  return calls;
}

// A member opening /search has its first page, its tabs and its country's ports asked for
// with the page's code, under the keys the member search reads them from.
test("a member's /search asks for the URL's search, the tabs and the ports at once", async () => {
  const calls = recordCalls();
  const queryClient = new QueryClient();
  await prefetchMemberSearchPage(queryClient, '?make=Toyota&page=2');
  await vi.waitFor(() => expect(calls).toHaveLength(3));
  const search = calls.find((call) => call.startsWith('search '));
  expect(JSON.parse(search!.slice('search '.length))).toMatchObject({ make: 'Toyota', page: 2 });
  expect(calls).toContain('tabs');
  expect(calls).toContain('ports 75');
  const cached = queryClient.getQueriesData({ queryKey: ['stock-search', 'postlog'] });
  expect(cached).toHaveLength(1);
  expect(cached[0]![1]).toMatchObject({ count: 0 });
});

// A `location` link is rewritten before it is searched, and the DDU tab depends on the member.
test.each(['?location=new-arrival', '?tab=16'])('%s is not searched ahead', async (query) => {
  const calls = recordCalls();
  const queryClient = new QueryClient();
  await prefetchMemberSearchPage(queryClient, query);
  await vi.waitFor(() => expect(calls).toContain('ports 75'));
  expect(calls.some((call) => call.startsWith('search '))).toBe(false);
});
