// Lingui (ADR 0018): the messages of the code, extracted into one PO catalogue per language and
// area (`npm run i18n:extract -w apps/web`), compiled by the Vite plugin when a page imports one.
// English is the source: the spec's texts, as written in the code.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The folders (under src/) of the `public` catalogue: every layout's frame and the visitors' pages. */
export const PUBLIC_AREA = [
  'app',
  'components',
  'config',
  'lib',
  'features/accounts',
  'features/compare',
  'features/content',
  'features/enquiries/components',
  'features/geo',
  'features/home',
  'features/stock-search',
];

/** The members' pages (the `member` catalogue, brought with the members' layout). */
export const MEMBER_AREA = [
  'features/announcements',
  'features/documents',
  'features/forex',
  'features/invoices',
  'features/notifications',
  'features/offers',
  'features/payments',
  'features/purchases',
  'features/saved-searches',
  'features/shipping',
  'features/sign-in-security',
  'features/watchlist',
];

/** The back office (the `admin` catalogue, brought with its layout): its own features and pages. */
export const ADMIN_AREA = [
  'features/activity',
  'features/customers',
  'features/dashboard',
  'features/enquiries',
  'features/mail',
  'features/staff',
  'features/stock',
];

/** The back office's route table, layout and record words: in shared folders, drawn only there. */
const BACK_OFFICE_FRAME = [
  '<rootDir>/src/app/admin-routes.ts',
  '<rootDir>/src/app/layouts/admin-layout.tsx',
  '<rootDir>/src/lib/record-words.ts',
];

/**
 * The words of every record's states, shared by the members' pages and the back office: in a shared
 * folder, collected into `member`, which the back office loads too.
 */
const MEMBER_WORDS = ['<rootDir>/src/lib/state-words.ts'];

/**
 * What the API writes to a person (e-mails, invoices, the messages of its answers): the `server`
 * catalogue, read by the API at run time (apps/api/src/lib/i18n.ts). Its code marks messages with
 * Lingui's runtime `msg` (no build step there), which the extractor reads as the macro.
 */
const SERVER_AREA = ['<rootDir>/../api/src'];

/**
 * The domain's messages (field messages of the shared schemas, refusals of the state machines): the
 * web says them before a form is sent (`public`; the back office's forms' in `admin`), the API in its
 * answers (`server`). Each is marked
 * with `/*i18n*\/`, its English text its id (packages/domain/src/message-text.ts).
 */
const DOMAIN_AREA = '<rootDir>/../../packages/domain/src';

/** The domain's files whose messages only the back office says (its forms): in `admin`, not `public`. */
const BACK_OFFICE_DOMAIN = [
  'contracts/announcements.ts',
  'contracts/back-office.ts',
  'contracts/customers-admin.ts',
  'contracts/enquiries-admin.ts',
  'contracts/forex.ts',
  'contracts/shipping.ts',
  'contracts/stock-admin.ts',
  'contracts/vehicle-photos.ts',
  'machines/mail.ts',
  'stock-csv.ts',
].map((file) => `${DOMAIN_AREA}/${file}`);

/** A file of a members' feature that only the back office draws (its name says so). */
const ADMIN_FILES = '**/*admin*';

const localesDir = '<rootDir>/src/locales';

export default defineConfig({
  sourceLocale: 'en',
  // The languages of packages/domain/src/languages.ts (the catalogue test checks they agree).
  locales: ['en', 'ja', 'ru', 'es', 'fr', 'ar'],
  fallbackLocales: { default: 'en' },
  // Only the area a page draws is downloaded (lib/i18n.ts). Every file with a message is in a
  // catalogue (src/locales/catalogues.test.ts).
  catalogs: [
    {
      path: `${localesDir}/{locale}/public`,
      include: [...PUBLIC_AREA.map((folder) => `<rootDir>/src/${folder}`), DOMAIN_AREA],
      exclude: ['**/*.test.*', ...BACK_OFFICE_FRAME, ...MEMBER_WORDS, ...BACK_OFFICE_DOMAIN],
    },
    {
      path: `${localesDir}/{locale}/member`,
      include: [...MEMBER_AREA.map((folder) => `<rootDir>/src/${folder}`), ...MEMBER_WORDS],
      exclude: ['**/*.test.*', ADMIN_FILES],
    },
    {
      path: `${localesDir}/{locale}/admin`,
      include: [
        ...ADMIN_AREA.map((folder) => `<rootDir>/src/${folder}`),
        ...MEMBER_AREA.map((folder) => `<rootDir>/src/${folder}/${ADMIN_FILES}`),
        ...BACK_OFFICE_FRAME,
        ...BACK_OFFICE_DOMAIN,
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/../api/src/locales/{locale}/server',
      include: [...SERVER_AREA, DOMAIN_AREA],
      exclude: ['**/*.test.*', '**/locales/**'],
    },
  ],
  experimental: { runtimeMacro: true },
  format: formatter({ lineNumbers: false }),
});
