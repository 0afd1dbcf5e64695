import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { decodeUriOrKeep } from '@/lib/decode-uri';
import { keepsScroll } from '@/lib/scroll-state';

/**
 * Scrolls back to where the reader was. A page drawn from the cache may still be growing (photos, a
 * measured grid): until it is tall enough, each growth scrolls again, and the reader's own wheel, touch
 * or key ends it, as does the next navigation (the returned stop).
 */
function scrollBackTo(y: number): () => void {
  window.scrollTo(0, y);
  const arrived = () => Math.abs(window.scrollY - y) < 2;
  if (arrived() || typeof ResizeObserver === 'undefined') return () => {};
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (arrived()) stop();
  });
  const timer = window.setTimeout(() => stop(), 10_000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const input of inputs) window.removeEventListener(input, stop);
  }
  observer.observe(document.body);
  for (const input of inputs) window.addEventListener(input, stop, { passive: true });
  return stop;
}

const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> | undefined;

function stored(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * A history entry's name: its key (React Router's, in the entry's state) and its address. The first
 * entry of a tab has the key 'default' in every tab: the address tells them apart.
 */
function entryName(key: string, pathname: string, search: string): string {
  return `${key} ${pathname}${search}`;
}

/** The entry the window shows now: the address changes at the click, before the next page is drawn. */
function currentEntry(): string {
  const state: unknown = window.history.state;
  const key =
    typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string'
      ? state.key
      : 'default';
  return entryName(key, window.location.pathname, window.location.search);
}

/**
 * Where the window is scrolled after a navigation: back and forward return to where the reader was
 * on that entry (kept for the tab's life, across reloads), a link to a '#fragment' goes to it, and
 * any other new page starts at the top.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // The browser would restore a position before the page it belongs to is drawn.
    window.history.scrollRestoration = 'manual';
    // Each scroll is the position of the entry in the address bar: once a link is followed, the
    // scrolling of the page that is leaving no longer counts as its.
    const remember = () => {
      stored()[currentEntry()] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored()));
      } catch {
        // private mode or full storage: positions are kept for this page's life only
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  const entry = entryName(location.key, location.pathname, location.search);

  useLayoutEffect(() => {
    const saved = stored()[entry];
    if (navigationType === NavigationType.Pop && saved !== undefined) return scrollBackTo(saved);
    if (location.hash) {
      const target = document.getElementById(decodeUriOrKeep(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== NavigationType.Pop && !keepsScroll(location.state)) window.scrollTo(0, 0);
  }, [entry, location.hash, location.state, navigationType]);
}
