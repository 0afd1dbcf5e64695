// The API's test files that replace a module with vi.mock, relative to apps/api. The API's other test
// files share one load of its modules per worker, where a mocked module would stay replaced for every
// later file: vitest.config.ts runs these files isolated, and eslint.config.js refuses vi.mock in any
// file not listed here. One list, so the two cannot drift apart.
export const apiTestsWithModuleMocks = ['src/modules/auth/auth.routes.test.ts'];
