import { afterEach, beforeEach, expect, test, vi } from 'vitest';

// boot.ts is the only script of a page the server rendered: once the page has painted, it
// puts the app's entry and module preloads, which the server named inside a template, to work.
const SERVER_HEAD =
  '<template id="deferred-modules">' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/react-dom-3.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/router-4.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/search-page-5.js">' +
  '</template>';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  document.head.innerHTML = SERVER_HEAD;
  document.body.innerHTML = '<div id="root"><h1>Rendered</h1></div>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const moduleScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>(':scope > script[type="module"]')].map((s) => [
    s.getAttribute('src'),
    s.hasAttribute('crossorigin'),
  ]);
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

test('nothing is asked for before the first contentful paint; then every module, a few per task', async () => {
  let reportPaint: (() => void) | undefined;
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private callback: (list: unknown, observer: PaintObserver) => void) {}
    observe() {
      reportPaint = () =>
        this.callback(
          { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
          this,
        );
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  await import('./boot');
  await vi.advanceTimersByTimeAsync(100);
  expect(moduleScripts()).toEqual([]);
  expect(preloads()).toEqual([]);

  reportPaint!();
  await vi.advanceTimersByTimeAsync(0);
  // The app's entry first, as a new script (one from a template's content would not run).
  expect(moduleScripts()).toEqual([['/assets/index-1.js', true]]);
  await vi.runAllTimersAsync();
  expect(preloads()).toEqual([
    '/assets/react-2.js',
    '/assets/react-dom-3.js',
    '/assets/router-4.js',
    '/assets/search-page-5.js',
  ]);
  expect(moduleScripts()).toHaveLength(1);
});

test('a browser that never reports a paint (a tab opened in the background) starts after 3 s', async () => {
  class SilentObserver {
    static supportedEntryTypes = ['paint'];
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', SilentObserver);
  await import('./boot');
  await vi.advanceTimersByTimeAsync(2900);
  expect(moduleScripts()).toEqual([]);
  await vi.advanceTimersByTimeAsync(200);
  await vi.runAllTimersAsync();
  expect(moduleScripts()).toEqual([['/assets/index-1.js', true]]);
  expect(preloads()).toHaveLength(4);
});

test('a page without the template (the empty shell) is left alone', async () => {
  document.head.innerHTML = '';
  await import('./boot');
  await vi.runAllTimersAsync();
  expect(moduleScripts()).toEqual([]);
  expect(holdingFrames()).toHaveLength(0);
});

const holdingFrames = () => document.querySelectorAll<HTMLIFrameElement>('iframe[data-holds-page-load]');

// The page's load event waits for the app (an automated browser acts once the page has loaded): a
// hidden frame whose document is open holds it until the app, once hydrated, removes it.
test("a rendered page's load is held by a hidden frame until the app releases it", async () => {
  await import('./boot');
  const [frame] = holdingFrames();
  expect(frame).toBeDefined();
  expect(frame!.hidden).toBe(true);
  expect(frame!.getAttribute('aria-hidden')).toBe('true');
  expect(frame!.tabIndex).toBe(-1);
  // Outside the app's root: hydration never meets it.
  expect(document.getElementById('root')!.contains(frame!)).toBe(false);

  const { releasePageLoad } = await import('./app/server-rendered-controls');
  releasePageLoad();
  expect(holdingFrames()).toHaveLength(0);
});

test('an app that never takes the page over (a failed download) lets load go after 30 s', async () => {
  await import('./boot');
  await vi.advanceTimersByTimeAsync(29_000);
  expect(holdingFrames()).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(holdingFrames()).toHaveLength(0);
});
