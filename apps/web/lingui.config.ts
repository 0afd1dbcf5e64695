// Lingui (ADR 0018): the messages of the code, extracted into one PO catalogue per language and
// area (`npm run i18n:extract -w apps/web`), compiled by the Vite plugin when a page imports one.
// English is the source: the spec's texts, as written in the code.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The folders (under src/) of the `public` catalogue. */
export const PUBLIC_AREA = [
  'app',
  'components',
  'lib',
  'features/accounts',
  'features/compare',
  'features/home',
  'features/stock-search',
];

/** Where the catalogues are; the catalogue test extracts into a copy elsewhere (LINGUI_LOCALES_DIR). */
const localesDir = process.env.LINGUI_LOCALES_DIR ?? '<rootDir>/src/locales';

export default defineConfig({
  sourceLocale: 'en',
  // The languages of packages/domain/src/languages.ts (the catalogue test checks they agree).
  locales: ['en', 'ja', 'ru', 'es', 'fr', 'ar'],
  fallbackLocales: { default: 'en' },
  // Only the area a page draws is downloaded: `public` is the layouts, the shared components and the
  // visitors' pages (home, search, sign-in). Every file with a message is in a catalogue
  // (src/locales/catalogues.test.ts).
  catalogs: [
    {
      path: `${localesDir}/{locale}/public`,
      include: PUBLIC_AREA.map((folder) => `<rootDir>/src/${folder}`),
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
