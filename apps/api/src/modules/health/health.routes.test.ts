import { expect, it } from 'vitest';
import { describeApi } from '../../../test/helpers/index.ts';

describeApi(
  'health and error handling',
  (ctx, { get }) => {
    it('answers /api/health with the database status', async () => {
      const { app, kind } = ctx();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ok',
        database: { driver: kind === 'pglite' ? 'pglite' : 'postgres', ok: true },
      });
      expect(res.headers['x-request-id']).toEqual(expect.stringMatching(/\S/));
    });

    // The proxy's check (docs/deploy.md); its 503 while draining is in src/shutdown.test.ts.
    it('answers /api/health/ready with ready while the instance takes requests', async () => {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready' });
    });

    it('answers unknown API routes with a JSON 404, never HTML', async () => {
      const res = await get('/api/no-such-thing');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });

    it('answers malformed JSON with a 400 that says so', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/health',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    });

    it('publishes the OpenAPI document', async () => {
      const res = await get('/api/docs/json');
      expect(res.statusCode).toBe(200);
      expect(res.json().paths).toHaveProperty('/api/health');
      expect(res.json().paths).toHaveProperty(['/api/health/ready', 'get', 'responses', '503']);
    });

    // The error body is one contract (apiErrorSchema), declared on every API route.
    it('declares the error body { statusCode, error, message, fieldErrors } on every API operation', async () => {
      const paths = (await get('/api/docs/json')).json().paths as Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >;
      const operations = Object.entries(paths)
        .filter(([path]) => path.startsWith('/api/'))
        .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
      expect(operations.length).toBeGreaterThan(30);
      for (const { path, method, op } of operations) {
        const clientError = op.responses['4XX'] ?? op.responses['400'];
        const schema = JSON.stringify(clientError?.content?.['application/json']?.schema ?? null);
        expect(schema, `${method.toUpperCase()} ${path}`).toMatch(
          /"statusCode".*"error".*"message".*"fieldErrors"/,
        );
      }
    });
  },
  { referenceData: false },
);
