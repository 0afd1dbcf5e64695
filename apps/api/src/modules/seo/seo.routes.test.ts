import { expect, it } from 'vitest';
import { describeApi } from '../../../test/helpers/index.ts';

describeApi(
  'robots.txt and sitemap.xml',
  (_ctx, { get }) => {
    it('serves robots.txt that keeps crawlers out of the account area and names the sitemap', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('Disallow: /my-account');
      expect(res.body).toContain('Sitemap: https://www.ibc-japan.example/sitemap.xml');
    });

    it('lists the public pages with canonical absolute URLs', async () => {
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      expect(res.body).toContain('<loc>https://www.ibc-japan.example/</loc>');
      expect(res.body).toContain('<loc>https://www.ibc-japan.example/services/claims-policy</loc>');
      expect(res.body).not.toContain('/my-account');
    });

    it('lists each public page in every language, each naming the others', async () => {
      const res = await get('/sitemap.xml');
      expect(res.body).toContain('<loc>https://www.ibc-japan.example/ja/search</loc>');
      expect(res.body).toContain('<loc>https://www.ibc-japan.example/ar</loc>');
      const search = res.body
        .split('\n')
        .find((line) => line.includes('<loc>https://www.ibc-japan.example/fr/search</loc>'));
      expect(search).toContain('hreflang="ru" href="https://www.ibc-japan.example/ru/search"');
      expect(search).toContain('hreflang="x-default" href="https://www.ibc-japan.example/search"');
    });

    it('keeps crawlers out of the account area in every language', async () => {
      const res = await get('/robots.txt');
      expect(res.body).toContain('Disallow: /ja/my-account');
      expect(res.body).toContain('Disallow: /ar/my-account');
    });
  },
  { env: { PUBLIC_URL: 'https://www.ibc-japan.example' }, referenceData: false },
);
