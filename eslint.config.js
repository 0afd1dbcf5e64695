// One lint config for the whole workspace, with type-aware rules (style guide, habit 10). It also
// enforces the architecture (docs/architecture.md): a web feature never imports another feature,
// an API module imports only its own files and the declared shared services, the domain package
// depends on nothing but its own dependencies, and no import cycle anywhere.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import betterTailwind from 'eslint-plugin-better-tailwindcss';
import { getDefaultSelectors } from 'eslint-plugin-better-tailwindcss/defaults';
import { apiTestsWithModuleMocks, webTestsWithModuleMocks } from './scripts/tests-with-module-mocks.mjs';

const folders = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Physical left/right utilities, each with its logical twin: the layout mirrors itself for a language
 * written right to left (dir="rtl"). Top and bottom stay as they are (no language here writes
 * vertically).
 */
const logicalTwins = [
  ['(-?)ml-(.+)', '$2ms-$3'],
  ['(-?)mr-(.+)', '$2me-$3'],
  ['pl-(.+)', 'ps-$2'],
  ['pr-(.+)', 'pe-$2'],
  ['(-?)left-(.+)', '$2inset-s-$3'],
  ['(-?)right-(.+)', '$2inset-e-$3'],
  ['text-left', 'text-start'],
  ['text-right', 'text-end'],
  ['border-l(-.+)?', 'border-s$2'],
  ['border-r(-.+)?', 'border-e$2'],
  ['rounded-l(-.+)?', 'rounded-s$2'],
  ['rounded-r(-.+)?', 'rounded-e$2'],
  ['rounded-tl(-.+)?', 'rounded-ss$2'],
  ['rounded-tr(-.+)?', 'rounded-se$2'],
  ['rounded-bl(-.+)?', 'rounded-es$2'],
  ['rounded-br(-.+)?', 'rounded-ee$2'],
  ['float-left', 'float-start'],
  ['float-right', 'float-end'],
].map(([physical, logical]) => ({
  pattern: `^(.*:)?${physical}$`,
  fix: `$1${logical}`,
  message: `A physical direction: use $1${logical}, which mirrors for a language written right to left.`,
}));

// An assertion says what it expects: toBeInTheDocument(), toBe(true), toMatch(…), not "anything
// truthy", which also passes on a wrong value.
const vagueAssertion = {
  selector: 'CallExpression[callee.property.name=/^toBe(Truthy|Falsy)$/]',
  message: 'Say what is expected (toBeInTheDocument, toBe(true), toMatch, toBeNull…).',
};

/** API modules every other module may use (declared in docs/architecture.md). */
const sharedApiModules = ['mail', 'pricing', 'notification-addresses'];

