// What the API writes to a person, in his language: e-mails, invoices and the messages of its
// answers. Messages are marked with Lingui's runtime `msg` (this package runs without a build step),
// extracted with the web's into one set of catalogues (apps/web/lingui.config.ts: the `server`
// catalogue, src/locales/<language>/server.po) and read here once per language, on first use. A
// file marks its messages with `msg` imported from '@lingui/core/runtime-macro' itself: that import
// is what the extractor looks for.
import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  DEFAULT_LANGUAGE,
  formatCalendarDate,
  formatLocalAmount,
  formatLocalMoney,
  INTL_LOCALES,
  isLanguage,
  localMoneyText,
  messageTranslator,
  readCalendarDate,
  type Language,
} from '@ibc/domain';

export type { MessageDescriptor };

/** The sales team's e-mails (to the team's address, not a person with a chosen language). */
export const SALES_LANGUAGE: Language = DEFAULT_LANGUAGE;

const po = formatter({ lineNumbers: false });
const loaded = new Map<Language, Promise<Translator>>();

/** Everything a message in one language needs: its words, and its dates and numbers by locale. */
export interface Translator {
  language: Language;
  /** The message in this language, its placeholders filled. */
  t: (descriptor: MessageDescriptor) => string;
  /** A calendar date ('2026-11-30') as this language writes it: 30 Nov 2026, 2026年11月30日. */
  day: (isoDate: string) => string;
  /**
   * A message given as its English text (the domain's and the answers' messages, whose text is their
   * id: @ibc/domain message-text.ts) in this language; a text the catalogue does not hold stays as it is.
   */
  text: (english: string) => string;
  /** An amount (a decimal string) as this language writes figures: '1,234.50', '1 234,50'. */
  amount: (value: string, places?: number) => string;
  /** Money with its currency's code: 'NZD 1,234.50', 'NZD 1 234,50'. */
  money: (currency: string, amount: string, places?: number) => string;
  /** A price the API wrote as English text ('NZD 12,345') in this language; other text as it is. */
  moneyText: (text: string) => string;
  /** A whole number (a mileage): '12,345', '12 345'. */
  whole: (value: number) => string;
}

async function load(language: Language): Promise<Translator> {
  const file = new URL(`../locales/${language}/server.po`, import.meta.url);
  const catalogue = await po.parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: DEFAULT_LANGUAGE,
    filename: file.pathname,
  });
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(catalogue ?? {})) {
    const words = entry.translation || entry.message;
    if (words) messages[id] = words;
  }
  const i18n: I18n = setupI18n();
  // Compiled on first use: in production Lingui leaves it to a build step this package has not.
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale: language, messages });
  const dates = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (isoDate: string) =>
    language === DEFAULT_LANGUAGE
      ? formatCalendarDate(isoDate)
      : dates.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
  const text = messageTranslator({
    ids: () => Object.keys(messages),
    has: (id) => Object.hasOwn(messages, id),
    translate: (id, values) => i18n._(id, values),
    value: (written) => {
      const date = readCalendarDate(written);
      return date ? day(date) : localMoneyText(language, written);
    },
  });
  return {
    language,
    t: (descriptor) => i18n._(descriptor),
    text: language === DEFAULT_LANGUAGE ? (english) => english : text,
    amount: (value, places = 2) => formatLocalAmount(language, value, places),
    money: (currency, amount, places = 2) => formatLocalMoney(language, currency, amount, places),
    moneyText: (value) => localMoneyText(language, value),
    whole: (value) => formatLocalAmount(language, String(value), 0),
    // English keeps the domain's writing of a date, the one the site shows.
    day,
  };
}

/** The translator of a language (an unknown or missing one is English, the spec's). */
export function translator(language: string | null | undefined): Promise<Translator> {
  const chosen = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let pending = loaded.get(chosen);
  if (!pending) {
    pending = load(chosen);
    loaded.set(chosen, pending);
  }
  return pending;
}
