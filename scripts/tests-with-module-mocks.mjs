// The test files that replace a module with vi.mock, relative to their workspace (apps/api, apps/web).
// The other test files of those workspaces share one load of their modules per worker, where a mocked
// module would stay replaced for every later file: vitest.config.ts runs these files isolated, and
// eslint.config.js refuses vi.mock in any file not listed here. One list, so the two cannot drift apart.
export const apiTestsWithModuleMocks = ['src/modules/auth/auth.routes.test.ts'];
export const webTestsWithModuleMocks = [
  'src/features/accounts/routes/login-page.test.tsx',
  'src/features/sign-in-security/components/two-step-section.test.tsx',
  'src/features/stock/routes/vehicle-pages.test.tsx',
];
