import type { MemberFeature } from '@ibc/domain';

// The content pages' paths and who may open each are all the router needs up front. Their
// titles, texts and bodies (content-pages.ts) are fetched with the page, not with every page of the site.

export type ContentAccess = 'public' | 'member' | 'guest-only';

/** Every static content page of the site (§2 menus, footer and top-level sections) and its access. */
export const contentPaths = {
  '/about': 'public',
  '/about/reputation': 'public',
  '/about/belief': 'public',
  '/about/corporate-brochure': 'public',
  '/about/newsletter': 'public',
  '/about/contact-us': 'public',
  '/about/ceo-message': 'public',
  '/about/privacy-cookies-policy': 'public',
  '/about/global-network': 'public',
  '/about/group-affiliations': 'public',
  '/about/pre-owned-cars': 'public',
  '/about/news-bulletin': 'public',
  '/about/terms-of-trade': 'public',
  '/stocks': 'public',
  '/stocks/purchase-from-ibc-inventory': 'public',
  '/stocks/purchasing-process': 'public',
  '/stocks/buy-more-save-more': 'public',
  // §2 only the post-login menu links it (§6: countryId 75).
  '/stocks/clean-car-standard-fees': 'member',
  '/auction': 'public',
  '/auction/purchasing-process': 'public',
  '/auction/buy-trips': 'public',
  '/auction/terms-of-trade': 'public',
  '/auction/idirect-deposit': 'public',
  '/services': 'public',
  '/services/tariff': 'public',
  '/services/claims-policy': 'public',
  '/services/quality-control': 'public',
  '/services/pre-shipping-inspections': 'public',
  '/services/history-check': 'public',
  '/services/containerization': 'public',
  '/services/maritime-insurance': 'public',
  '/services/odometer-verification': 'public',
  '/services/financing-services': 'public',
  '/dashboard': 'member',
  '/my-account': 'member',
  '/my-account/terms-of-trade': 'member',
  '/my-account/ibc-partner': 'member',
  '/my-account/payment-options': 'member',
  '/my-account/pay-via-paypal': 'member',
  '/my-account/buy-more-save-more': 'member',
  '/account': 'public',
  '/printable': 'public',
  '/form': 'public',
  '/privacy-policy': 'public',
  '/faq': 'public',
} as const satisfies Record<string, ContentAccess>;

export type ContentPath = keyof typeof contentPaths;

/**
 * §6 content pages only some dealers may open: the rule of the menu entry that links to each
 * (@ibc/domain MEMBER_FEATURES). The route table gives them to the router's guard and to the menus,
 * so a typed address is answered as the menu is drawn. Visitors follow the page's access above: the
 * pre-login menu shows Buy More Save More to everyone.
 */
export const contentFeatures: Partial<Record<ContentPath, MemberFeature>> = {
  '/stocks/buy-more-save-more': 'buyMoreSaveMore',
  '/my-account/buy-more-save-more': 'buyMoreSaveMore',
  '/stocks/clean-car-standard-fees': 'cleanCarStandardFees',
};
