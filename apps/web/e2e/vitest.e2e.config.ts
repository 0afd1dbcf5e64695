import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// Browser journeys against the BUILT app served by the real API (run `npm run build -w apps/web`
// first). One file at a time: each starts its own server and browser.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // Journeys read the menus' route table from the app's source (one list, not a copy).
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  // ...whose labels are Lingui's messages.
  plugins: [
    lingui({
      macroTransform: true,
      configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
    }),
  ],
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    // Makes the migrated database every file's server starts from, and the build's snapshot it serves.
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The API's modules (every file's server runs in this worker) and the support files are loaded
    // once for the run, not once per file: each file still starts its own server on its own
    // database copy, and the test files themselves are loaded afresh.
    isolate: false,
    // Browser journeys on a loaded 2-core machine can meet timing they never meet on a quiet one; one
    // retry keeps CI honest about real failures without flaking on scheduling.
    retry: 1,
    // expect.poll waits for a condition (the page settling after a scroll, a panel measuring itself);
    // its 1 s default is a timed assertion on a busy machine. The test's own timeout bounds it.
    expect: { poll: { timeout: 30_000 } },
  },
});
