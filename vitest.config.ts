import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'demo/**/*.test.ts'],
          // Makes the migrated databases every file's databases start from (PGlite's and PostgreSQL's).
          globalSetup: [fileURLToPath(new URL('./apps/api/test/global-setup.ts', import.meta.url))],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each API test file gets its own database; PGlite is single-threaded WASM, so keep the
          // worker count modest on these 2-core machines.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      'apps/web/vitest.config.ts',
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
