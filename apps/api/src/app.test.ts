import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import {
  bearer,
  createMember,
  createTestDatabase,
  testEnv,
  type TestDatabase,
} from '../test/helpers/index.ts';
import { insertReferenceData, resetFixtureCache } from '../test/helpers/fixtures.ts';

// The built web app stands in as a folder with an index.html, one hashed asset and the build's list
// of each page's own chunks (apps/web/build/page-preloads.ts).
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>IBC Japan | Used vehicle exports</title>' +
    '<script type="module" src="/assets/index-abc123.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-def456.css">' +
    `<meta name="description" content="${'Used vehicles exported from Japan. '.repeat(40)}">` +
    '</head><body><div id="root"></div></body></html>',
);
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(webDist, 'assets', 'index-def456.css'), 'main{color:#0f2747}');
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(
  path.join(webDist, '.vite', 'page-preloads.json'),
  JSON.stringify({
    pages: {
      '/': ['assets/home-page-1.js'],
      '/search': ['assets/search-page-2.js', 'assets/price-text-3.js'],
      '/my-account/purchases/:id': ['assets/purchase-page-4.js'],
      '/about/belief': ['assets/content-page-10.js', 'assets/about--belief-en11.js', 'assets/blocks-12.js'],
    },
    // A content page in another language: its own body and titles, in place of the English body.
    languagePages: {
      ja: {
        '/about/belief': [
          'assets/content-page-10.js',
          'assets/about--belief-ja13.js',
          'assets/blocks-12.js',
          'assets/titles-ja14.js',
        ],
      },
    },
    signedIn: ['assets/post-login-layout-5.js', 'assets/price-text-3.js'],
    signedInPages: { '/search': ['assets/member-search-7.js', 'assets/price-text-3.js'] },
    boot: 'assets/boot-6.js',
    fonts: { ja: 'assets/fonts-ja-9.css' },
  }),
);

// The web build's server renderer (apps/web/src/entry-server.tsx) stands in as a module that renders
// '/' and '/about', renders '/search' with the public search's answer, declines every other page,
// and fails on '/stocks'; for a member, it has the skeleton of '/search' only.
fs.mkdirSync(path.join(webDist, '.vite', 'server'));
fs.writeFileSync(
  path.join(webDist, '.vite', 'server', 'entry-server.js'),
  `let renders = 0;
let searchRenders = 0;
export const isServerRenderedPath = (p) => ['/', '/about', '/stocks', '/search'].includes(p);
export const readsData = (p) => p === '/search';
export const renderSignedInSkeleton = async (p) =>
  p === '/search' ? '<div class="frame"><p>IBC Japan</p><div role="status" aria-label="Loading search"></div></div>' : null;
export const isMemberRenderedPath = (p) => p === '/search';
export async function renderMemberPage(url, { transport }) {
  const response = await transport('/api/account/me', { method: 'GET', headers: { accept: 'application/json' } });
  if (response.status !== 200) return null;
  const me = await response.json();
  return {
    html: '<main><h1>Search stock</h1><p>for ' + me.email + '</p></main>',
    title: 'Search stock | IBC Japan',
    description: 'Search used vehicles',
    data: { queries: [{ queryKey: ['account', 'me'], state: { data: me } }] },
  };
}
export async function renderPage(url, { transport }) {
  if (url.pathname === '/stocks') throw new Error('the renderer failed');
  if (url.pathname === '/search') {
    const filter = { tab: 1, page: 1, pageSize: 16, ...Object.fromEntries(url.searchParams) };
    const response = await transport('/api/vehicles/prelog/search', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(filter),
    });
    const answer = await response.json();
    searchRenders += 1;
    return {
      html: '<main><h1>Search stock</h1><p>' + response.status + ': ' + (answer.count ?? answer.message) +
        '</p><p>search render ' + searchRenders + '</p>' +
        '<img src="/media/vehicles/7/0.webp?s=a&amp;b" alt="" fetchPriority="high"><img src="/media/vehicles/8/0.webp" alt=""></main>',
      title: 'Search stock | IBC Japan',
      description: 'Search used vehicles',
      data: { queries: [{ queryKey: ['search', filter], state: { data: answer } }], note: '</script><!-- x' },
    };
  }
  renders += 1;
  return {
    html: '<main><h1>Rendered ' + url.pathname + '</h1><p>render ' + renders + '</p><p>Save $&amp; more</p></main>',
    title: url.pathname === '/' ? 'IBC Japan | Home' : 'About & us | IBC Japan',
    description: 'The <about> page',
    messages: { Xy12ab: url.pathname.startsWith('/ja') ? 'について</script>' : 'About' },
  };
}`,
);

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
  app = await buildApp({ database, env: testEnv(), webDist, startWorkers: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

it.each([
  ['/', 200], // §2 home
  ['/search?make=Toyota', 200], // §2 search, with its query
  ['/my-account/my-offer-history', 200], // a member page: the app's guard decides, not the server
  ['/vehicle/checklist?id=5', 200], // §2 redirect, done by the app
  ['/about/contact%20us', 200], // §2 spaces become hyphens
  ['/no-such-page', 404], // not a page: the app shows its 404 page, with a real 404 status
  ['/account/switch?currency=USD', 200], // §2 the switch-account route, whatever the currency
  ['/my-account/notifications', 200], // the bell's page
  // The back office's pages are pages: the shell with 200 (the app shows outsiders its 404 page).
  ['/admin', 200],
  ['/admin/purchases/12', 200],
  ['/admin/announcements/new', 200],
  ['/admin/no-such-page', 404], // no page of the back office
  ['/admin/purchases/abc', 404], // a record id is a number
])('GET %s serves the web app with status %i', async (url, status) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('<div id="root">');
  expect(res.headers['cache-control']).toBe('no-cache');
});

it('caches hashed assets for a year, and unknown API paths are JSON 404s', async () => {
  const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const api = await app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ statusCode: 404 });
});

