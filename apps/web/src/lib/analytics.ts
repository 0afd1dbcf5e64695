import { env } from '@/config/env';

// §7: "A tag manager receives a page event with pageName on each navigation end".
export interface PageViewEvent {
  event: 'pageView';
  pageName: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushPageView(pageName: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'pageView', pageName } satisfies PageViewEvent);
}

/** Loads the tag manager script only when an id is configured; otherwise nothing leaves the page. */
export function loadTagManager(id: string | undefined = env.VITE_TAG_MANAGER_ID): void {
  if (!id || document.getElementById('tag-manager')) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'tag-manager';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
