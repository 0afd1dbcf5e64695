// The served OpenAPI document is what clients generate code from: it must pass Redocly's recommended
// rules (redocly.yaml) with no error and no warning, so a route that breaks it fails here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helpers/test-app.ts';
import { operationIdOf } from './plugins/openapi.ts';

const root = path.resolve(import.meta.dirname, '../../..');
// The CLI bundles its linter (no @redocly/openapi-core to import), so it runs as a child process.
const redoclyCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

interface Operation {
  operationId?: string;
  security?: unknown;
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: Array<{ pointer?: string }>;
}

describe('OpenAPI document', () => {
  let context: TestContext;
  let document: { paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    context = await buildTestApp('pglite');
    const response = await context.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await context?.app.close();
    await context?.database.dispose();
  });

  it("passes Redocly's recommended rules with no problem", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    try {
      const run = spawnSync(
        process.execPath,
        [
          redoclyCli,
          'lint',
          file,
          '--config',
          path.join(root, 'redocly.yaml'),
          '--format=json',
          '--max-problems=1000',
        ],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as { problems?: LintProblem[] };
      const problems = (report.problems ?? []).map(
        (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? '?'})`,
      );
      expect(problems, problems.join('\n')).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says how each operation is authenticated, from the guards its route runs', () => {
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    expect(document.paths['/api/announcements/current']?.get?.security).toEqual([{}, { bearer: [] }]);
    expect(document.paths['/api/admin/purchases/{id}']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('describes a file download by its media type, and its errors as JSON', () => {
    const pdf = document.paths['/api/invoices/{id}/pdf']?.get?.responses;
    expect(Object.keys(pdf?.['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(pdf?.['4XX']?.content ?? {})).toEqual(['application/json']);
  });

  it('names each operation after its method and path', () => {
    expect(operationIdOf('GET', '/api/admin/purchases/:id')).toBe('getAdminPurchasesById');
    expect(operationIdOf('POST', '/api/vehicles/prelog/search/facets/:field')).toBe(
      'postVehiclesPrelogSearchFacetsByField',
    );
    expect(operationIdOf('GET', '/api/admin/activity.csv')).toBe('getAdminActivityCsv');
    expect(document.paths['/api/admin/purchases/{id}']?.get?.operationId).toBe('getAdminPurchasesById');
  });
});
