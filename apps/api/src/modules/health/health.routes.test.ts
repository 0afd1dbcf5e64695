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
      expect(res.headers['x-request-id']).toBeTruthy();
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
    });
  },
  { referenceData: false },
);
