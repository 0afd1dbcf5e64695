import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageDirection,
  languageUpdateSchema,
  negotiateLanguage,
} from './languages.ts';

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