const boundaryZones = [
  // Web: a feature is composed by the app layer (apps/web/src/app), never by another feature.
  ...folders('./apps/web/src/features').map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in apps/web/src/app (props or slots).',
  })),
  {
    target: ['./apps/web/src/features', './apps/web/src/lib', './apps/web/src/components'],
    from: './apps/web/src/app',
    message: 'Only the app layer imports the app layer.',
  },
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: './apps/web/src/features',
    message: 'Shared code (lib, components) never depends on a feature.',
  },
  // API: modules talk through the shared services only; the app (modules/index.ts, app.ts) composes.
  ...folders('./apps/api/src/modules').map((module) => ({
    target: `./apps/api/src/modules/${module}`,
    from: './apps/api/src/modules',
    except: [...new Set([module, ...sharedApiModules])].map((allowed) => `./${allowed}`),
    message: `An API module imports only itself and the shared services (${sharedApiModules.join(', ')}).`,
  })),
  // API: shared server code never depends on a module, and a module never on a plugin (only app.ts
  // registers plugins; the member and the guards a handler calls are in lib/auth-context.ts).
  {
    target: ['./apps/api/src/lib', './apps/api/src/plugins', './apps/api/src/db', './apps/api/src/config'],
    from: './apps/api/src/modules',
    message:
      'Shared server code (lib, plugins, db, config) never imports a module: app.ts and modules/services.ts compose.',
  },
  {
    target: './apps/api/src/modules',
    from: './apps/api/src/plugins',
    message:
      'A module never imports a plugin: Member, requireMember and staffActor are in lib/auth-context.ts.',
  },
  {
    target: './packages/domain',
    from: ['./apps'],
    message: 'The domain package is pure: it never imports an app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'apps/api/drizzle/**',
      '**/scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          // The web's `@/` alias, as Vite declares it. The tsconfig `paths` alone do not reach the
          // resolver: it always follows project references, and unrs-resolver then drops the
          // `paths` of a project whose referenced project extends the same base config (apps/web →
          // packages/domain). An unresolved import is invisible to the zones, so a feature could
          // import another feature through `@/` and pass (scripts/lint-boundaries.test.ts).
          alias: { '@': [fileURLToPath(new URL('./apps/web/src', import.meta.url))] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins and route handlers are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: ['./packages/domain'] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(node:)?(fs|net|http|https|http2|dgram|dns|tls|child_process|worker_threads|cluster)(/|$)',
              message: 'The domain does no I/O.',
            },
            {
              regex:
                '^(pg|postgres|drizzle-orm|fastify|@fastify/.+|fastify-.+|@electric-sql/pglite|nodemailer)(/|$)',
              message: 'The domain does no I/O: databases, HTTP servers and mail belong to apps/api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Class strings: no two utilities of one property on an element (the stylesheet's order, not the
    // attribute's, would decide), and logical directions only.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'better-tailwindcss': betterTailwind },
    settings: {
      'better-tailwindcss': {
        entryPoint: 'apps/web/src/index.css',
        selectors: [
          ...getDefaultSelectors(),
          {
            kind: 'variable',
            name: '^(?:\\w*[cC]lass(?:es)?|STACKED|card|action)$',
            match: [{ type: 'strings' }],
          },
          { kind: 'callee', name: '^(?:buttonClasses|actionsColumn)$', match: [{ type: 'strings' }] },
          // A table's column definitions carry the classes of their cells and header.
          {
            kind: 'variable',
            name: '^\\w*[cC]olumns$',
            match: [{ type: 'objectValues', path: '^\\[\\d+\\]\\.(?:className|headerClassName)$' }],
          },
        ],
      },
    },
    rules: {
      'better-tailwindcss/no-conflicting-classes': 'error',
      'better-tailwindcss/no-restricted-classes': ['error', { restrict: logicalTwins }],
    },
  },
  {
    // The server draws pages in several languages at once, each render with its own Lingui instance
    // (entry-server.tsx): a message is read through the render's instance (useLingui), never the
    // global one, which is the browser's alone (lib/i18n.ts and the modules that run in the browser only).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/i18n.ts',
      'apps/web/src/lib/language-choice.ts',
      'apps/web/src/main.tsx',
      'apps/web/src/app/providers.tsx',
      '**/*.test.*',
      'apps/web/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lingui/core',
              importNames: ['i18n'],
              message: "Read messages with useLingui(): the render's own instance.",
            },
            {
              name: '@lingui/core/macro',
              importNames: ['t'],
              message: "t of the global instance: use useLingui()'s t, or msg and i18n._.",
            },
            {
              name: '@/lib/i18n',
              importNames: ['i18n'],
              message: "Read messages with useLingui(): the render's own instance.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/bench/**', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': ['error', vagueAssertion],
    },
  },
  {
    // The API's and the web's test files share one load of their modules per worker
    // (vitest.config.ts): a module replaced by vi.mock would stay replaced for the files after it.
    // Such a file runs isolated.
    files: ['apps/api/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    ignores: [
      ...apiTestsWithModuleMocks.map((file) => `apps/api/${file}`),
      ...webTestsWithModuleMocks.map((file) => `apps/web/${file}`),
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        vagueAssertion,
        {
          selector: 'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock)$/]',
          message: 'List the file in scripts/tests-with-module-mocks.mjs, to run it isolated.',
        },
      ],
    },
  },
  {
    // Product code narrows instead of asserting: a `!` that turns out wrong fails far from its cause.
    // Where a value truly cannot be missing, the line above says why.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/e2e/**', '**/bench/**', '**/demo/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Scripts and tool configs are linted too, without type information (they sit outside the
    // TypeScript projects).
    files: ['scripts/**', '**/*.config.*', 'eslint.config.js', 'apps/api/src/**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
