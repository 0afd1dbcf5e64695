import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where journeys leave the screenshots a person opens and looks at: E2E_SHOTS_DIR, else a folder in
 * the temporary directory, so that a run never writes outside the checkout's machine-neutral places.
 * Playwright creates the folder.
 */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'ibc-e2e-shots');

export const shotPath = (name: string) => join(SHOTS_DIR, name);
