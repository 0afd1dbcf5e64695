import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { dismissSeededAnnouncements } from './announcements';

export const desktop = { width: 1440, height: 900 } as const;
export const mobile = { width: 375, height: 800 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context (own cookies and storage) and page at the given viewport. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = desktop,
  options: { announcements?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  // Announcement pop-ups would cover every page: only the announcement journeys see them.
  if (!options.announcements) await dismissSeededAnnouncements(context);
  const page = await context.newPage();
  return { context, page };
}

/** Waits until the routed page has rendered its main heading (lazy route modules included). */
export async function waitForPage(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible' });
}