// The back office is not mapped from outside: an address under /api/admin answers a visitor and a
// dealer the same whether a route is there or not (the web app's catch-all is in this app too).
it('real and made-up back-office addresses answer a visitor and a dealer alike; staff get a 404', async () => {
  resetFixtureCache();
  await insertReferenceData(database.db);
  const { user: dealer } = await createMember(database.db);
  const { user: staff } = await createMember(database.db, { role: 'staff' });
  type Request = {
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: string;
  };
  const json = { 'content-type': 'application/json' };
  const real: Request[] = [
    { method: 'GET', url: '/api/admin/forex' },
    { method: 'GET', url: '/api/admin/purchases/12?x=1' },
    { method: 'HEAD', url: '/api/admin/customers' },
    { method: 'POST', url: '/api/admin/forex', payload: '{"currency":"NZD","jpyPerUnit":"90"}' },
    { method: 'POST', url: '/api/admin/forex', payload: '{not json' },
    { method: 'DELETE', url: '/api/admin/shipping/voyages/5' },
    // A method the real address has no route for.
    { method: 'PUT', url: '/api/admin/forex', payload: '{}' },
  ];
  const madeUp: Request[] = [
    { method: 'GET', url: '/api/admin' },
    { method: 'GET', url: '/api/admin/' },
    { method: 'GET', url: '/api/admin/no-such-thing' },
    { method: 'GET', url: '/api/admin/users.csv?all=1' },
    { method: 'HEAD', url: '/api/admin/secret' },
    { method: 'POST', url: '/api/admin/export', payload: '{"everything":true}' },
    { method: 'POST', url: '/api/admin/export', payload: '{not json' },
    { method: 'PATCH', url: '/api/admin/purchases/12/nope', payload: '{}' },
    { method: 'DELETE', url: '/api/admin/forex/NZD/history/1' },
  ];
  const answers = async (requests: Request[], headers: Record<string, string>) =>
    Promise.all(
      requests.map(async ({ method, url, payload }) => {
        const res = await app.inject({
          method,
          url,
          headers: { ...headers, ...(payload === undefined ? {} : json) },
          ...(payload === undefined ? {} : { payload }),
        });
        return { request: `${method} ${url}`, status: res.statusCode, body: res.body };
      }),
    );
  for (const [headers, statusCode, error, message] of [
    [{}, 401, 'Unauthorized', 'Please sign in to continue.'],
    [await bearer(app, dealer), 404, 'Not Found', 'Not found.'],
  ] as const) {
    for (const answer of await answers([...real, ...madeUp], headers)) {
      const expectedBody = answer.request.startsWith('HEAD ')
        ? ''
        : JSON.stringify({ statusCode, error, message });
      expect(answer, answer.request).toEqual({
        request: answer.request,
        status: statusCode,
        body: expectedBody,
      });
    }
  }
  const staffHeaders = await bearer(app, staff);
  const madeUpForStaff = await app.inject({
    method: 'GET',
    url: '/api/admin/no-such-thing?x=1',
    headers: staffHeaders,
  });
  expect(madeUpForStaff.statusCode).toBe(404);
  expect(madeUpForStaff.json()).toEqual({
    statusCode: 404,
    error: 'Not Found',
    message: 'No such endpoint: GET /api/admin/no-such-thing',
  });
  expect(
    (await app.inject({ method: 'GET', url: '/api/admin/forex', headers: staffHeaders })).statusCode,
  ).toBe(200);
  // Outside the back office, an unknown address is the usual 404 for everyone.
  const unknown = await app.inject({ method: 'GET', url: '/api/administrator' });
  expect(unknown.statusCode).toBe(404);
});

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

