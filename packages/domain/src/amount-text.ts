// Amounts in a reader's language, for the web's pages and the API's e-mails and PDFs alike:
// '1,234.00' in English, '1 234,00' in Russian, '1.234,00' in Spanish. An amount is given as its
// decimal string, which Intl writes exactly (no rounding through a float for a long amount). English
// is written without Intl, as the domain's money rules write it: a storefront page shows figures at
// once, and the first use of Intl loads the browser's locale data.
import { INTL_LOCALES, isLanguage } from './language-list.ts';
import { groupThousands, roundWrittenDecimal } from './written-decimal.ts';

const numberFormatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, places: number): Intl.NumberFormat {
  const key = `${locale}|${places}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      useGrouping: true,
      // '-0.00' is never an amount anyone wants to read.
      signDisplay: 'negative',
    });
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount (a decimal string: '1234.5', '-8464') with thousands separators and `places` decimals,
 * rounded half-up, in `language` (any other text: English).
 */
export function formatLocalAmount(language: string, amount: string, places = 2): string {
  const english = !isLanguage(language) || language === 'en';
  if (english) {
    const rounded = roundWrittenDecimal(amount, places);
    if (rounded !== null) return groupThousands(rounded);
  }
  const locale = isLanguage(language) ? INTL_LOCALES[language] : INTL_LOCALES.en;
  return numberFormat(locale, places).format(amount as Intl.StringNumericLiteral);
}

/** An amount with its currency's code before it, as every page writes money: 'NZD 1,234.00'. */
export function formatLocalMoney(language: string, currency: string, amount: string, places = 2): string {
  return `${currency.trim().toUpperCase()} ${formatLocalAmount(language, amount, places)}`;
}

/** Money as the API writes it for every reader: a code and an English amount ('NZD 12,345'). */
const ENGLISH_MONEY = /^([A-Z]{3}) (-?\d{1,3}(?:,\d{3})*)(?:\.(\d+))?$/;

/**
 * A price written as English text ('NZD 12,345', 'NZD 10,178.00') in `language`, with the decimals
 * it has; English, and a text that is not such a price, stay as they came.
 */
export function localMoneyText(language: string, text: string): string {
  const match = language === 'en' ? null : ENGLISH_MONEY.exec(text);
  if (!match) return text;
  const [, currency = '', whole = '', fraction = ''] = match;
  const amount = fraction ? `${whole.replaceAll(',', '')}.${fraction}` : whole.replaceAll(',', '');
  return formatLocalMoney(language, currency, amount, fraction.length);
}
