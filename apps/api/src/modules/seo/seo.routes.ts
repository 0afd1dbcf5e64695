// SEO basics: robots.txt and sitemap.xml, registered before the SPA's history fallback.
import {
  canonicalUrl,
  LANGUAGES,
  localizedUrl,
  NON_INDEXED_PATH_PREFIXES,
  PUBLIC_PAGE_PATHS,
} from '@ibc/domain';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    // In every language: '/account' and '/ja/account' alike.
    ...LANGUAGES.flatMap((language) =>
      NON_INDEXED_PATH_PREFIXES.map((prefix) => `Disallow: ${localizedUrl(language, prefix)}`),
    ),
    'Allow: /',
    '',
    `Sitemap: ${canonicalUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/**
 * Every public page in every language, each naming its versions in the others (hreflang, English
 * the default), as search engines read them from a sitemap.
 */
export function renderSitemap(origin: string): string {
  const urls = PUBLIC_PAGE_PATHS.flatMap((path) => {
    const priority =
      path === '/' ? '1.0' : path === '/search' ? '0.9' : path.split('/').length <= 2 ? '0.7' : '0.5';
    const changefreq = path === '/' || path === '/search' ? 'daily' : 'monthly';
    const address = (language: (typeof LANGUAGES)[number]) =>
      escapeHtml(canonicalUrl(origin, localizedUrl(language, path)));
    const alternates = [
      ...LANGUAGES.map(
        (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address('en')}"/>`,
    ].join('');
    return LANGUAGES.map(
      (language) =>
        `  <url><loc>${address(language)}</loc>${alternates}<changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export default function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(app.publicUrl())),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemap(app.publicUrl())),
  );
  return Promise.resolve();
}