// A page's HTML names its own chunks, so the browser fetches them with the entry.
it.each([
  ['/', false, ['assets/home-page-1.js']],
  ['/search?make=Toyota', false, ['assets/search-page-2.js', 'assets/price-text-3.js']],
  ['/search/', false, ['assets/search-page-2.js', 'assets/price-text-3.js']],
  ['/my-account/purchases/12', false, ['assets/purchase-page-4.js']],
  // A member's /search also names the member search (drawn for members only), each file once.
  [
    '/search',
    true,
    [
      'assets/post-login-layout-5.js',
      'assets/price-text-3.js',
      'assets/member-search-7.js',
      'assets/search-page-2.js',
    ],
  ],
  ['/no-such-page', false, []],
  ['/no-such-page', true, ['assets/post-login-layout-5.js', 'assets/price-text-3.js']],
  // A content page names its body in the address's language, and that language's titles.
  [
    '/about/belief',
    false,
    ['assets/content-page-10.js', 'assets/about--belief-en11.js', 'assets/blocks-12.js'],
  ],
  [
    '/ja/about/belief',
    false,
    [
      'assets/content-page-10.js',
      'assets/about--belief-ja13.js',
      'assets/blocks-12.js',
      'assets/titles-ja14.js',
    ],
  ],
  [
    '/ja/about/belief',
    true,
    [
      'assets/post-login-layout-5.js',
      'assets/price-text-3.js',
      'assets/content-page-10.js',
      'assets/about--belief-ja13.js',
      'assets/blocks-12.js',
      'assets/titles-ja14.js',
    ],
  ],
  // A language the build has no files of its own for: the page's (English) files.
  [
    '/fr/about/belief',
    false,
    ['assets/content-page-10.js', 'assets/about--belief-en11.js', 'assets/blocks-12.js'],
  ],
])('GET %s (signed in: %s) preloads its page: %j', async (url, signedIn, files) => {
  const res = await app.inject({
    method: 'GET',
    url,
    ...(signedIn ? { cookies: { isAuthenticated: 'true' } } : {}),
  });
  expect(preloaded(res.body)).toEqual(files);
  expect(res.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
  expect(res.headers.vary).toMatch(/cookie/i);
});

it('the HTML of a page goes out compressed, like every other response', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/my-account/purchases/12',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(res.rawPayload).toString()).toContain('assets/purchase-page-4.js');
});

