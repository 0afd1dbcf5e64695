import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestDatabase, testEnv, type TestDatabase } from '../test/helpers/index.ts';

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
    },
    signedIn: ['assets/post-login-layout-5.js', 'assets/price-text-3.js'],
  }),
);

// The web build's server renderer (apps/web/src/entry-server.tsx) stands in as a module that renders
// '/' and '/about', declines every other page, and fails on '/stocks'.
fs.mkdirSync(path.join(webDist, '.vite', 'server'));
fs.writeFileSync(
  path.join(webDist, '.vite', 'server', 'entry-server.js'),
  `let renders = 0;
export const isServerRenderedPath = (p) => ['/', '/about', '/stocks'].includes(p);
export async function renderPage(url) {
  if (url.pathname === '/stocks') throw new Error('the renderer failed');
  renders += 1;
  return {
    html: '<main><h1>Rendered ' + url.pathname + '</h1><p>render ' + renders + '</p><p>Save $&amp; more</p></main>',
    title: url.pathname === '/' ? 'IBC Japan | Home' : 'About & us | IBC Japan',
    description: 'The <about> page',
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

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

// Issue 14: a page's HTML names its own chunks, so the browser fetches them with the entry.
it.each([
  ['/', false, ['assets/home-page-1.js']],
  ['/search?make=Toyota', false, ['assets/search-page-2.js', 'assets/price-text-3.js']],
  ['/search/', false, ['assets/search-page-2.js', 'assets/price-text-3.js']],
  ['/my-account/purchases/12', false, ['assets/purchase-page-4.js']],
  ['/search', true, ['assets/post-login-layout-5.js', 'assets/price-text-3.js', 'assets/search-page-2.js']],
  ['/no-such-page', false, []],
  ['/no-such-page', true, ['assets/post-login-layout-5.js', 'assets/price-text-3.js']],
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
  const res = await app.inject({ method: 'GET', url: '/search', headers: { 'accept-encoding': 'gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(res.rawPayload).toString()).toContain('assets/search-page-2.js');
});

it("the build's own files (.vite) are not served", async () => {
  const res = await app.inject({ method: 'GET', url: '/.vite/page-preloads.json' });
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('search-page-2');
});

// Issue 14: a visitor's home and content pages come rendered by the web build's server renderer.
it("a visitor's rendered page is in its HTML, with its title and description, rendered once", async () => {
  const home = await app.inject({ method: 'GET', url: '/' });
  expect(home.statusCode).toBe(200);
  expect(home.body).toMatch(
    /<div id="root"><main><h1>Rendered \/<\/h1><p>render (\d+)<\/p><p>Save \$&amp; more<\/p><\/main><\/div>/,
  );
  // The stylesheet is in the page itself: it paints without waiting for another request.
  expect(home.body).toContain('<style>main{color:#0f2747}</style>');
  expect(home.body).not.toContain('index-def456.css');
  expect(home.body).toContain('<title>IBC Japan | Home</title>');
  expect(home.body).toContain('<meta name="description" content="The &lt;about&gt; page" />');
  expect(home.body).not.toContain('Used vehicles exported from Japan. ');
  // Still the page's chunks and the app's entry, which hydrates the markup.
  expect(preloaded(home.body)).toEqual(['assets/home-page-1.js']);
  expect(home.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
  // The same markup for the next visitor, not rendered again.
  const again = await app.inject({ method: 'GET', url: '/?utm_source=newsletter' });
  expect(again.body).toBe(home.body);
  const about = await app.inject({ method: 'GET', url: '/about/' });
  expect(about.body).toContain('<div id="root"><main><h1>Rendered /about</h1>');
  expect(about.body).toContain('<title>About &amp; us | IBC Japan</title>');
});

it.each([
  ['a signed-in browser', '/', { isAuthenticated: 'true' }],
  ['a page the renderer leaves to the browser', '/search', {}],
  ['a page the renderer fails on', '/stocks', {}],
  ['an address that is no page', '/no-such-page', {}],
])('%s gets the empty shell (%s)', async (_case, url, cookies) => {
  const res = await app.inject({ method: 'GET', url, cookies });
  expect(res.body).toContain('<div id="root"></div>');
  expect(res.body).not.toContain('Rendered');
  expect(res.body).toContain('Used vehicles exported from Japan. ');
  expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def456.css">');
});
