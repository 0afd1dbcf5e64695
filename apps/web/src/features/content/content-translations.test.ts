// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '@ibc/domain';
import { describe, expect, test } from 'vitest';
import { contentPages, type ContentPageEntry, type ContentTitles } from './content-pages';

// Every content page exists in every language, with the same figures: a translation is a whole
// document (pages/<language>/), so nothing else would notice a page left out or a price changed.

const pagesDir = new URL('./pages/', import.meta.url);
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');
/** The English bodies; section-index.tsx is generic (its texts come from the titles). */
const englishFiles = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.tsx') && name !== 'section-index.tsx')
  .sort();
const entries = Object.entries(contentPages) as Array<[keyof typeof contentPages, ContentPageEntry]>;

/** Digits of other scripts (Arabic-Indic, Persian, full-width) as ASCII digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

/**
 * The figures of a text: its digit sequences, grouping separators dropped ('15,000', '15 000',
 * '15.000' are all 15000; a decimal '1.5' is 1 and 5 in every language).
 */
function figuresOf(text: string): Set<string> {
  const grouped = asciiDigits(text).replace(/(\d)[,.'\s\u00A0\u202F\u2009\u066C](?=\d{3}(?!\d))/g, '$1');
  return new Set(grouped.match(/\d+/g) ?? []);
}

/** What a page's source says to the reader: no comments, imports or class names. */
function readerText(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:'"])\/\/.*$/gm, '$1')
    .replace(/^import .*$/gm, ' ')
    .replace(/className=(?:"[^"]*"|\{[^}]*\})/g, ' ');
}

const missingFigures = (english: string, translated: string) => {
  const found = figuresOf(translated);
  return [...figuresOf(english)].filter((figure) => !found.has(figure));
};

async function titlesOf(language: string): Promise<ContentTitles | undefined> {
  if (!existsSync(new URL(`${language}/titles.ts`, pagesDir))) return undefined;
  return ((await import(`./pages/${language}/titles.ts`)) as { titles: ContentTitles }).titles;
}

test('figures are read whatever the grouping and script', () => {
  expect([...figuresOf('¥9,800 or NZ$100, 15 000 units, 12.5% since 1998')]).toEqual([
    '9800',
    '100',
    '15000',
    '12',
    '5',
    '1998',
  ]);
  expect(figuresOf('١٥٬٠٠٠ and ９８００')).toEqual(new Set(['15000', '9800']));
});

test('each registry entry names its own body file', async () => {
  const bodies = import.meta.glob<{ default: unknown }>('./pages/*.tsx');
  for (const [path, entry] of entries) {
    const byName = bodies[`./pages/${entry.file}.tsx`];
    expect(byName, path).toBeDefined();
    expect((await entry.load()).default, path).toBe((await byName!()).default);
  }
});

describe.each(TRANSLATED)('the content pages in %s', (language) => {
  test.each(englishFiles)('%s is translated, with every figure of the English page', (file) => {
    const translation = new URL(`${language}/${file}`, pagesDir);
    expect(existsSync(translation), `pages/${language}/${file} is missing`).toBe(true);
    const english = readerText(readFileSync(new URL(file, pagesDir), 'utf8'));
    const translated = readerText(readFileSync(translation, 'utf8'));
    expect(missingFigures(english, translated), `figures of ${file} missing in ${language}`).toEqual([]);
  });

  test('titles.ts has every page, with a section exactly where English has one, and its figures', async () => {
    const titles = await titlesOf(language);
    expect(titles, `pages/${language}/titles.ts is missing`).toBeDefined();
    expect(Object.keys(titles!).sort()).toEqual(Object.keys(contentPages).sort());
    for (const [path, entry] of entries) {
      const translated = titles![path];
      const keys = ['title', 'description', ...(entry.section === undefined ? [] : ['section'])];
      expect(Object.keys(translated).sort(), path).toEqual(keys.sort());
      for (const key of keys) {
        const text = translated[key as keyof typeof translated];
        expect(text?.trim() ?? '', `${path} ${key}`).not.toBe('');
        const english = entry[key as 'title' | 'description' | 'section'] ?? '';
        expect(missingFigures(english, text ?? ''), `figures of ${path} ${key}`).toEqual([]);
      }
    }
  });
});
