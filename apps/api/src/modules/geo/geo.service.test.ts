import { describe, expect, it, vi } from 'vitest';
import { createGeoService, isPublicIp, parseProviderAnswer } from './geo.service.ts';

it.each([
  // loopback and unspecified
  ['127.0.0.1', false],
  ['::1', false],
  ['0.0.0.0', false],
  ['::', false],
  // private (RFC 1918) and IPv6 unique-local
  ['10.2.3.4', false],
  ['172.20.0.1', false],
  ['192.168.0.10', false],
  ['fd00::1', false],
  // link-local
  ['169.254.0.1', false],
  ['fe80::1', false],
  // carrier-grade NAT (RFC 6598)
  ['100.64.1.1', false],
  // documentation, multicast and broadcast
  ['203.0.113.9', false],
  ['2001:db8::1', false],
  ['224.0.0.1', false],
  ['255.255.255.255', false],
  // IPv4-mapped IPv6 is judged by the IPv4 address inside
  ['::ffff:192.168.1.4', false],
  ['::ffff:127.0.0.1', false],
  ['::ffff:8.8.8.8', true],
  // public
  ['8.8.8.8', true],
  ['1.1.1.1', true],
  ['2606:4700:4700::1111', true],
  // not an address
  ['unknown', false],
  ['', false],
])('isPublicIp(%j) = %s', (ip, expected) => {
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
    expect(await service.lookup('8.8.8.8')).toEqual({ country: null, countryCode: null });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('puts the address into the {ip} placeholder (or as a path segment) and reads the answer', async () => {
    const fetchFn = vi.fn((_url: string | URL | Request) =>
      Promise.resolve(Response.json({ country_name: 'New Zealand', country_code: 'NZ' })),
    );
    const service = createGeoService({ providerUrl: 'https://geo.example/{ip}/json', fetchFn });
    expect(await service.lookup('8.8.8.8')).toEqual({ country: 'New Zealand', countryCode: 'NZ' });
    expect(fetchFn.mock.calls[0]![0]).toBe('https://geo.example/8.8.8.8/json');
    const pathStyle = createGeoService({ providerUrl: 'https://geo.example/lookup/', fetchFn });
    await pathStyle.lookup('2606:4700:4700::1111');
    expect(fetchFn.mock.calls[1]![0]).toBe('https://geo.example/lookup/2606%3A4700%3A4700%3A%3A1111');
  });

  it('answers nulls when the provider fails', async () => {
    const failing = createGeoService({
      providerUrl: 'https://geo.example/{ip}',
      fetchFn: vi.fn(() => Promise.reject(new Error('down'))),
    });
    expect(await failing.lookup('8.8.8.8')).toEqual({ country: null, countryCode: null });
    const notOk = createGeoService({
      providerUrl: 'https://geo.example/{ip}',
      fetchFn: vi.fn(() => Promise.resolve(new Response('', { status: 500 }))),
    });
    expect(await notOk.lookup('8.8.8.8')).toEqual({ country: null, countryCode: null });
  });
});