it("the build's own files (.vite) are not served", async () => {
  const res = await app.inject({ method: 'GET', url: '/.vite/page-preloads.json' });
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('search-page-2');
});

// A visitor's home and content pages come rendered by the web build's server renderer.
it("a visitor's rendered page is in its HTML, with its title and description, rendered once", async () => {
  const home = await app.inject({ method: 'GET', url: '/' });
  expect(home.statusCode).toBe(200);
  expect(home.body).toMatch(
    /<div id="root"><main><h1>Rendered \/<\/h1><p>render (\d+)<\/p><p>Save \$&amp; more<\/p><\/main><\/div>/,
  );
  // The stylesheet is in the page itself: it paints without waiting for another request. Its link
  // stays, disabled (never fetched), so that the app's module loader does not add it again.
  expect(home.body).toContain(
    '<style>main{color:#0f2747}</style><link disabled rel="stylesheet" crossorigin href="/assets/index-def456.css">',
  );
  expect(home.body.match(/index-def456\.css/g)).toHaveLength(1);
  expect(home.body).toContain('<title>IBC Japan | Home</title>');
  expect(home.body).toContain('<meta name="description" content="The &lt;about&gt; page" />');
  expect(home.body).not.toContain('Used vehicles exported from Japan. ');
  // Still the page's chunks and the app's entry, which hydrates the markup: named inside a template,
  // which the page's only script (boot) puts to work once the page has painted.
  expect(preloaded(home.body)).toEqual(['assets/home-page-1.js']);
  expect(home.body).toContain(
    '<template id="deferred-modules"><script type="module" src="/assets/index-abc123.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js"></template>' +
      '<script type="module" crossorigin src="/assets/boot-6.js"></script></head>',
  );
  expect(home.body.match(/<script type="module"/g)).toHaveLength(2);
  // The same markup for the next visitor, not rendered again.
  const again = await app.inject({ method: 'GET', url: '/?utm_source=newsletter' });
  expect(again.body).toBe(home.body);
  const about = await app.inject({ method: 'GET', url: '/about/' });
  expect(about.body).toContain('<div id="root"><main><h1>Rendered /about</h1>');
  expect(about.body).toContain('<title>About &amp; us | IBC Japan</title>');
});

