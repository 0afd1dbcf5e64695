import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { createPublicUrl, originOfAddress } from './public-url.ts';

// Links come from PUBLIC_URL or the server's own address, never a header.
const listening = (address: AddressInfo | null) => ({ address: () => address });

it.each([
  [{ address: '0.0.0.0', family: 'IPv4', port: 3000 }, 'http://localhost:3000'],
  [{ address: '::', family: 'IPv6', port: 3000 }, 'http://localhost:3000'],
  [{ address: '127.0.0.1', family: 'IPv4', port: 8080 }, 'http://localhost:8080'],
  [{ address: '192.168.1.20', family: 'IPv4', port: 3000 }, 'http://192.168.1.20:3000'],
  [{ address: 'fd00::5', family: 'IPv6', port: 3000 }, 'http://[fd00::5]:3000'],
])('a server listening on %j is reached at %s', (address, origin) => {
  expect(originOfAddress(address)).toBe(origin);
});

it('prefers PUBLIC_URL, then the listening address, then the configured port', () => {
  expect(createPublicUrl('https://ibc.example', listening(null), 3000)()).toBe('https://ibc.example');
  expect(createPublicUrl(undefined, listening({ address: '::', family: 'IPv6', port: 4123 }), 3000)()).toBe(
    'http://localhost:4123',
  );
  expect(createPublicUrl(undefined, listening(null), 3000)()).toBe('http://localhost:3000');
});
