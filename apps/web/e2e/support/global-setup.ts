// Before the journeys: the migrated embedded database each file's server starts from (server.ts
// copies it into the server's DATA_DIR), and the snapshot of the built web app every file's server
// serves; both removed after the run.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding a migrated PGlite database (apps/api/test/helpers/database-templates.ts). */
    pgliteTemplateDir: string;
    /** A copy of the built web app, taken once: a rebuild during the run must not pull assets from under a server. */
    webDist: string;
  }
}

interface TemplateModule {
  makePgliteTemplate: (options: {
    archive: boolean;
  }) => Promise<{ dataDir: string; dispose(): Promise<void> }>;
}

// Imported by computed path: the API is a separate TypeScript project, not part of the web's.
const here = path.dirname(fileURLToPath(import.meta.url));
const templateModule = pathToFileURL(
  path.resolve(here, '../../../api/test/helpers/database-templates.ts'),
).href;
// E2E_WEB_DIST: a build elsewhere (several builds side by side on one machine); default apps/web/dist.
const builtWeb = process.env.E2E_WEB_DIST ?? path.resolve(here, '../../dist');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(builtWeb, 'index.html'))) {
    throw new Error(`The web app is not built (${builtWeb}). Run: npm run build -w apps/web`);
  }
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'ibc-e2e-web-'));
  await cp(builtWeb, webDir, { recursive: true });
  project.provide('webDist', webDir);
  const { makePgliteTemplate } = (await import(/* @vite-ignore */ templateModule)) as TemplateModule;
  const template = await makePgliteTemplate({ archive: false });
  project.provide('pgliteTemplateDir', template.dataDir);
  return async () => {
    await template.dispose();
    await rm(webDir, { recursive: true, force: true });
  };
}
