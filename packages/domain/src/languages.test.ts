import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageDirection,
  languageUpdateSchema,
  localizedUrl,
  negotiateLanguage,
  splitLanguage,
} from './languages.ts';
import { isOwnSitePath, isSitePath, sitePathOf } from './site-paths.ts';

describe('the reader’s language', () => {
  it('lists six languages, each in its own name, Arabic right to left', () => {
    expect(LANGUAGES.map((l) => LANGUAGE_NAMES[l])).toEqual([
      'English',
      '日本語',
      'Русский',
      'Español',
      'Français',
      'العربية',
    ]);
    expect(LANGUAGES.filter((l) => languageDirection(l) === 'rtl')).toEqual(['ar']);
  });

  it('reads a browser’s Accept-Language by weight, then by order', () => {
    expect(acceptedLanguages('ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['ja', 'en']);
    expect(acceptedLanguages('de-DE, fr;q=0.5, ru;q=0.8')).toEqual(['ru', 'fr']);
    expect(acceptedLanguages('es;q=0.5, ar;q=0.5')).toEqual(['es', 'ar']);
    expect(acceptedLanguages('fr;q=0, *;q=0.1')).toEqual([]);
    expect(acceptedLanguages('fr;q=abc, ru;level=1')).toEqual(['ru']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('takes the saved choice first, then the browser’s, then English', () => {
    expect(negotiateLanguage('ar', 'ja')).toBe('ar');
    expect(negotiateLanguage(null, 'de, ja;q=0.3')).toBe('ja');
    expect(negotiateLanguage('klingon', 'de')).toBe('en');
    expect(negotiateLanguage(undefined, undefined)).toBe('en');
  });

  it('saves only a language the site speaks', () => {
    expect(languageUpdateSchema.safeParse({ language: 'ru' }).success).toBe(true);
    const refused = languageUpdateSchema.safeParse({ language: 'de' });
    expect(refused.error?.issues[0]?.message).toBe('Please choose one of the languages listed.');
  });
});

describe('a language in the address', () => {
  it('reads the language before the path, and English where there is none', () => {
    expect(splitLanguage('/ja/search?make=Nissan')).toEqual({ language: 'ja', rest: '/search?make=Nissan' });
    expect(splitLanguage('/ar')).toEqual({ language: 'ar', rest: '/' });
    expect(splitLanguage('/fr?x=1')).toEqual({ language: 'fr', rest: '/?x=1' });
    expect(splitLanguage('/search')).toEqual({ language: 'en', rest: '/search' });
    // A path that merely starts with a language's letters is English.
    expect(splitLanguage('/japan-trip')).toEqual({ language: 'en', rest: '/japan-trip' });
    expect(splitLanguage('/en/search')).toEqual({ language: 'en', rest: '/en/search' });
  });

  it("writes a page's address in each language", () => {
    expect(localizedUrl('ja', '/search?make=Nissan')).toBe('/ja/search?make=Nissan');
    expect(localizedUrl('ru', '/')).toBe('/ru');
    expect(localizedUrl('es', '/?tab=new')).toBe('/es?tab=new');
    expect(localizedUrl('en', '/search')).toBe('/search');
    for (const language of LANGUAGES) {
      expect(splitLanguage(localizedUrl(language, '/about/faq'))).toEqual({ language, rest: '/about/faq' });
    }
  });

  it('reads the page of an address in any language', () => {
    expect(sitePathOf('/ja/search?x=1')).toBe('/search');
    expect(sitePathOf('/ar/')).toBe('/');
    expect(isSitePath('/ru/about/contact-us')).toBe(true);
    expect(isSitePath('/de/search')).toBe(false);
    expect(isOwnSitePath('/ja/about/contact us')).toBe(false);
  });
});
