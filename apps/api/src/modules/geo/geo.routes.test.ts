import { afterEach, expect, it, vi } from 'vitest';
import { describeApi } from '../../../test/helpers/index.ts';

afterEach(() => vi.restoreAllMocks());

const LOOKUP = '/api/geo/lookup';
const forwardedFor = { 'x-forwarded-for': '8.8.8.8' };

describeApi(
  'geo lookup without a provider',
  (_ctx, { get }) => {
    it('answers nulls and calls nothing outside the machine', async () => {
      const spy = vi.spyOn(globalThis, 'fetch');
      const res = await get(LOOKUP, forwardedFor);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ country: null, countryCode: null });
      expect(spy).not.toHaveBeenCalled();
    });
  },
  { referenceData: false },
);

describeApi(
  'geo lookup with a provider',
  (_ctx, { get }) => {
    it("looks up the caller's public address", async () => {
      const spy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(Response.json({ country_name: 'New Zealand', country_code: 'NZ' }));
      const res = await get(LOOKUP, forwardedFor);
      expect(res.json()).toEqual({ country: 'New Zealand', countryCode: 'NZ' });
      expect(spy.mock.calls[0]![0] as string).toBe('https://geo.example/8.8.8.8');
    });
  },
  // Behind one reverse proxy, which sets X-Forwarded-For.
  { env: { GEOIP_URL: 'https://geo.example/{ip}', TRUST_PROXY: '1' }, referenceData: false },
);

describeApi(
  'geo lookup with a provider, no proxy configured',
  (_ctx, { get }) => {
    it('ignores a made-up X-Forwarded-For and uses the connection address', async () => {
      const spy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(Response.json({ country_name: 'Japan', country_code: 'JP' }));
      await get(LOOKUP, forwardedFor, { remoteAddress: '1.1.1.1' });
      expect(spy.mock.calls[0]![0] as string).toBe('https://geo.example/1.1.1.1');
    });
  },
  { env: { GEOIP_URL: 'https://geo.example/{ip}' }, referenceData: false },
);
