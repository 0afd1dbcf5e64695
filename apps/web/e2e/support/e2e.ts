import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { desktop, launchBrowser, openPage } from './browser';
import { startTestServer, type TestServer } from './server';
import { signInAs } from './session';

type Viewport = { width: number; height: number };
export type OpenedPage = { context: BrowserContext; page: Page };

export interface E2e {
  /** The product (API + built web app) this file's journeys run against. */
  server: () => TestServer;
  browser: () => Browser;
  /** A fresh context (own cookies and storage) and page at `viewport`, not yet navigated. */
  openPage: (viewport?: Viewport, options?: { announcements?: boolean }) => Promise<OpenedPage>;
  /** A fresh page on the home page, signed in as `email` through the API (session.ts signInAs). */
  memberPage: (email: string, viewport?: Viewport) => Promise<OpenedPage>;
}

/**
 * The one e2e fixture: call it at the top of a journey file. Before the file's tests it starts the
 * product (startTestServer with `seedVehicles` and `env`) and a browser; after them it closes both.
 * The getters answer once the file's tests run.
 */
export function setupE2e(options: { seedVehicles?: number; env?: Record<string, string> } = {}): E2e {
  let server: TestServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startTestServer(options);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`The e2e ${what} is not started yet: use it inside a test or hook.`);
    return value;
  };
  const e2e: E2e = {
    server: () => started(server, 'server'),
    browser: () => started(browser, 'browser'),
    openPage: (viewport = desktop, pageOptions = {}) =>
      openPage(e2e.browser(), e2e.server().url, viewport, pageOptions),
    memberPage: async (email, viewport = desktop) => {
      const opened = await e2e.openPage(viewport);
      await opened.page.goto('/');
      await signInAs(opened.page, email);
      return opened;
    },
  };
  return e2e;
}
