// The site in the dealer's language (ADR 0018): each language at an address of its own ('/ja/search'),
// chosen with the "Language" switcher, by a browser that asks for it, or by a member's saved choice;
// the public search, the sign-in and the layouts drawn in it, and readable by assistive technology.
import { readFileSync } from 'node:fs';
import { formatCalendarDate, INTL_LOCALES, LANGUAGES, localizedUrl, type Language } from '@ibc/domain';
import type { Page } from 'playwright-core';
import { parsePo } from 'pofile-ts';
import { describe, expect, test } from 'vitest';
import { titles as arabicContent } from '../src/features/content/pages/ar/titles';
import { titles as japaneseContent } from '../src/features/content/pages/ja/titles';
import { seriousAxeViolations } from './support/axe';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { acceptOfferOn } from './support/offers';
import { apiAs, demoPassword } from './support/session';
import { shotPath } from './support/shots';

const { openPage, memberPage } = setupE2e({ seedVehicles: 40 });

const catalogues = new Map<Language, Map<string, string>>();
/** A message as a reader of `language` sees it (the English is the message itself), from any area. */
function inLanguage(language: Language, english: string, context = ''): string {
  if (language === 'en') return english;
  let messages = catalogues.get(language);
  if (!messages) {
    messages = new Map();
    for (const area of ['public', 'member', 'admin']) {
      const file = new URL(`../src/locales/${language}/${area}.po`, import.meta.url);
      for (const item of parsePo(readFileSync(file, 'utf8')).items) {
        messages.set(`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr[0] ?? '');
      }
    }
    catalogues.set(language, messages);
  }
  const translated = messages.get(`${context}\u0004${english}`);
  if (!translated) throw new Error(`"${english}" is not in the ${language} catalogues`);
  return translated;
}

/** A message as the API answers a reader of `language` (its own catalogue, apps/api/src/locales). */
function inServerLanguage(language: Language, english: string): string {
  const file = new URL(`../../api/src/locales/${language}/server.po`, import.meta.url);
  const item = parsePo(readFileSync(file, 'utf8')).items.find((entry) => entry.msgid === english);
  const translated = item?.msgstr[0];
  if (!translated) throw new Error(`"${english}" is not in the ${language} server catalogue`);
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

  test('a content page is drawn whole in the address language: Japanese, and Arabic right to left', async () => {
    const { context, page } = await openPage(desktop);
    // A server page the browser drew differently is a hydration error (React's #418 in a build).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/ja/about/belief');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(japaneseContent['/about/belief'].title);
    expect(await pageLanguage(page)).toEqual({ lang: 'ja', dir: 'ltr' });
    expect(await page.title()).toContain(japaneseContent['/about/belief'].title);
    // A link of the page goes to the next page in the same language, without a page load.
    await page.locator('main a[href="/ja/about/ceo-message"]').first().click();
    await page.waitForURL('**/ja/about/ceo-message');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(japaneseContent['/about/ceo-message'].title);

    await page.goto('/ar/about/belief');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(arabicContent['/about/belief'].title);
    expect(await pageLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(errors.filter((error) => /hydrat|#418|#423|#425/i.test(error))).toEqual([]);
    await context.close();
  });

  test.each(['ja', 'ar'] as const)(
    "the sign-up form says what is wrong in %s: its own checks, then the API's answer",
    async (language) => {
      const { context, page } = await openPage(mobile);
      const words = (english: string) => inLanguage(language, english);
      await page.goto(`/${language}/account/signup`);
      await waitForPage(page);
      const form = page.getByRole('form', { name: words('Sign up') });
      // The shared schema's messages, before anything is sent.
      await form.getByRole('button', { name: words('Create account') }).click();
      await expect.poll(() => form.getByText(words('Please enter your company name.')).count()).toBe(1);
      expect(await form.getByText(words('Please enter at least one e-mail address.')).count()).toBe(1);
      expect(await form.getByText('Please enter', { exact: false }).count()).toBe(0);

      // The API's refusal, answered in the page's language, next to its field.
      await form.getByLabel(words('Company name')).fill('Harbour Motors');
      await form.getByLabel(words('Contact name')).fill('Aroha Ngata');
      await form.getByLabel(words('E-mail addresses')).fill('nz@demo.local');
      await form.getByLabel(words('Country')).selectOption({ label: 'New Zealand' });
      await form.getByLabel(words('Phone')).fill('+64 9 555 0100');
      await form.getByLabel(new RegExp(`^${words('Password')}\\*?$`)).fill('tangerine ferry 1987 glass');
      await form.getByLabel(words('Confirm password')).fill('tangerine ferry 1987 glass');
      await form.getByRole('button', { name: words('Create account') }).click();
      const taken = inServerLanguage(
        language,
        'An account with this e-mail address already exists. Please log in or reset your password.',
      );
      await expect.poll(() => form.getByText(taken).count()).toBeGreaterThan(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({
        path: shotPath(`languages-${language}-signup-errors-375.png`),
        fullPage: true,
      });
      await context.close();
    },
  );

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
  ] as const)(
    'the %s home, search and contact pages at %o, for a person to look at',
    async (language, viewport) => {
      const { context, page } = await openPage(viewport);
      for (const path of ['', '/search', '/about/contact-us']) {
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
          path: shotPath(
            `languages-${language}${path.replaceAll('/', '-') || '-home'}-${viewport.width}.png`,
          ),
          fullPage: true,
        });
      }
      await context.close();
    },
  );

  test.each(LANGUAGES)(
    'in %s: a member sends an offer and finds his deal page; the sales team reads the back office; axe passes',
    async (language) => {
      const dealer = await memberPage('nz@demo.local', desktop);
      const staff = await memberPage('sales@demo.local', desktop);
      const at = (path: string) => localizedUrl(language, path);
      const words = (english: string, context?: string) => inLanguage(language, english, context);

      await dealer.page.goto(at('/search'));
      await waitForPage(dealer.page);
      expect(await pageLanguage(dealer.page)).toEqual({
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
      });
      // The first vehicle with a price to offer on (a price enquiry has no offer price).
      const offerButtons = dealer.page.getByRole('button', { name: words('Offer'), exact: true });
      await offerButtons.first().waitFor();
      const dialog = dealer.page.getByRole('dialog', { name: words('SEND YOUR OFFER') });
      for (let i = 0; ; i++) {
        await offerButtons.nth(i).click();
        await dialog.waitFor();
        if ((await dialog.getByLabel(words('Offer price')).count()) > 0) break;
        await dealer.page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      const chassis = (await dialog
        .getByRole('link', { name: /^[A-Z0-9]+-\d+$/ })
        .first()
        .textContent())!.trim();
      await dialog.getByLabel(words('Offer price')).fill('600');
      await dialog.getByRole('checkbox').check();
      expect(await seriousAxeViolations(dealer.page)).toEqual([]);
      await dialog.getByRole('button', { name: words('Send Offer via Email') }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Accepted by the sales team: his deal page, in his language.
      const { purchaseId } = await acceptOfferOn(staff.page, chassis);
      await dealer.page.goto(at(`/my-account/purchases/${purchaseId}`));
      await dealer.page.getByRole('region', { name: words('The deal') }).waitFor();
      await dealer.page.getByRole('list', { name: words('Shipment timeline') }).waitFor();
      expect(await dealer.page.getByText(chassis).count()).toBeGreaterThan(0);
      // The purchase date written as his language writes a date.
      const { purchasedOn: today } = await apiAs<{ purchasedOn: string }>(
        dealer.page,
        'GET',
        `/purchases/${purchaseId}`,
      );
      const purchasedOn =
        language === 'en'
          ? formatCalendarDate(today)
          : new Intl.DateTimeFormat(INTL_LOCALES[language], {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
              timeZone: 'UTC',
            }).format(new Date(`${today}T00:00:00Z`));
      expect(await dealer.page.getByRole('region', { name: words('The deal') }).textContent()).toContain(
        purchasedOn,
      );
      expect(await seriousAxeViolations(dealer.page)).toEqual([]);

      // The sales team's offers page, in the same language.
      await staff.page.goto(at('/admin/offers?status=accepted'));
      await staff.page.getByRole('heading', { level: 1, name: words('Offers') }).waitFor();
      await staff.page.getByRole('row').filter({ hasText: chassis }).first().waitFor();
      expect(await pageLanguage(staff.page)).toEqual({
        lang: language,
        dir: language === 'ar' ? 'rtl' : 'ltr',
      });
      expect(await seriousAxeViolations(staff.page)).toEqual([]);
      if (language === 'ja' || language === 'ar') {
        for (const [who, page] of [
          ['deal', dealer.page],
          ['offers-admin', staff.page],
        ] as const) {
          await page.screenshot({ path: shotPath(`languages-${language}-${who}-1440.png`), fullPage: true });
        }
      }
      await dealer.context.close();
      await staff.context.close();
    },
  );
});
