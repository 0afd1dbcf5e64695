import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreloads } from './build/page-preloads';

// The API dev server (apps/api) listens on 3001; the web dev server proxies to it so the app always
// calls same-origin '/api' and '/media' paths (spec §7: anti-forgery header on relative URLs only).
const apiTarget = 'http://localhost:3001';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/media': { target: apiTarget, changeOrigin: false },
};

/**
 * `vite build --ssr` (SSR_BUILD below): the server's renderer of visitors' pages (src/entry-server.tsx),
 * one self-contained bundle in dist/.vite/server/ that the API imports. Nothing under
 * dist/.vite is served.
 */
export const SERVER_RENDERER_DIR = 'dist/.vite/server';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The Lingui macros compiled natively (no Babel), and PO catalogues compiled when imported.
    lingui({
      macroTransform: true,
      configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
    }),
    tailwindcss(),
    // The page preloads are the browser build's (the server's bundle has chunks of its own).
    ...(isSsrBuild ? [] : [pagePreloads(fileURLToPath(new URL('./src', import.meta.url)))]),
  ],
  // The server's bundle carries its own React and router (it runs from a copy of dist, away from
  // node_modules), built for production whatever NODE_ENV the API runs with.
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' as const },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Zod without eval, so the app runs under a CSP without 'unsafe-eval' (src/lib/zod.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
    ],
  },
  // @ibc/domain is a workspace package shipped as TypeScript source: it is symlinked outside
  // node_modules, so Vite transforms it like app code; keep it out of dependency pre-bundling.
  optimizeDeps: { exclude: ['@ibc/domain'] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: isSsrBuild ? SERVER_RENDERER_DIR : 'dist',
    // The browser build must not empty dist/.vite/server, nor the server build dist.
    emptyOutDir: !isSsrBuild,
    sourcemap: !isSsrBuild,
    target: 'es2022',
    manifest: !isSsrBuild,
    rolldownOptions: {
      // The app (index.html → src/main.tsx), and the script that starts it on a page the server
      // rendered (src/boot.ts, named by the server: build/page-preloads.ts).
      // Each script's fonts, a stylesheet of their own named by the pages in that language (page-preloads).
      ...(!isSsrBuild && {
        input: {
          index: 'index.html',
          boot: 'src/boot.ts',
          'fonts-ja': 'src/fonts/ja.css',
          'fonts-ar': 'src/fonts/ar.css',
        },
      }),
      // @ibc/domain holds pure rules (style guide: "pure business rules"), so a page that imports one
      // rule must not pull in the calendars and holiday tables of the others. Equivalent to
      // "sideEffects": false in packages/domain/package.json, which would make this rule redundant.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
      // No chunk over 100 KB gzipped (npm run bundle-budget -w apps/web). React DOM and the
      // router get chunks of their own instead of one large entry; the yen chart's recharts and its
      // d3/redux helpers are two chunks, both loaded only by the chart.
      output: {
        codeSplitting: {
          // A group takes only the modules it names, not their dependencies (react stays shared).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // The domain's small display rules that every storefront page reads (tabs, statuses,
            // written figures): one chunk, not a handful of few-hundred-byte ones.
            {
              name: 'domain-words',
              test: /[\\/]packages[\\/]domain[\\/]src[\\/](stock-tabs|written-decimal|price-text|vehicle-display|record-id|account-messages|machines[\\/](vehicle|account)-status)\.ts$/,
            },
            { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            // Class-name joining, used by nearly every component: one chunk, not two small ones.
            { name: 'cn', test: /([\\/]node_modules[\\/]clsx[\\/]|[\\/]src[\\/]lib[\\/]cn\.ts$)/ },
            { name: 'recharts', test: /[\\/]node_modules[\\/]recharts[\\/]/ },
            // The announcement editor (staff only): ProseMirror and Tiptap, two chunks under the budget.
            {
              name: 'prosemirror',
              test: /[\\/]node_modules[\\/](prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/,
            },
            { name: 'tiptap', test: /[\\/]node_modules[\\/]@tiptap[\\/]/ },
            {
              name: 'radix',
              test: /[\\/]node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/,
            },
            // React's store shim (CommonJS), shared by @lingui/react on every page and react-redux in the
            // charts: a chunk of its own, so neither pulls the other's chunk into its load.
            { name: 'store-shim', test: /[\\/]node_modules[\\/]use-sync-external-store[\\/]/ },
            {
              name: 'chart-helpers',
              test: /[\\/]node_modules[\\/](d3-[^\\/]+|victory-vendor|es-toolkit|decimal\.js-light|@reduxjs|redux|react-redux|reselect|immer|eventemitter3|internmap|redux-thunk|react-is)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
