import { canUseMemberFeature } from '@ibc/domain';
import { externalSites } from '@/config/site';
import { featureOfLink } from '../routes';

// §2 Pre-login and post-login menus as data, so both layouts (desktop and mobile) render the same
// entries and the conditions of §6 are tested in one place.

export type MenuLink =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  /** 'Auctions in Japan': its address comes from GET /common-user/get-idirect-link on click. */
  | { kind: 'idirect'; label: string };

export interface MenuSubgroup {
  kind: 'subgroup';
  label: string;
  items: MenuLink[];
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  items: Array<MenuLink | MenuSubgroup>;
}

export type MenuEntry = MenuLink | MenuGroup;

const route = (label: string, to: string): MenuLink => ({ kind: 'route', label, to });
const external = (label: string, href: string): MenuLink => ({ kind: 'external', label, href });

const servicesItems: MenuLink[] = [
  external('Maxcare', externalSites.maxcare),
  route('Tariff', '/services/tariff'),
  route('Claims Policy', '/services/claims-policy'),
  route('Quality Control', '/services/quality-control'),
  route('Pre-Shipping Inspections', '/services/pre-shipping-inspections'),
  route('History Check', '/services/history-check'),
  route('Containerization', '/services/containerization'),
  route('Maritime Insurance', '/services/maritime-insurance'),
  route('Odometer Verification', '/services/odometer-verification'),
  route('Financing Services', '/services/financing-services'),
];

export const preLoginMenu: MenuEntry[] = [
  route('Home', '/'),
  {
    kind: 'group',
    label: 'Stock',
    items: [
      route('Purchase from IBC Inventory', '/stocks/purchase-from-ibc-inventory'),
      external('IBC Parts', externalSites.parts),
      route('Purchasing Process', '/stocks/purchasing-process'),
      route('Buy More Save More', '/stocks/buy-more-save-more'),
    ],
  },
  {
    kind: 'group',
    label: 'Auction',
    items: [
      route('Purchasing Process', '/auction/purchasing-process'),
      route('Buy Trips', '/auction/buy-trips'),
    ],
  },
  { kind: 'group', label: 'Services', items: servicesItems },
  {
    kind: 'group',
    label: 'About Us',
    items: [
      route('Reputation', '/about/reputation'),
      route('Our Belief', '/about/belief'),
      route('Corporate Brochure', '/about/corporate-brochure'),
      route('Newsletter', '/about/newsletter'),
      route('Contact Us', '/about/contact-us'),
    ],
  },
  route('Search', '/search'),
];

/** Sign Up and Login sit apart from the menu, at the right of the header. */
export const preLoginAccountLinks = [
  route('Sign Up', '/account/signup'),
  route('Login', '/account/login'),
] as const;

export interface MenuUser {
  countryId: number | null;
  hasAccessBMSM: boolean;
  hasIDirectAccess: boolean;
  /** Ours: the sales team also gets a way into the back office. */
  isStaff?: boolean;
}

/**
 * §2 Post-login menu with the conditions of §6; a user still loading sees no conditional entry. A
 * page's condition is the route table's (`featureOfLink`), the one its route guard applies; the DDU
 * tab and the external iDirect link have no page of their own and use the same domain rule by name.
 */
export function buildPostLoginMenu(user: MenuUser | undefined): MenuEntry[] {
  const when = <T>(condition: boolean, item: T): T[] => (condition ? [item] : []);
  const page = (label: string, to: string): MenuLink[] => {
    const feature = featureOfLink(to);
    return when(feature === undefined || canUseMemberFeature(feature, user), route(label, to));
  };
  return [
    route('Home', '/account-summary'),
    {
      kind: 'group',
      label: 'My Accounts',
      items: [
        route('Account Summary', '/account-summary'),
        route('Manage Accounts', '/my-account/manage-accounts'),
        route('Terms of Trade', '/my-account/terms-of-trade'),
        route('Notices', '/my-account/notices'),
        route('My Offer History', '/my-account/my-offer-history'),
        route('Watchlist', '/my-account/watchlist'),
        route('Saved Searches', '/my-account/saved-searches'),
        route('Purchases', '/my-account/purchases'),
        route('IBC Partner', '/my-account/ibc-partner'),
        route('Bill of Lading', '/my-account/bill-of-lading'),
        {
          kind: 'subgroup',
          label: 'Payment Management',
          items: [
            route('Payment Options', '/my-account/payment-options'),
            route('Payment Collections', '/my-account/payment-collections'),
            route('Pay via PayPal', '/my-account/pay-via-paypal'),
          ],
        },
        route('Shipping Schedule', '/my-account/shipping-schedule'),
        ...page('Buy More Save More', '/my-account/buy-more-save-more'),
        ...when(user?.isStaff === true, route('Back Office', '/admin')),
      ],
    },
    {
      kind: 'group',
      label: 'Stock',
      items: [
        route('IBC Stock', '/search?stockType=ibc'),
        route('New Arrival', '/search?stockType=new-arrival'),
        route('Dealer Direct', '/search?stockType=dealer-direct'),
        ...when(canUseMemberFeature('dduStock', user), route('DDU Stock', '/search?stockType=ibc&tab=16')),
        ...page('Clean Car Standard Fees', '/stocks/clean-car-standard-fees'),
        external('IBC Parts', externalSites.parts),
        route('Purchasing Process', '/stocks/purchasing-process'),
        route('Yen Chart', '/stocks/yen-chart'),
      ],
    },
    {
      kind: 'group',
      label: 'Auction',
      items: [
        ...when<MenuLink>(canUseMemberFeature('iDirect', user), {
          kind: 'idirect',
          label: 'Auctions in Japan',
        }),
        route('Terms of Trade', '/auction/terms-of-trade'),
        route('Buy Trips', '/auction/buy-trips'),
        route('iDirect Deposit', '/auction/idirect-deposit'),
      ],
    },
    { kind: 'group', label: 'Services', items: servicesItems },
    {
      kind: 'group',
      label: 'About',
      items: [
        route('CEO Message', '/about/ceo-message'),
        route('Corporate Brochure', '/about/corporate-brochure'),
        route('Privacy & Cookies Policy', '/about/privacy-cookies-policy'),
        route('Global Network', '/about/global-network'),
        route('Group Affiliations', '/about/group-affiliations'),
        route('Pre-owned Cars', '/about/pre-owned-cars'),
        route('News Bulletin', '/about/news-bulletin'),
        route('Contact Us', '/about/contact-us'),
      ],
    },
    route('Search', '/search'),
  ];
}

/** Every internal route a menu links to (used by tests and the browser journeys). */
export function menuRoutes(entries: MenuEntry[]): string[] {
  const out: string[] = [];
  const visit = (item: MenuLink | MenuSubgroup | MenuGroup) => {
    if (item.kind === 'route') out.push(item.to);
    else if (item.kind === 'group' || item.kind === 'subgroup') item.items.forEach(visit);
  };
  entries.forEach(visit);
  return out;
}
