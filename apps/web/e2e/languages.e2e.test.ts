// The site in the dealer's language (ADR 0018): each language at an address of its own ('/ja/search'),
// chosen with the "Language" switcher, by a browser that asks for it, or by a member's saved choice;
// the public search, the sign-in and the layouts drawn in it, and readable by assistive technology.
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@ibc/domain';
import type { Page } from 'playwright-core';
import { parsePo } from 'pofile-ts';
import { describe, expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { demoPassword } from './support/session';
import { shotPath } from './support/shots';

const { openPage, memberPage } = setupE2e({ seedVehicles: 40 });

const catalogues = new Map<Language, Map<string, string>>();
/** A message as a reader of `language` sees it (the English is the message itself). */
function inLanguage(language: Language, english: string): string {
  if (language === 'en') return english;
  let messages = catalogues.get(language);
  if (!messages) {
    const file = new URL(`../src/locales/${language}/public.po`, import.meta.url);
    messages = new Map(
      parsePo(readFileSync(file, 'utf8')).items.map((item) => [item.msgid, item.msgstr[0] ?? '']),
    );
    catalogues.set(language, messages);
  }
  const translated = messages.get(english);
  if (!translated) throw new Error(`"${english}" is not in the ${language} catalogue`);
  return translated;
}

const SEARCH_BOX = 'Search car, model or keyword';

async function pageLanguage(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

describe('the site in six languages', () => {
  test.each(LANGUAGES)(
    'the public search in %s: its own address, words and direction; axe passes',
    async (language) => {
      const { context, page } = await openPage(desktop);
      await page.goto(language === 'en' ? '/search' : `/${language}/search`);
      await page.getByRole('searchbox', { name: inLanguage(language, SEARCH_BOX) }).waitFor();
      expect(await pageLanguage(page)).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
      await expect
        .poll(() => page.getByRole('heading', { name: inLanguage(language, 'Head office') }).count())
        .toBe(1);
      // Each language's page names the others for search engines.
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map(
            (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`,
          ),
        );
      expect(alternates).toEqual(
        expect.arrayContaining(['ja /ja/search', 'ar /ar/search', 'x-default /search']),
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  test('a visitor chooses Japanese with the switcher, and the site stays Japanese', async () => {
    const { context, page } = await openPage(desktop);
    await page.goto('/search?make=Toyota');
    await page.getByRole('searchbox', { name: SEARCH_BOX }).waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('link', { name: '日本語' }).click();
    await page.waitForURL('**/ja/search?make=Toyota');
    await page.getByRole('searchbox', { name: inLanguage('ja', SEARCH_BOX) }).waitFor();
    expect(await pageLanguage(page)).toEqual({ lang: 'ja', dir: 'ltr' });
    // An address without a language now opens the Japanese page.
    await page.goto('/about/contact-us');
    await page.waitForURL('**/ja/about/contact-us');
    // Back to English, which is kept over the browser's wish the same way.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/about/contact-us');
    await page.goto('/search');
    expect(new URL(page.url()).pathname).toBe('/search');
    await context.close();
  });

  test('a browser that asks for Arabic gets the Arabic pages, right to left, on a phone too', async () => {
    const { context, page } = await openPage(mobile);
    await page.setExtraHTTPHeaders({ 'accept-language': 'ar,en;q=0.5' });
    await page.goto('/search');
    await page.waitForURL('**/ar/search');
    await page.getByRole('searchbox', { name: inLanguage('ar', SEARCH_BOX) }).waitFor();
    expect(await pageLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await page.screenshot({ path: shotPath('languages-ar-search-375.png'), fullPage: false });
    await context.close();
  });

  test("a member's choice is saved in his profile, and his next sign-in follows it", async () => {
    const { context, page } = await memberPage('ddu@demo.local', desktop);
    await page.goto('/search');
    await page.getByRole('searchbox', { name: SEARCH_BOX }).waitFor();
    await page.getByRole('button', { name: 'Language' }).first().click();
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL('**/es/search');
    const me = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('ibc.token') ?? '{}') as { access_token?: string };
      const answer = await fetch('/api/account/me', {
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      return (await answer.json()) as { language: string | null };
    });
    expect(me.language).toBe('es');
    await context.close();

    // Another browser, in English: signing in takes him to his account in Spanish.
    const other = await openPage(desktop);
    await other.page.goto('/account/login');
    await waitForPage(other.page);
    await other.page.getByLabel('Email').fill('ddu@demo.local');
    await other.page.getByLabel(/^Password/).fill(demoPassword);
    await other.page.getByRole('button', { name: 'Login' }).click();
    await other.page.waitForURL('**/es/account-summary');
    expect(await pageLanguage(other.page)).toEqual({ lang: 'es', dir: 'ltr' });
    await other.context.close();
  });

  test.each([
    ['ja', desktop],
    ['ja', mobile],
    ['ar', desktop],
    ['ar', mobile],
  ] as const)('the %s home and search pages at %o, for a person to look at', async (language, viewport) => {
    const { context, page } = await openPage(viewport);
    for (const path of ['', '/search']) {
      await page.goto(`/${language}${path}`);
      await waitForPage(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      // The script's fonts drawn (a machine without Japanese fonts of its own takes the page's).
      await page.waitForFunction(() => {
        const fonts = document.querySelector<HTMLLinkElement>('link[href*="/assets/fonts-"]');
        return fonts === null || fonts.sheet !== null;
      });
      await page.evaluate(async () => {
        await new Promise(requestAnimationFrame);
        await document.fonts.ready;
      });
      await page.screenshot({
        path: shotPath(`languages-${language}${path.replace('/', '-') || '-home'}-${viewport.width}.png`),
        fullPage: true,
      });
    }
    await context.close();
  });
});
