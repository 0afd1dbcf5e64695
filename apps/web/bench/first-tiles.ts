// npm run bench:web — how soon a visitor's first /search shows its first tiles, on a cold cache, and
// the JavaScript that first visit downloads (budget 150 KB gzipped); then the same for a member
// (nz@demo.local signed in, HTTP cache emptied). Not a timed test: it prints figures. Runs the BUILT
// app (npm run build -w apps/web) on the real API, like the browser journeys. BENCH_CPU_SLOWDOWN=4
// slows Chromium's CPU down as Lighthouse's mobile settings do (default 1: this machine's speed).
//
//   BENCH_RUNS=5 BENCH_VEHICLES=300 BENCH_CPU_SLOWDOWN=4 npm run bench:first-tiles -w apps/web
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { desktop, launchBrowser, openPage } from '../e2e/support/browser';
import { startTestServer } from '../e2e/support/server';
import { signInAs } from '../e2e/support/session';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 300);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const MEMBER = 'nz@demo.local';
const dist = fileURLToPath(new URL('../dist', import.meta.url));

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startTestServer({ seedVehicles: VEHICLES });
const browser = await launchBrowser();

/** Empties the HTTP cache (a cold load of the app's files) and applies the CPU slowdown. */
async function coldStart(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  if (CPU_SLOWDOWN !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** A member's first /search: signed in through the API, then a cold load. Median ms to the tiles. */
async function memberFirstTiles(): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await openPage(browser, server.url, desktop);
    await page.goto('/robots.txt');
    await signInAs(page, MEMBER);
    await coldStart(page);
    await page.goto('/search');
    await page.locator('section[aria-label="Vehicles"] article').first().waitFor({ state: 'visible' });
    times.push(await page.evaluate(() => performance.now()));
    console.log(`[first tiles] member run ${run + 1}: ${times.at(-1)!.toFixed(0)} ms (performance.now)`);
    await context.close();
  }
  return median(times);
}

try {
  const runs: { firstTiles: number; wall: number; domContentLoaded: number; scriptBytes: number }[] = [];
  let scripts: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh context each run: empty HTTP cache, storage and cookies (a first visit).
    const { context, page } = await openPage(browser, server.url, desktop);
    await coldStart(page);
    const started = Date.now();
    await page.goto('/search');
    await page.locator('section[aria-label="Vehicles"] article').first().waitFor({ state: 'visible' });
    const wall = Date.now() - started;
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        firstTiles: performance.now(),
        domContentLoaded: nav?.domContentLoadedEventEnd ?? 0,
        scriptBytes: resources
          .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
          .reduce((sum, e) => sum + (e.transferSize || 0), 0),
        scripts: resources.map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js')),
      };
    });
    scripts = timing.scripts;
    runs.push({ ...timing, wall });
    console.log(
      `[first tiles] run ${run + 1}: ${timing.firstTiles.toFixed(0)} ms (performance.now), ${wall} ms wall; ` +
        `DOMContentLoaded ${timing.domContentLoaded.toFixed(0)} ms; scripts transferred ${kib(timing.scriptBytes)} KiB`,
    );
    await context.close();
  }

  // JavaScript the first visit of /search downloads, gzipped as a CDN would serve it.
  const sizes = scripts.map((p) => {
    const bytes = readFileSync(path.join(dist, p));
    return { file: path.basename(p), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const gzipTotal = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `[first tiles] /search loads ${sizes.length} scripts, ${kib(gzipTotal)} KiB gzipped (budget 150 KB):\n` +
      sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map(
          (s) => `  ${s.file.padEnd(44)} ${kib(s.raw).padStart(8)} KiB raw ${kib(s.gzip).padStart(7)} KiB gz`,
        )
        .join('\n'),
  );
  const member = await memberFirstTiles();
  console.log(
    `[first tiles] median of ${RUNS} cold visits (${VEHICLES} vehicles, CPU slowdown ${CPU_SLOWDOWN}x): ` +
      `visitor ${median(runs.map((r) => r.firstTiles)).toFixed(0)} ms to the first tiles, ` +
      `${median(runs.map((r) => r.wall))} ms wall, DOMContentLoaded ${median(runs.map((r) => r.domContentLoaded)).toFixed(0)} ms; ` +
      `member ${member.toFixed(0)} ms to the first tiles`,
  );
} finally {
  await browser.close();
  await server.close();
}
