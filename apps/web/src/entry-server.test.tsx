// @vitest-environment node
// The server renders a visitor's home and content pages (what the API puts in their HTML);
// here without a DOM, as the API runs it.
import { describe, expect, it } from 'vitest';
import type { PublicSearchResult, SearchFilter } from '@ibc/domain';
import { contentPaths } from '@/features/content/content-paths';
import { memberUser } from '@/testing/member-api';
import { memberVehicleItem, publicVehicleItem } from '@/testing/vehicles';
import {
  isServerRenderedPath,
  readsData,
  renderMemberPage,
  renderPage,
  renderSignedInSkeleton,
} from './entry-server';

const render = (path: string) => renderPage(new URL(path, 'http://localhost'));

/** The API as the server's renderer reaches it: records each request, answers with `answer`. */
function fakeApi(answer: (filter: SearchFilter) => Response) {
  const requests: { url: string; method: string | undefined; body: SearchFilter }[] = [];
  const transport = async (url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as SearchFilter;
    requests.push({ url, method: init.method, body });
    return answer(body);
  };
  return { requests, transport };
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

const firstPage: PublicSearchResult = {
  count: 1234,
  pageSize: 16,
  vehicles: [
    publicVehicleItem({ id: 7, vehicleFullname: '2016 Toyota Aqua G', chassis: 'NHP10-7777777' }),
    publicVehicleItem({ id: 8, vehicleFullname: '2014 Honda Fit Hybrid', chassis: 'GP5-8888888' }),
  ],
};

describe("the server's rendering of visitors' pages", () => {
  it('renders the home page as a visitor sees it: the header, the hero and its search, Sign Up and Login', async () => {
    const page = await render('/');
    expect(page).not.toBeNull();
    expect(page!.title).toBe('IBC Japan | Used vehicles exported from Japan');
    expect(page!.description).toMatch(/exports quality used vehicles from Japan/);
    const { html } = page!;
    expect(html).toContain('Quality used vehicles from Japan, priced to your port.');
    expect(html).toContain('aria-label="Main menu"');
    expect(html).toMatch(/href="\/account\/signup"[^>]*>Sign Up</);
    expect(html).toMatch(/>Login</);
    expect(html).toContain('aria-label="Stock categories"');
    // No member's part: no price, no profile menu.
    expect(html).not.toMatch(/Sign Out|My Account/);
  });

  it("renders a content page with its own title and text, not the home page's", async () => {
    const page = await render('/about');
    expect(page!.title).toBe('About IBC Japan | IBC Japan');
    expect(page!.html).toContain('About IBC Japan');
    expect(page!.html).not.toContain('priced to your port');
  });

  it('renders every public content page without a browser: its heading, title and description', async () => {
    const publicPaths = Object.entries(contentPaths)
      .filter(([, access]) => access === 'public')
      .map(([path]) => path);
    expect(publicPaths.length).toBeGreaterThan(30);
    for (const path of publicPaths) {
      const page = await render(path);
      expect(page, path).not.toBeNull();
      expect(page!.html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(page!.title, path).toMatch(/.+ \| IBC Japan$/);
      expect(page!.description, path).toMatch(/\S/);
    }
  });

  it("renders a visitor's /search with its first page of stock, asked of the API as the browser asks it", async () => {
    const api = fakeApi(() => json(firstPage));
    const page = await renderPage(new URL('/search', 'http://localhost'), { transport: api.transport });
    expect(api.requests).toEqual([
      {
        url: '/api/vehicles/prelog/search',
        method: 'POST',
        body: expect.objectContaining({ tab: 1, page: 1, pageSize: 16 }) as SearchFilter,
      },
    ]);
    expect(page!.title).toBe('Search stock | IBC Japan');
    const { html } = page!;
    expect(html).toContain('Search stock');
    expect(html).toContain('2016 Toyota Aqua G');
    expect(html).toContain('2014 Honda Fit Hybrid');
    expect(html).toContain('1,234 vehicles');
    expect(html).toMatch(/>Load more</);
    expect(html).not.toContain('Loading vehicles');
    // The answer goes with the page, under the key the browser's query reads it by.
    expect(page!.data?.queries).toHaveLength(1);
    expect(page!.data!.queries[0]!.queryKey.slice(0, 2)).toEqual(['stock-search', 'prelog']);
    expect(page!.data!.queries[0]!.state.data).toEqual({ pages: [firstPage], pageParams: [1] });
  });

  it('draws a page in the language of its address, several languages at once, with the words it drew', async () => {
    const api = fakeApi(() => json(firstPage));
    const [japanese, arabic, english] = await Promise.all(
      ['/ja/search', '/ar/search', '/search'].map((path) =>
        renderPage(new URL(path, 'http://localhost'), { transport: api.transport }),
      ),
    );
    expect(japanese!.title).toBe('在庫を検索 | IBC Japan');
    expect(japanese!.html).toContain('2016 Toyota Aqua G');
    expect(japanese!.html).toContain('1,234 台');
    expect(japanese!.html).not.toContain('Load more');
    // Its links stay in Japanese (the router under /ja).
    expect(japanese!.html).toContain('href="/ja/account/login"');
    expect(arabic!.html).toContain('ابحث في المخزون');
    expect(english!.html).toContain('1,234 vehicles');
    expect(english!.html).toContain('href="/account/login"');
    // The words each page was drawn with, and only those, go with it for the browser's first render.
    const words = Object.values(japanese!.messages ?? {})
      .flat()
      .join(' ');
    expect(words).toContain('在庫を検索');
    expect(Object.keys(japanese!.messages ?? {}).length).toBeLessThan(300);
  });

  it('asks for the filter and the tab the address names', async () => {
    const api = fakeApi(() => json({ ...firstPage, count: 2 }));
    const page = await renderPage(new URL('/search?make=Toyota&tab=3&freeText=aqua', 'http://localhost'), {
      transport: api.transport,
    });
    expect(api.requests[0]!.body).toMatchObject({ make: 'Toyota', tab: 3, freeText: 'aqua', page: 1 });
    expect(page!.html).toContain('2 vehicles');
    expect(page!.html).toContain('value="aqua"');
  });

  it('draws the search waiting for its stock when the API refuses, and sends no answer with it', async () => {
    const api = fakeApi(() => json({ statusCode: 400, error: 'Bad Request', message: 'No.' }, 400));
    const page = await renderPage(new URL('/search?minYear=2020', 'http://localhost'), {
      transport: api.transport,
    });
    expect(api.requests).toHaveLength(1); // asked once, not again
    expect(page!.html).toContain('Loading vehicles');
    expect(page!.html).not.toContain('No more vehicles');
    expect(page!.data).toBeUndefined();
  });

  it('says which pages are drawn with data of the API', () => {
    expect(readsData('/search')).toBe(true);
    expect(readsData('/search/')).toBe(true);
    expect(readsData('/')).toBe(false);
    expect(readsData('/about')).toBe(false);
  });

  it.each([
    '/my-account/notices', // a member's page
    '/admin/stock', // the back office
    '/checklist/5',
    '/no-such-page',
  ])('leaves %s to the browser', async (path) => {
    expect(isServerRenderedPath(path)).toBe(false);
    expect(await render(path)).toBeNull();
  });

  it('reads a content path with a trailing slash as the page', async () => {
    expect(isServerRenderedPath('/about/')).toBe(true);
    expect(isServerRenderedPath('/services/quality-control')).toBe(true);
    expect((await render('/about/'))?.title).toBe('About IBC Japan | IBC Japan');
  });

  // §2: the browser sends '/about/contact us' to '/about/contact-us'; a page drawn at the first
  // address would not be the one the browser draws there.
  it('leaves an address the browser redirects to the browser', async () => {
    expect(isServerRenderedPath('/about/contact%20us')).toBe(true);
    expect(await render('/about/contact%20us')).toBeNull();
    expect((await render('/about/contact-us'))?.title).toBe('Contact us | IBC Japan');
  });
});

// A member's search is drawn by the browser; its HTML holds the members' frame and the
// search's placeholder, the same for every member, nothing of any member's own.
describe("a signed-in page's skeleton", () => {
  it("is the members' frame around the search's placeholder for /search", async () => {
    const html = await renderSignedInSkeleton('/search');
    expect(html).toContain('aria-label="Loading search"');
    expect(html).toContain('href="/account-summary"');
    expect(html).toContain('IBC Japan');
    expect(html).not.toMatch(/<(button|input|select)\b/);
  });

  it('is none for the pages that have no skeleton', async () => {
    expect(await renderSignedInSkeleton('/my-account/notices')).toBeNull();
    expect(await renderSignedInSkeleton('/no-such-page')).toBeNull();
  });
});

// A member's /search is drawn by the server with the member's answers (the member-page
// cookie's token). The server draws visitors' and members' pages in one process: what a member's page
// draws at once must be there whoever's page was drawn first, or the browser's hydration would not
// find the page it draws (a mismatch: the page drawn again, a change made meanwhile lost).
describe("a member's page drawn by the server", () => {
  const memberApi = async (url: string, _init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/account/me') return json(memberUser());
    if (path === '/api/common-user/get-user-vehicle-locations')
      return json([{ tab: 11, label: 'IBC Stock', stockType: 'ibc' }]);
    if (path === '/api/common/country/get-ports') return json([{ id: 1, name: 'Auckland', code: 'NZAKL' }]);
    if (path === '/api/vehicles/postlog/search')
      return json({
        count: 1,
        pageSize: 16,
        destinationPort: { id: 1, name: 'Auckland' },
        vehicles: [memberVehicleItem({ id: 7, vehicleFullname: '2016 Toyota Aqua G' })],
      });
    return json({ statusCode: 404, error: 'Not Found', message: 'No.' }, 404);
  };

  it("keeps nothing of a visitor's or a member's page once drawn: no timer holds their answers", async () => {
    const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = timers();
    const visitor = await renderPage(new URL('/search', 'http://localhost'), {
      transport: fakeApi(() => json(firstPage)).transport,
    });
    const member = await renderMemberPage(new URL('/search', 'http://localhost'), { transport: memberApi });
    // The answers go with the pages...
    expect(visitor!.data!.queries[0]!.state.data).toEqual({ pages: [firstPage], pageParams: [1] });
    expect(member!.html).toContain('2016 Toyota Aqua G');
    // ...and no cache's clean-up timer keeps them in the server's memory.
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it("draws the member's tiles with their prices, hearts and 'Save this search', after a visitor's /search", async () => {
    const visitor = await renderPage(new URL('/search', 'http://localhost'), {
      transport: fakeApi(() => json(firstPage)).transport,
    });
    expect(visitor!.html).not.toContain('Save this search');

    const page = await renderMemberPage(new URL('/search', 'http://localhost'), { transport: memberApi });
    const { html } = page!;
    expect(html).toContain('2016 Toyota Aqua G');
    expect(html).toContain('Landed Price (NZD incl. GST)');
    expect(html).toContain('aria-label="Add 2016 Toyota Aqua G to watchlist"');
    expect(html).toContain('Save this search');
    // Nothing waits to be hydrated after the page (a Suspense boundary the server drew).
    expect(html).not.toContain('<!--$');
  });

  it("draws the member's watched hearts and the bell's count, and hands their answers to the browser", async () => {
    // The browser took the page over, then asked for these and drew the tiles again.
    const page = await renderMemberPage(new URL('/search', 'http://localhost'), {
      transport: async (url: string, init: RequestInit) => {
        const path = new URL(url, 'http://localhost').pathname;
        if (path === '/api/watchlist/ids') return json({ vehicleIds: [7] });
        if (path === '/api/notifications/unread-count') return json({ unread: 3 });
        return memberApi(url, init);
      },
    });
    const { html, data } = page!;
    expect(html).toContain('aria-label="Remove 2016 Toyota Aqua G from watchlist"');
    expect(html).toContain('aria-label="Notifications, 3 unread"');
    const answered = data!.queries.map((query) => query.queryKey);
    expect(answered).toContainEqual(['watchlist', 'ids']);
    expect(answered).toContainEqual(['notifications', 'unread']);
  });

  it('draws the page without an answer the API refuses (the browser asks for it)', async () => {
    const page = await renderMemberPage(new URL('/search', 'http://localhost'), { transport: memberApi });
    expect(page!.html).toContain('aria-label="Add 2016 Toyota Aqua G to watchlist"');
    expect(page!.data!.queries.map((query) => query.queryKey)).not.toContainEqual(['watchlist', 'ids']);
  });
});
