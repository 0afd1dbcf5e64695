// The site's own address for e-mailed links, the sitemap and robots.txt: PUBLIC_URL when set, else
// the address this server listens on. Never a request header: a Host or X-Forwarded-Host an attacker
// chose would otherwise put his domain into a password-reset link.
import type { AddressInfo } from 'node:net';

export interface ListeningServer {
  address(): AddressInfo | string | null;
}

const WILDCARD_OR_LOOPBACK = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The origin of a listening address: wildcard and loopback hosts read as localhost. */
export function originOfAddress(address: AddressInfo): string {
  const host = WILDCARD_OR_LOOPBACK.has(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * `configured` is PUBLIC_URL (already without a trailing slash); `fallbackPort` answers before the
 * server listens (tests that use inject()).
 */
export function createPublicUrl(
  configured: string | undefined,
  server: ListeningServer,
  fallbackPort: number,
): () => string {
  if (configured) return () => configured;
  return () => {
    const address = server.address();
    if (address && typeof address === 'object') return originOfAddress(address);
    return `http://localhost:${fallbackPort}`;
  };
}
