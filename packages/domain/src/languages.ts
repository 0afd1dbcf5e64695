// The languages the site speaks, and which one a reader gets: the language saved in his profile,
// else the first of his browser's (Accept-Language, RFC 9110 §12.5.4) the site speaks, else
// English, the language of the spec's texts. Names are each language's own, as a switcher lists them.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './language-list.ts';

export * from './language-list.ts';

export const languageSchema = z.enum(LANGUAGES, {
  error: /*i18n*/ 'Please choose one of the languages listed.',
});

/**
 * The languages of an Accept-Language header the site speaks, most wanted first: 'ja-JP' is
 * Japanese, a range of weight 0 is refused, '*' adds nothing (English comes last anyway), and
 * between equal weights the header's order stands.
 */
export function acceptedLanguages(header: string | undefined): Language[] {
  const ranges = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=(.*)$/i.exec(p)?.[1]?.trim()).find((v) => v !== undefined);
      // A weight that is not a qvalue (0 to 1, three decimals at most) drops its range.
      const weight = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q) : 0;
      return { primary: range.trim().toLowerCase().split('-')[0], weight, order };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const found: Language[] = [];
  for (const { primary } of ranges) {
    if (isLanguage(primary) && !found.includes(primary)) found.push(primary);
  }
  return found;
}

/** The reader's language: his saved choice, else his browser's first the site speaks, else English. */
export function negotiateLanguage(
  saved: string | null | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (isLanguage(saved)) return saved;
  return acceptedLanguages(acceptLanguage)[0] ?? DEFAULT_LANGUAGE;
}

/** PUT /api/account/language: the language a signed-in user reads the site, e-mails and invoices in. */
export const languageUpdateSchema = z.strictObject({ language: languageSchema });
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;
