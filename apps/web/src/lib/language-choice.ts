// A reader's choice of language (ADR 0018): the page in that language is another address ('/ja/...'),
// so choosing one is a page load. The choice is kept in a cookie (an address without a language is
// sent on to the chosen one, apps/api/src/app.ts), and in a signed-in user's profile, which his
// e-mails and invoices follow.
import { LANGUAGE_COOKIE, localizedUrl, splitLanguage, type CurrentUser, type Language } from '@ibc/domain';
import { apiFetch } from './api-client';
import { i18n } from './i18n';
import { writeCookie } from './cookies';
import { isSignedIn } from './session';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The address of the page on screen in `language`: the same page, query and fragment. */
export function pageInLanguage(
  language: Language,
  location: { pathname: string; search: string; hash: string },
): string {
  return `${localizedUrl(language, splitLanguage(location.pathname).rest)}${location.search}${location.hash}`;
}

/** Remembers the language in the cookie (every visit's addresses follow it). */
export function rememberLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, YEAR_SECONDS);
}

/**
 * Makes `language` the reader's: remembered, saved in a signed-in user's profile, then the page at
 * `address` (in that language) is loaded. A profile that could not be saved still gets the page:
 * the cookie keeps the choice on this browser, and the next choice saves it.
 */
export async function chooseLanguage(language: Language, address: string): Promise<void> {
  rememberLanguage(language);
  if (isSignedIn()) {
    await apiFetch('/account/language', { method: 'PUT', body: { language } }).catch(() => undefined);
  }
  window.location.assign(address);
}

/**
 * At sign-in: a user who chose a language reads the site in it from now on, on this browser too (true:
 * the page at `destination` in his language is loading). One who never chose keeps the page's, saved
 * as his choice when it is not English, so his e-mails and invoices come in the language he reads.
 */
export async function followsSavedLanguage(user: CurrentUser, destination: string): Promise<boolean> {
  const pageLanguage = i18n.locale;
  if (user.language === null) {
    if (pageLanguage !== 'en') {
      await apiFetch('/account/language', { method: 'PUT', body: { language: pageLanguage } }).catch(
        () => undefined,
      );
    }
    return false;
  }
  rememberLanguage(user.language);
  if (user.language === pageLanguage) return false;
  window.location.assign(localizedUrl(user.language, destination));
  return true;
}