it('a page in another language is at its address, in that language, naming its other languages', async () => {
  const search = await app.inject({ method: 'GET', url: '/ja/search?make=Toyota' });
  expect(search.statusCode).toBe(200);
  expect(search.body).toContain('<html lang="ja" dir="ltr">');
  expect(search.body).toContain(
    '<link rel="alternate" hreflang="ar" href="http://localhost:3000/ar/search">',
  );
  expect(search.body).toContain(
    '<link rel="alternate" hreflang="x-default" href="http://localhost:3000/search">',
  );
  // The words the page was drawn with follow it, for the browser's first render.
  const japanese = await app.inject({ method: 'GET', url: '/ja/about' });
  expect(japanese.body).toContain(
    '</div><script type="application/json" id="server-messages">{"Xy12ab":"について\\u003c/script>"}</script>',
  );
  const arabic = await app.inject({ method: 'GET', url: '/ar/about' });
  expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
  // Rendered for its own address: not the English page kept for /about.
  expect(arabic.body).toContain('<h1>Rendered /ar/about</h1>');
  const english = await app.inject({ method: 'GET', url: '/about' });
  expect(english.body).toContain('<html lang="en" dir="ltr">');
  expect(english.body).toContain('<h1>Rendered /about</h1>');
  expect(english.body).not.toContain('fonts-ja');
  // A member's page is in his language too, and names no other (search engines never see it).
  const member = await app.inject({ method: 'GET', url: '/fr/my-account/notices' });
  expect(member.statusCode).toBe(200);
  expect(member.body).toContain('<html lang="fr" dir="ltr">');
  expect(member.body).not.toContain('hreflang');
  expect((await app.inject({ method: 'GET', url: '/ja/no-such-page' })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/de/search' })).statusCode).toBe(404);
});

it.each([
  [
    'the browser asks for Japanese first',
    { 'accept-language': 'ja-JP,en;q=0.8' },
    {},
    '/ja/search?make=Toyota',
  ],
  ['the reader chose Arabic', { 'accept-language': 'en' }, { ibc_language: 'ar' }, '/ar/search?make=Toyota'],
  ['the reader chose English over his browser', { 'accept-language': 'ja' }, { ibc_language: 'en' }, null],
  ['the browser asks for a language the site does not speak', { 'accept-language': 'de-DE' }, {}, null],
])('an address without a language: %s', async (_case, headers, cookies, location) => {
  const res = await app.inject({ method: 'GET', url: '/search?make=Toyota', headers, cookies });
  if (location === null) {
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
  } else {
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  }
  expect(res.headers.vary).toContain('Accept-Language');
});

it.each([
  ['a signed-in browser', '/', { isAuthenticated: 'true' }],
  ['a page the renderer leaves to the browser', '/my-account/notices', {}],
  ['a signed-in browser on a page without a skeleton', '/my-account/notices', { isAuthenticated: 'true' }],
  ['a page the renderer fails on', '/stocks', {}],
  ['an address that is no page', '/no-such-page', {}],
  ['an address the browser sends to its hyphenated page', '/about%20', {}],
])('%s gets the empty shell (%s)', async (_case, url, cookies) => {
  const res = await app.inject({ method: 'GET', url, cookies });
  expect(res.body).toContain('<div id="root"></div>');
  expect(res.body).not.toContain('Rendered');
  expect(res.body).toContain('Used vehicles exported from Japan. ');
  expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def456.css">');
  // Its scripts are the page's own, asked for at once: no template, no boot script.
  expect(res.body).not.toContain('deferred-modules');
  expect(res.body).not.toContain('boot-6.js');
  expect(res.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
});

// A member's search is the member's (drawn by the browser), but its frame and placeholder
// paint from the HTML, the same for every member, with its scripts after that paint.
it("a signed-in browser's search arrives with its skeleton, which the app draws the page over", async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/search?make=Toyota',
    cookies: { isAuthenticated: 'true' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain(
    '<div id="root" data-skeleton><div class="frame"><p>IBC Japan</p><div role="status" aria-label="Loading search"></div></div></div>',
  );
  expect(res.body).toContain('<style>main{color:#0f2747}</style>');
  expect(res.body).toContain('<script type="module" crossorigin src="/assets/boot-6.js"></script></head>');
  expect(res.body).toMatch(
    /<template id="deferred-modules"><script type="module" src="\/assets\/index-abc123\.js"><\/script>.*assets\/member-search-7\.js.*<\/template>/,
  );
  // Nothing of a visitor's page: no stock drawn, no answers.
  expect(res.body).not.toContain('Search stock');
  expect(res.body).not.toContain('server-data');
  expect(res.headers.vary).toMatch(/cookie/i);
  // A visitor still gets the rendered search.
  const visitor = await app.inject({ method: 'GET', url: '/search?make=Toyota' });
  expect(visitor.body).toContain('<h1>Search stock</h1>');
  expect(visitor.body).not.toContain('data-skeleton');
});

// With the member-page cookie set at sign-in, a member's /search is drawn for the member,
// asked of the API with the member's token; never kept, never another member's.
it("a member's /search is drawn with the member's token, for that member only, and never cached", async () => {
  resetFixtureCache();
  await insertReferenceData(database.db);
  const first = await createMember(database.db, { password: 'correct horse battery' });
  const second = await createMember(database.db, { password: 'correct horse battery' });
  const pageToken = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: 'web',
        grant_type: 'password',
        username: email,
        password: 'correct horse battery',
      }).toString(),
    });
    return res.cookies.find((c) => c.name === 'ibc_page')!.value;
  };
  const page = (token: string) =>
    app.inject({ method: 'GET', url: '/search', cookies: { isAuthenticated: 'true', ibc_page: token } });
  const firstPage = await page(await pageToken(first.user.email));
  expect(firstPage.statusCode).toBe(200);
  expect(firstPage.body).toContain(
    `<div id="root"><main><h1>Search stock</h1><p>for ${first.user.email}</p></main></div>`,
  );
  expect(firstPage.body).not.toContain('data-skeleton');
  expect(firstPage.headers['cache-control']).toBe('private, no-store');
  expect(serverData(firstPage.body)).toMatchObject({
    queries: [{ state: { data: { email: first.user.email } } }],
  });
  const secondPage = await page(await pageToken(second.user.email));
  expect(secondPage.body).toContain(`for ${second.user.email}`);
  expect(secondPage.body).not.toContain(first.user.email);
  // A token the API refuses (expired, signed out): the members' skeleton, drawn by the browser.
  const refused = await page('not-a-token');
  expect(refused.body).toContain('<div id="root" data-skeleton>');
  expect(refused.body).not.toContain('server-data');
  // Without isAuthenticated the browser is a visitor's, whatever cookie it still has.
  const visitor = await app.inject({ method: 'GET', url: '/search', cookies: { ibc_page: 'x' } });
  expect(visitor.body).not.toContain('for ');
  expect(visitor.headers['cache-control']).toBe('no-cache');
});

