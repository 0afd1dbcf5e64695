// Before the API's test files: the migrated databases each file's databases start from
// (createTestDatabase), PGlite's and, with TEST_DATABASE_URL, PostgreSQL's; removed after the run.
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate, makePostgresTemplate } from './helpers/database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite's archive of a migrated database (helpers/database-templates.ts). */
    pgliteTemplate: string;
    /** The name of a migrated PostgreSQL database beside TEST_DATABASE_URL's, or '' without one. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.all([
    makePgliteTemplate(),
    adminUrl ? makePostgresTemplate(adminUrl) : undefined,
  ]);
  project.provide('pgliteTemplate', pglite.archive ?? '');
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    await Promise.all([pglite.dispose(), postgres?.dispose()]);
  };
}
