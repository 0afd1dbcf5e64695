import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app.ts';

describeEachDatabase(
  'robots.txt and sitemap.xml',
  (ctx) => {
    it('serves robots.txt that keeps crawlers out of the account area and names the sitemap', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('Disallow: /my-account');
      expect(res.body).toContain('Sitemap: https://www.ibc-japan.example/sitemap.xml');
    });

    it('lists the public pages with canonical absolute URLs', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      expect(res.body).toContain('<loc>https://www.ibc-japan.example/</loc>');
      expect(res.body).toContain('<loc>https://www.ibc-japan.example/services/claims-policy</loc>');
      expect(res.body).not.toContain('/my-account');
    });
  },
  { PUBLIC_URL: 'https://www.ibc-japan.example' },
);
