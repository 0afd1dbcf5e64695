// npm run bench:lighthouse -w apps/web (part of `npm run bench:web`): Lighthouse's performance score and
// Largest Contentful Paint at its default mobile settings (Moto G class screen, simulated slow 4G and
// 4x CPU slowdown) for the home page, the public /search and a member's /search (score 95 or
// more, LCP under 1.5 s on localhost). Not a test: it prints figures. Runs the BUILT app on the real
// API (startTestServer), with Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
//
//   LIGHTHOUSE_RUNS=3 npm run bench:lighthouse -w apps/web
//   LIGHTHOUSE_PAGES=home,public  (some of the pages only)
//   LIGHTHOUSE_REPORT_DIR=/tmp/lighthouse  (keeps each run's report, to open in Lighthouse's viewer)
import fs from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { SEEDED_ANNOUNCEMENT_KEYS } from '../e2e/support/announcements';
import { startTestServer } from '../e2e/support/server';
import { signInAs } from '../e2e/support/session';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Where to keep each run's full report (JSON, for Lighthouse's viewer), if anywhere. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const MEMBER = 'nz@demo.local';
/**
 * 'simulate' (Lighthouse's default): the page loads unthrottled and the timings are modelled from the
 * trace. 'devtools': the page loads through the same slow 4G and 4x CPU, applied while it loads, so a
 * page that paints before its JavaScript has arrived (server-rendered) is measured as it behaves.
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

/** Some of the pages only: LIGHTHOUSE_PAGES=home,public,member (default all three). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const server = await startTestServer({ seedVehicles: 300 });
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});

async function audit(label: string, path: string, options: { signedIn?: boolean } = {}) {
  const results: { score: number; lcp: number; lcpElement: string }[] = [];
  for (let run = 0; run < RUNS; run++) {
    if (options.signedIn) {
      // Lighthouse would wipe the session with the origin's storage: sign in, empty only the HTTP
      // cache (a cold load of the app's files, as for the visitors' pages), keep the storage.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0]!;
      const page = await context.newPage();
      await page.goto(`${server.url}/robots.txt`);
      await signInAs(page, MEMBER);
      // The seeded pop-ups are marked seen, as in the browser journeys: the figure is the search's.
      await page.evaluate((keys) => {
        for (const key of keys) localStorage.setItem(key, new Date().toLocaleDateString('sv'));
      }, SEEDED_ANNOUNCEMENT_KEYS);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: options.signedIn,
      ...(THROTTLING === 'devtools' && { throttlingMethod: 'devtools' as const }),
    });
    const lhr = result!.lhr;
    if (REPORT_DIR) {
      fs.mkdirSync(REPORT_DIR, { recursive: true });
      const file = join(REPORT_DIR, `${label.replace(/[^a-z]+/gi, '-')}-${run + 1}.json`);
      fs.writeFileSync(file, JSON.stringify(lhr));
      const trace = (result!.artifacts as { Trace?: unknown }).Trace;
      if (trace) fs.writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
    }
    if (lhr.runtimeError) {
      // A failed run (Lighthouse could not load or trace the page) says why and is left out.
      console.log(
        `[lighthouse] ${label} run ${run + 1}: failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
      continue;
    }
    // What Lighthouse flags: the audits that cost score, worst first.
    const flagged = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    const lcpNode = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(
      JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details ?? {}),
    );
    results.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      lcpElement: lcpNode?.[1] ?? '?',
    });
    const last = results.at(-1)!;
    console.log(
      `[lighthouse] ${label} run ${run + 1}: performance ${last.score}, LCP ${(last.lcp / 1000).toFixed(2)} s, ` +
        `LCP element ${last.lcpElement.slice(0, 100)}\n  flagged: ${flagged.join(', ') || 'nothing'}`,
    );
  }
  return { label, score: median(results.map((r) => r.score)), lcp: median(results.map((r) => r.lcp)) };
}

try {
  const pages = [
    { key: 'home', label: 'home /', path: '/' },
    { key: 'public', label: 'public /search', path: '/search' },
    { key: 'member', label: 'member /search', path: '/search', signedIn: true },
  ].filter((p) => !ONLY || ONLY.includes(p.key));
  // A server answers the first request for a page by rendering it (and, the first time, loading its
  // renderer); every later visitor gets it from memory. The figures are those of a running server.
  for (const p of pages) await fetch(`${server.url}${p.path}`).then((r) => r.text());
  const figures = [];
  for (const p of pages) figures.push(await audit(p.label, p.path, { signedIn: p.signedIn }));
  console.log(`[lighthouse] median of ${RUNS} runs, mobile settings (goal: performance >= 95, LCP < 1.5 s):`);
  for (const { label, score, lcp } of figures) {
    console.log(
      `  ${label.padEnd(16)} performance ${String(score).padStart(3)}   LCP ${(lcp / 1000).toFixed(2)} s`,
    );
  }
} finally {
  chrome.kill();
  await server.close();
}
