// The served OpenAPI document is what clients generate code from: it must pass Redocly's recommended
// rules (redocly.yaml) with no error and no warning, so a route that breaks it fails here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, insertReferenceData, resetFixtureCache } from '../test/helpers/fixtures.ts';
import { buildTestApp, type TestContext } from '../test/helpers/test-app.ts';
import { operationIdOf, withoutBackOffice } from './plugins/openapi.ts';

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

interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const backOfficePaths = (doc: Document) => Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'));

describe('OpenAPI document', () => {
  let context: TestContext;
  /** The whole document, as staff get it. */
  let document: Document;
  /** What a visitor gets. */
  let visitorDocument: Document;
  let dealerHeaders: Record<string, string>;

  beforeAll(async () => {
    context = await buildTestApp('pglite');
    resetFixtureCache();
    await insertReferenceData(context.db);
    const { user: staff } = await createMember(context.db, { role: 'staff' });
    const { user: dealer } = await createMember(context.db);
    dealerHeaders = await bearer(context.app, dealer);
    const response = await context.app.inject({
      url: '/api/docs/json',
      headers: await bearer(context.app, staff),
    });
    expect(response.statusCode).toBe(200);
    document = response.json();
    const anonymous = await context.app.inject({ url: '/api/docs/json' });
    expect(anonymous.statusCode).toBe(200);
    visitorDocument = anonymous.json();
  });
  afterAll(async () => {
    await context?.app.close();
    await context?.database.dispose();
  });

  it('describes the back office to staff only: a visitor and a dealer get the rest', async () => {
    expect(backOfficePaths(document).length).toBeGreaterThan(50);
    expect(document.paths['/api/admin/purchases/{id}']?.get).toBeDefined();
    expect(backOfficePaths(visitorDocument)).toEqual([]);
    expect(visitorDocument.paths['/api/health']?.get).toBeDefined();
    expect(Object.keys(visitorDocument.paths)).toEqual(
      Object.keys(document.paths).filter((p) => !p.startsWith('/api/admin')),
    );
    const dealer = await context.app.inject({ url: '/api/docs/json', headers: dealerHeaders });
    expect(dealer.statusCode).toBe(200);
    expect(dealer.json()).toEqual(visitorDocument);
    // The YAML form is the same document.
    const yaml = await context.app.inject({ url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('/api/health');
    expect(yaml.body).not.toContain('/api/admin');
    // The answer depends on the token: a shared cache keeps them apart.
    expect(dealer.headers.vary).toContain('Authorization');
    // A token that is no longer valid is refused as everywhere else, not answered as a visitor.
    const tampered = await context.app.inject({
      url: '/api/docs/json',
      headers: { authorization: `${dealerHeaders.authorization ?? ''}x` },
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('drops the tags and components only the back office used', () => {
    const full = {
      openapi: '3.1.0',
      tags: [{ name: 'admin' }, { name: 'forex' }],
      paths: {
        '/api/admin/forex': {
          get: { tags: ['admin'], responses: { 200: { $ref: '#/components/responses/Rates' } } },
        },
        '/api/forex/history': {
          get: { tags: ['forex'], responses: { 200: { $ref: '#/components/responses/Chart' } } },
        },
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        responses: {
          Rates: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Rate' } } } },
          Chart: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Point' } } } },
        },
        schemas: { Rate: { type: 'object' }, Point: { type: 'object' } },
      },
    };
    expect(withoutBackOffice(full)).toEqual({
      openapi: '3.1.0',
      tags: [{ name: 'forex' }],
      paths: { '/api/forex/history': full.paths['/api/forex/history'] },
      components: {
        securitySchemes: full.components.securitySchemes,
        responses: { Chart: full.components.responses.Chart },
        schemas: { Point: { type: 'object' } },
      },
    });
  });

  it.each([
    ['whole (staff)', () => document],
    ['public', () => visitorDocument],
  ])("passes Redocly's recommended rules with no problem: the %s document", (_name, served) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(served()));
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
