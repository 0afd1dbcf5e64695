import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The Lingui macros (Trans, t, msg) compiled natively, as in the app's build.
  plugins: [
    react(),
    lingui({
      macroTransform: true,
      configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Worker threads start jsdom and the modules faster than child processes (the default).
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: [fileURLToPath(new URL('./src/testing/setup.ts', import.meta.url))],
    sequence: { groupOrder: 2 },
    // Generous: a slow machine (coverage on, 2 cores) slows a test down, never fails it.
    testTimeout: 30_000,
  },
});
