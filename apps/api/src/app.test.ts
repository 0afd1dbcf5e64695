import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestDatabase, testEnv, type TestDatabase } from '../test/helpers/index.ts';

// The built web app stands in as a folder with an index.html and one hashed asset.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');

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
