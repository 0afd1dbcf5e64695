import { splitLanguage } from './language-list.ts';
import { toUrlSlug } from './url-slug.ts';

/**
 * Every path the web app answers (§2 top-level and named routes, the redirects, the content pages).
 * The server uses it to answer an unknown address with HTTP 404 (the app still shows its own 404
 * page), so search engines and link checkers see a real "not found". A web test keeps this list
 * equal to the route table.
 */
export const SITE_PATHS: readonly string[] = [
  '/',
  '/about',
  '/about/belief',
  '/about/ceo-message',
  '/about/contact-us',
  '/about/corporate-brochure',
  '/about/global-network',
  '/about/group-affiliations',
  '/about/news-bulletin',
  '/about/newsletter',
  '/about/pre-owned-cars',
  '/about/privacy-cookies-policy',
  '/about/reputation',
  '/about/terms-of-trade',
  '/account',
  '/account-summary',
  '/account/confirm-email',
  '/account/forgot-password',
  '/account/login',
  '/account/logout',
  '/account/reset-password',
  '/account/signup',
  '/account/switch',
  '/account/verify-email',
  '/auction',
  '/auction/buy-trips',
  '/auction/idirect-deposit',
  '/auction/purchasing-process',
  '/auction/terms-of-trade',
  '/checklist',
  '/checklist/underbody-scan',
  '/dashboard',
  '/dev/mail',
  '/export',
  '/faq',
  '/form',
  '/form/email-checklist-form',
  '/invoice',
  '/logout',
  '/my-account',
  '/my-account/bill-of-lading',
  '/my-account/buy-more-save-more',
  '/my-account/ibc-partner',
  '/my-account/manage-accounts',
  '/my-account/my-offer-history',
  '/my-account/my-offer-history/:id',
  '/my-account/my-profile',
  '/my-account/my-profile/account-details',
  '/my-account/notices',
  '/my-account/notifications',
  '/my-account/pay-via-paypal',
  '/my-account/payment-collections',
  '/my-account/payment-options',
  '/my-account/purchases',
  '/my-account/purchases/:id',
  '/my-account/saved-searches',
  '/my-account/security',
  '/my-account/shipping-schedule',
  '/my-account/terms-of-trade',
  '/my-account/watchlist',
  '/printable',
  '/printable/ois',
  '/privacy-policy',
  '/search',
  '/services',
  '/services/claims-policy',
  '/services/containerization',
  '/services/financing-services',
  '/services/history-check',
  '/services/maritime-insurance',
  '/services/odometer-verification',
  '/services/pre-shipping-inspections',
  '/services/quality-control',
  '/services/tariff',
  '/sitemap',
  '/staff/outbox',
  '/stocks',
  '/stocks/buy-more-save-more',
  '/stocks/clean-car-standard-fees',
  '/stocks/purchase-from-ibc-inventory',
  '/stocks/purchasing-process',
  '/stocks/yen-chart',
  '/vehicle/checklist',
];

/**
 * The back office's pages (apps/web/src/app/admin-routes.ts; a web test keeps the two equal). Their
 * HTML is the app's shell with HTTP 200 like every other page: the app itself shows anyone but
 * staff its 404 page, and every /api/admin route refuses them (401 / 404), so the shell tells an
 * outsider nothing the public JavaScript does not.
 */
export const BACK_OFFICE_PATHS: readonly string[] = [
  '/admin',
  '/admin/activity',
  '/admin/announcements',
  '/admin/announcements/:id',
  '/admin/announcements/new',
  '/admin/customers',
  '/admin/customers/:id',
  '/admin/enquiries',
  '/admin/forex',
  '/admin/notifications',
  '/admin/offers',
  '/admin/offers/:id',
  '/admin/outbox',
  '/admin/payments',
  '/admin/purchases',
  '/admin/purchases/:id',
  '/admin/security',
  '/admin/shipping',
  '/admin/staff',
  '/admin/stock',
  '/admin/stock/:id',
  '/admin/stock/import',
  '/admin/stock/new',
];

const everyPath = [...SITE_PATHS, ...BACK_OFFICE_PATHS];
const sitePaths = new Set(everyPath.filter((path) => !path.includes('/:')));
/** Pages with a record id in their path ('/my-account/purchases/:id'): the id is a whole number. */
const sitePatterns = everyPath
  .filter((path) => path.includes('/:'))
  .map((path) => new RegExp(`^${path.replace(/:[a-z]+/gi, '[1-9][0-9]{0,9}')}$`));

/**
 * A request URL's path: query and fragment dropped, its language ('/ja') too, percent-decoded,
 * trailing slashes ignored.
 */
function requestPathOf(url: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(splitLanguage(url.replace(/[?#].*$/, '')).rest);
  } catch {
    return undefined;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/**
 * The page path a request URL names, in whichever language ('/ja/search' is '/search'): query and
 * fragment dropped, percent-decoded, trailing slashes ignored and §2 "URL handling turns spaces into
 * hyphens" ('/about/contact us/' is '/about/contact-us'). Undefined when the URL does not decode.
 */
export function sitePathOf(url: string): string | undefined {
  const path = requestPathOf(url);
  return path === undefined ? undefined : toUrlSlug(path) || '/';
}

/**
 * Whether a request URL names its page by the page's own path, a trailing slash aside:
 * '/about/contact%20us' does not (the browser sends it on to '/about/contact-us', §2).
 */
export function isOwnSitePath(url: string): boolean {
  const path = requestPathOf(url);
  return path !== undefined && path === sitePathOf(url);
}

/** Whether a request path is one of the site's pages, the back office's included (read as sitePathOf reads it). */
export function isSitePath(pathname: string): boolean {
  const path = sitePathOf(pathname);
  return path !== undefined && (sitePaths.has(path) || sitePatterns.some((pattern) => pattern.test(path)));
}
