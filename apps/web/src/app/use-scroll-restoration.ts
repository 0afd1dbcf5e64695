import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '@/lib/scroll-state';

function decodedHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
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
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored()));
      } catch {
        // private mode or full storage: positions are kept for this page's life only
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // The first entry of a tab has the key 'default' in every tab: the address tells them apart.
  const entry = `${location.key} ${location.pathname}${location.search}`;

  useEffect(() => {
    const remember = () => {
      stored()[entry] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [entry]);

  useLayoutEffect(() => {
    const saved = stored()[entry];
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodedHash(location.hash));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== NavigationType.Pop && !keepsScroll(location.state)) window.scrollTo(0, 0);
  }, [entry, location.hash, location.state, navigationType]);
}
