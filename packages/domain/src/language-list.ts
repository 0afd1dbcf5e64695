// The languages the site speaks, each named in its own language for the switcher, and where each
// page is in each of them: English at the page's own path, the others under /<language> (/ja/search).
// No zod here: the web's first load reads this module (ADR 0010).

export const LANGUAGES = ['en', 'ja', 'ru', 'es', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The language a browser last chose with the switcher (or a member's saved choice, set at sign-in):
 * an address without a language is sent on to that language's.
 */
export const LANGUAGE_COOKIE = 'ibc_language';

/** Each language in its own name. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ja: '日本語',
  ru: 'Русский',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
};

/**
 * The locale Intl writes dates and numbers with in each language. British English (day, month, year);
 * Arabic with Latin digits, as the amounts and chassis codes beside them are written.
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  ja: 'ja-JP',
  ru: 'ru-RU',
  es: 'es',
  fr: 'fr-FR',
  ar: 'ar-u-nu-latn',
};

/** The direction a page in `language` is written in. */
export function languageDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The languages with a prefix of their own in a page's address: all but English. */
const PREFIXED = /^\/(ja|ru|es|fr|ar)(?=[/?#]|$)/;

/**
 * A request URL's language and the URL without it: '/ja/search?make=Nissan' is Japanese at
 * '/search?make=Nissan'; '/ja' is the Japanese home page; an address without a language is English.
 */
export function splitLanguage(url: string): { language: Language; rest: string } {
  const match = PREFIXED.exec(url);
  if (!match) return { language: DEFAULT_LANGUAGE, rest: url };
  const rest = url.slice(match[0].length);
  return { language: match[1] as Language, rest: rest.startsWith('/') ? rest : `/${rest}` };
}

/** A page's address in a language: '/search' in Japanese is '/ja/search', the home page '/ja'. */
export function localizedUrl(language: Language, url: string): string {
  if (language === DEFAULT_LANGUAGE) return url;
  return url === '/'
    ? `/${language}`
    : url.startsWith('/?')
      ? `/${language}${url.slice(1)}`
      : `/${language}${url}`;
}

/** Where the router of a page in `language` is mounted (React Router's basename). */
export function languageBasename(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : `/${language}`;
}
