import { describe, expect, it, vi } from 'vitest';
import { createGeoService, isPublicIp, parseProviderAnswer } from './geo.service.ts';

it.each([
  ['127.0.0.1', false],
  ['::1', false],
  ['::ffff:192.168.1.4', false],
  ['10.2.3.4', false],
  ['172.20.0.1', false],
  ['169.254.0.1', false],
  ['100.64.1.1', false],
  ['fd00::1', false],
  ['203.0.113.9', true],
  ['2001:db8::1', true],
])('isPublicIp(%s) = %s', (ip, expected) => {
  expect(isPublicIp(ip)).toBe(expected);
});

it.each([
  [
    { country_name: 'New Zealand', country_code: 'nz' },
    { country: 'New Zealand', countryCode: 'NZ' },
  ],
  [
    { country: 'Japan', countryCode: 'JP' },
    { country: 'Japan', countryCode: 'JP' },
  ],
  [{ country: 'KE' }, { country: null, countryCode: 'KE' }],
  [{ country_code: 'N1' }, { country: null, countryCode: null }],
  ['nonsense', { country: null, countryCode: null }],
])('parseProviderAnswer(%j)', (body, expected) => {
  expect(parseProviderAnswer(body)).toEqual(expected);
});

describe('createGeoService', () => {
  it('makes no outbound call when no provider is configured', async () => {
    const fetchFn = vi.fn();
    const service = createGeoService({ providerUrl: undefined, fetchFn });
    expect(await service.lookup('203.0.113.9')).toEqual({ country: null, countryCode: null });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('puts the address into the {ip} placeholder (or as a path segment) and reads the answer', async () => {
    const fetchFn = vi.fn((_url: string | URL | Request) =>
      Promise.resolve(Response.json({ country_name: 'New Zealand', country_code: 'NZ' })),
    );
    const service = createGeoService({ providerUrl: 'https://geo.example/{ip}/json', fetchFn });
    expect(await service.lookup('203.0.113.9')).toEqual({ country: 'New Zealand', countryCode: 'NZ' });
    expect(fetchFn.mock.calls[0]![0]).toBe('https://geo.example/203.0.113.9/json');
    const pathStyle = createGeoService({ providerUrl: 'https://geo.example/lookup/', fetchFn });
    await pathStyle.lookup('2001:db8::1');
    expect(fetchFn.mock.calls[1]![0]).toBe('https://geo.example/lookup/2001%3Adb8%3A%3A1');
  });

  it('answers nulls when the provider fails', async () => {
    const failing = createGeoService({
      providerUrl: 'https://geo.example/{ip}',
      fetchFn: vi.fn(() => Promise.reject(new Error('down'))),
    });
    expect(await failing.lookup('203.0.113.9')).toEqual({ country: null, countryCode: null });
    const notOk = createGeoService({
      providerUrl: 'https://geo.example/{ip}',
      fetchFn: vi.fn(() => Promise.resolve(new Response('', { status: 500 }))),
    });
    expect(await notOk.lookup('203.0.113.9')).toEqual({ country: null, countryCode: null });
  });
});
