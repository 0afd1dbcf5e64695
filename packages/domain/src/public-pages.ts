/**
 * The public, indexable pages of the site (§2 pre-login menu, footer and About pages). The API's
 * /sitemap.xml lists them; a web test keeps this list equal to the public entries of the route table.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/search',
  '/stocks',
  '/stocks/purchase-from-ibc-inventory',
  '/stocks/purchasing-process',
  '/stocks/buy-more-save-more',
  '/stocks/yen-chart',
  '/auction',
  '/auction/purchasing-process',
  '/auction/buy-trips',
  '/auction/terms-of-trade',
  '/auction/idirect-deposit',
  '/services',
  '/services/tariff',
  '/services/claims-policy',
  '/services/quality-control',
  '/services/pre-shipping-inspections',
  '/services/history-check',
  '/services/containerization',
  '/services/maritime-insurance',
  '/services/odometer-verification',
  '/services/financing-services',
  '/about',
  '/about/reputation',
  '/about/belief',
  '/about/corporate-brochure',
  '/about/newsletter',
  '/about/contact-us',
  '/about/ceo-message',
  '/about/privacy-cookies-policy',
  '/about/global-network',
  '/about/group-affiliations',
  '/about/pre-owned-cars',
  '/about/news-bulletin',
  '/about/terms-of-trade',
  '/privacy-policy',
  '/faq',
  '/sitemap',
  '/account',
  '/account/login',
  '/account/signup',
  '/account/forgot-password',
] as const;

/** Paths search engines should not crawl: the account area, forms and printable sheets. */
export const NON_INDEXED_PATH_PREFIXES = [
  '/api/',
  '/account-summary',
  '/my-account',
  '/dashboard',
  '/invoice',
  '/form',
  '/printable',
  '/checklist',
  '/logout',
  '/staff',
] as const;

/** The absolute canonical URL of a path on the site: no query, no trailing slash (except '/'). */
export function canonicalUrl(origin: string, pathname: string): string {
  const base = origin.replace(/\/+$/, '');
  const path = pathname.replace(/[?#].*$/, '');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${base}${trimmed || '/'}`;
}
