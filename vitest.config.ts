import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';
import { apiTestsWithModuleMocks, webTestsWithModuleMocks } from './scripts/tests-with-module-mocks.mjs';

const apiTests = ['src/**/*.test.ts', 'test/**/*.test.ts', 'demo/**/*.test.ts'];
const api = {
  root: './apps/api',
  // Makes the migrated databases every file's databases start from (PGlite's and PostgreSQL's).
  globalSetup: [fileURLToPath(new URL('./apps/api/test/global-setup.ts', import.meta.url))],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Each API test file gets its own database; PGlite is single-threaded WASM, so keep the worker
  // count modest on these 2-core machines.
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
};

// One vitest run covers the three workspaces; browser journeys (apps/web/e2e) run separately
// against the built app (`npm run test:e2e`, or step 3 of scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts'],
          // Property tests run thousands of cases; coverage on a busy machine slows them down.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: apiTests,
          exclude: [...configDefaults.exclude, ...apiTestsWithModuleMocks],
          // The API's modules are loaded once per worker, not once per file (importing them again took
          // some four in ten of the suite's time): each file still builds its own app and database,
          // and no module keeps what one app or database must not see of another's.
          isolate: false,
        },
      },
      { test: { ...api, name: 'api-isolated', include: apiTestsWithModuleMocks } },
      {
        ...web,
        test: {
          ...web.test,
          root: './apps/web',
          exclude: [...configDefaults.exclude, ...webTestsWithModuleMocks],
          // One jsdom and one load of the app's modules per worker, not per file: the setup file
          // empties the page and puts English back after each file.
          isolate: false,
        },
      },
      {
        ...web,
        test: { ...web.test, root: './apps/web', name: 'web-isolated', include: webTestsWithModuleMocks },
      },
      {
        test: {
          // The architecture's lint gates (scripts/lint-boundaries.test.ts): one ESLint run.
          name: 'lint',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 300_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 100, lines: 100, functions: 100, statements: 100 },
    },
  },
});
