import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app.ts';

afterEach(() => vi.restoreAllMocks());

describeEachDatabase('geo lookup without a provider', (ctx) => {
  it('answers nulls and calls nothing outside the machine', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/geo/lookup',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country: null, countryCode: null });
    expect(spy).not.toHaveBeenCalled();
  });
});

describeEachDatabase(
  'geo lookup with a provider',
  (ctx) => {
    it("looks up the caller's public address", async () => {
      const spy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(Response.json({ country_name: 'New Zealand', country_code: 'NZ' }));
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/geo/lookup',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(res.json()).toEqual({ country: 'New Zealand', countryCode: 'NZ' });
      expect(spy.mock.calls[0]![0] as string).toBe('https://geo.example/203.0.113.9');
    });
  },
  // Behind one reverse proxy, which sets X-Forwarded-For.
  { GEOIP_URL: 'https://geo.example/{ip}', TRUST_PROXY: '1' },
);

describeEachDatabase(
  'geo lookup with a provider, no proxy configured',
  (ctx) => {
    it('ignores a made-up X-Forwarded-For and uses the connection address', async () => {
      const spy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(Response.json({ country_name: 'Japan', country_code: 'JP' }));
      await ctx().app.inject({
        method: 'GET',
        url: '/api/geo/lookup',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(spy.mock.calls[0]![0] as string).toBe('https://geo.example/198.51.100.7');
    });
  },
  { GEOIP_URL: 'https://geo.example/{ip}' },
);
