// A page the server rendered (entry-server.tsx) is on screen from its HTML alone. The server names the
// app's entry and modules inside <template id="deferred-modules"> (apps/api page-html.ts), and this
// small script, the page's only one, asks for them once the page has painted: the page's bytes, its
// inline stylesheet and its largest image are not shared with 150 kB of scripts, and nothing runs
// before the first paint. Pages drawn in the browser (members, forms) load the app directly.
const deferred = document.getElementById('deferred-modules');

/** Adding a module to the page starts its download: a few at a time, a tap is never kept waiting. */
const PER_TASK = 3;

function load(elements: Element[]): void {
  for (const element of elements.splice(0, PER_TASK)) {
    if (element instanceof HTMLScriptElement) {
      // A script from a template's content does not run when inserted: a new one does.
      const script = document.createElement('script');
      script.type = element.type;
      script.crossOrigin = element.crossOrigin;
      script.src = element.src;
      document.head.append(script);
    } else {
      document.head.append(element);
    }
  }
  if (elements.length > 0) setTimeout(() => load(elements), 0);
}

/**
 * Once the page is on screen: the browser's first contentful paint, as it reports it once the frame
 * is shown (a frame drawn is not yet a frame shown on a busy device). A browser without paint timing
 * waits for its next frame; one that never paints (a tab opened in the background) starts after 3 s.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(once);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(once, 3000);
}

/** Marks the frame that holds the page's `load` event (released by app/server-rendered-controls.ts). */
const HOLDS_LOAD = 'data-holds-page-load';
/** The app that has not taken the page over by then never will (a failed download): `load` goes. */
const MAX_HOLD_MS = 30_000;

/**
 * The page's `load` event waits until the app has taken the page over (hydrated, its controls
 * enabled), as it did when the page named its scripts itself: a browser's "page loaded", and an
 * automated browser that acts once the page has loaded, mean a page that answers. A frame whose
 * document is still open delays its parent's `load` until it is removed (releasePageLoad, once
 * hydrated). Added now, while the page is still loading: the scripts are asked for only after the
 * first paint.
 */
function holdLoad(): void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.title = 'Loading';
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute(HOLDS_LOAD, '');
  document.body.append(frame);
  frame.contentDocument?.open();
  setTimeout(() => frame.remove(), MAX_HOLD_MS);
}

if (deferred instanceof HTMLTemplateElement) {
  holdLoad();
  afterFirstPaint(() => load([...deferred.content.children]));
}

// A module (the tests import it), with nothing to export.
export {};
