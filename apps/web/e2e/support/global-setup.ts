// Before the journeys: the migrated embedded database each file's server starts from (server.ts
// copies it into the server's DATA_DIR), removed after the run.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding a migrated PGlite database (apps/api/test/helpers/database-templates.ts). */
    pgliteTemplateDir: string;
  }
}

interface TemplateModule {
  makePgliteTemplate: (options: {
    archive: boolean;
  }) => Promise<{ dataDir: string; dispose(): Promise<void> }>;
}

// Imported by computed path: the API is a separate TypeScript project, not part of the web's.
const templateModule = pathToFileURL(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../api/test/helpers/database-templates.ts',
  ),
).href;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { makePgliteTemplate } = (await import(/* @vite-ignore */ templateModule)) as TemplateModule;
  const template = await makePgliteTemplate({ archive: false });
  project.provide('pgliteTemplateDir', template.dataDir);
  return () => template.dispose();
}