/** The JSON the page carries for the browser's first render (apps/web/src/lib/server-data.ts). */
function serverData(html: string): unknown {
  const match = /<script type="application\/json" id="server-data">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

it("a visitor's search is drawn with the answer of the API's own search route, which follows as JSON", async () => {
  const res = await app.inject({ method: 'GET', url: '/search?make=Toyota' });
  expect(res.body).toMatch(/<div id="root"><main><h1>Search stock<\/h1><p>200: 0<\/p>/);
  expect(res.body).toContain('<title>Search stock | IBC Japan</title>');
  // The first photo (the page's largest paint) is asked for at once, its scripts after the paint.
  const imagePreload =
    '<link rel="preload" as="image" href="/media/vehicles/7/0.webp?s=a&amp;b" fetchpriority="high">';
  expect(res.body).toContain(imagePreload);
  expect(res.body.indexOf(imagePreload)).toBeLessThan(res.body.indexOf('<template id="deferred-modules">'));
  expect(res.body.match(/rel="preload" as="image"/g)).toHaveLength(1);
  expect(serverData(res.body)).toEqual({
    queries: [
      {
        queryKey: ['search', { tab: 1, page: 1, pageSize: 16, make: 'Toyota' }],
        state: { data: { count: 0, countExact: true, pageSize: 16, vehicles: [] } },
      },
    ],
    note: '</script><!-- x',
  });
  // No text of the data closes the element or opens a comment: '<' is written as its JSON escape.
  expect(res.body).toContain('"note":"\\u003c/script>\\u003c!-- x"');
  // A filter the search route refuses is its 400 answer, as the browser would get it.
  const refused = await app.inject({ method: 'GET', url: '/search?pageSize=5000' });
  expect(refused.body).toMatch(/<p>400: Please check the highlighted fields.<\/p>/);
});

it('a rendered search is reused for its address until the stock changes', async () => {
  const renderOf = async (url: string) =>
    /search render (\d+)/.exec((await app.inject({ method: 'GET', url })).body)![1];
  const first = await renderOf('/search?make=Nissan');
  expect(await renderOf('/search?make=Nissan')).toBe(first);
  // Another filter is another page.
  const other = await renderOf('/search?make=Mazda');
  expect(other).not.toBe(first);
  // A commit that changes what a search shows (migration 0014's stock version) renders it again.
  await database.db.execute(sql`UPDATE stock_changes SET version = version + 1`);
  const after = await renderOf('/search?make=Nissan');
  expect(after).not.toBe(first);
  expect(after).not.toBe(other);
  expect(await renderOf('/search?make=Nissan')).toBe(after);
});
