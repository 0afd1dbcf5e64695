import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { canUseMemberFeature } from '@ibc/domain';
import { externalSites } from '@/config/site';
import { featureOfLink } from '../routes';

// §2 Pre-login and post-login menus as data, so both layouts (desktop and mobile) render the same
// entries and the conditions of §6 are tested in one place. Labels are message descriptors, drawn
// with i18n._ in the reader's language; keys, ids and decisions use menuKey (a path or a group's id).

export type MenuLink =
  | { kind: 'route'; label: MessageDescriptor; to: string }
  | { kind: 'external'; label: MessageDescriptor; href: string }
  /** 'Auctions in Japan': its address comes from GET /common-user/get-idirect-link on click. */
  | { kind: 'idirect'; label: MessageDescriptor };

export interface MenuSubgroup {
  kind: 'subgroup';
  /** Stable, not translated: React keys and element ids. */
  id: string;
  label: MessageDescriptor;
  items: MenuLink[];
}

export interface MenuGroup {
  kind: 'group';
  /** Stable, not translated: React keys, element ids, which group is open, its icon. */
  id: string;
  label: MessageDescriptor;
  items: Array<MenuLink | MenuSubgroup>;
}

export type MenuEntry = MenuLink | MenuGroup;

/** An entry's stable key (the same in every language): its path, address or id. */
export function menuKey(item: MenuLink | MenuSubgroup | MenuGroup): string {
  switch (item.kind) {
    case 'route':
      return item.to;
    case 'external':
      return item.href;
    case 'idirect':
      return 'idirect';
    default:
      return item.id;
  }
}

const route = (label: MessageDescriptor, to: string): MenuLink => ({ kind: 'route', label, to });
const external = (label: MessageDescriptor, href: string): MenuLink => ({ kind: 'external', label, href });

const servicesItems: MenuLink[] = [
  external(msg`Maxcare`, externalSites.maxcare),
  route(msg`Tariff`, '/services/tariff'),
  route(msg`Claims Policy`, '/services/claims-policy'),
  route(msg`Quality Control`, '/services/quality-control'),
  route(msg`Pre-Shipping Inspections`, '/services/pre-shipping-inspections'),
  route(msg`History Check`, '/services/history-check'),
  route(msg`Containerization`, '/services/containerization'),
  route(msg`Maritime Insurance`, '/services/maritime-insurance'),
  route(msg`Odometer Verification`, '/services/odometer-verification'),
  route(msg`Financing Services`, '/services/financing-services'),
];

export const preLoginMenu: MenuEntry[] = [
  route(msg`Home`, '/'),
  {
    kind: 'group',
    id: 'stock',
    label: msg`Stock`,
    items: [
      route(msg`Purchase from IBC Inventory`, '/stocks/purchase-from-ibc-inventory'),
      external(msg`IBC Parts`, externalSites.parts),
      route(msg`Purchasing Process`, '/stocks/purchasing-process'),
      route(msg`Buy More Save More`, '/stocks/buy-more-save-more'),
    ],
  },
  {
    kind: 'group',
    id: 'auction',
    label: msg`Auction`,
    items: [
      route(msg`Purchasing Process`, '/auction/purchasing-process'),
      route(msg`Buy Trips`, '/auction/buy-trips'),
    ],
  },
  { kind: 'group', id: 'services', label: msg`Services`, items: servicesItems },
  {
    kind: 'group',
    id: 'about-us',
    label: msg`About Us`,
    items: [
      route(msg`Reputation`, '/about/reputation'),
      route(msg`Our Belief`, '/about/belief'),
      route(msg`Corporate Brochure`, '/about/corporate-brochure'),
      route(msg`Newsletter`, '/about/newsletter'),
      route(msg`Contact Us`, '/about/contact-us'),
    ],
  },
  route(msg`Search`, '/search'),
];

/** Sign Up and Login sit apart from the menu, at the right of the header. */
export const preLoginAccountLinks = [
  route(msg`Sign Up`, '/account/signup'),
  route(msg`Login`, '/account/login'),
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
  const page = (label: MessageDescriptor, to: string): MenuLink[] => {
    const feature = featureOfLink(to);
    return when(feature === undefined || canUseMemberFeature(feature, user), route(label, to));
  };
  return [
    route(msg`Home`, '/account-summary'),
    {
      kind: 'group',
      id: 'my-accounts',
      label: msg`My Accounts`,
      items: [
        route(msg`Account Summary`, '/account-summary'),
        route(msg`Manage Accounts`, '/my-account/manage-accounts'),
        route(msg`Terms of Trade`, '/my-account/terms-of-trade'),
        route(msg`Notices`, '/my-account/notices'),
        route(msg`My Offer History`, '/my-account/my-offer-history'),
        route(msg`Watchlist`, '/my-account/watchlist'),
        route(msg`Saved Searches`, '/my-account/saved-searches'),
        route(msg`Purchases`, '/my-account/purchases'),
        route(msg`IBC Partner`, '/my-account/ibc-partner'),
        route(msg`Bill of Lading`, '/my-account/bill-of-lading'),
        {
          kind: 'subgroup',
          id: 'payment-management',
          label: msg`Payment Management`,
          items: [
            route(msg`Payment Options`, '/my-account/payment-options'),
            route(msg`Payment Collections`, '/my-account/payment-collections'),
            route(msg`Pay via PayPal`, '/my-account/pay-via-paypal'),
          ],
        },
        route(msg`Shipping Schedule`, '/my-account/shipping-schedule'),
        ...page(msg`Buy More Save More`, '/my-account/buy-more-save-more'),
        ...when(user?.isStaff === true, route(msg`Back Office`, '/admin')),
      ],
    },
    {
      kind: 'group',
      id: 'stock',
      label: msg`Stock`,
      items: [
        route(msg`IBC Stock`, '/search?stockType=ibc'),
        route(msg`New Arrival`, '/search?stockType=new-arrival'),
        route(msg`Dealer Direct`, '/search?stockType=dealer-direct'),
        ...when(canUseMemberFeature('dduStock', user), route(msg`DDU Stock`, '/search?stockType=ibc&tab=16')),
        ...page(msg`Clean Car Standard Fees`, '/stocks/clean-car-standard-fees'),
        external(msg`IBC Parts`, externalSites.parts),
        route(msg`Purchasing Process`, '/stocks/purchasing-process'),
        route(msg`Yen Chart`, '/stocks/yen-chart'),
      ],
    },
    {
      kind: 'group',
      id: 'auction',
      label: msg`Auction`,
      items: [
        ...when<MenuLink>(canUseMemberFeature('iDirect', user), {
          kind: 'idirect',
          label: msg`Auctions in Japan`,
        }),
        route(msg`Terms of Trade`, '/auction/terms-of-trade'),
        route(msg`Buy Trips`, '/auction/buy-trips'),
        route(msg`iDirect Deposit`, '/auction/idirect-deposit'),
      ],
    },
    { kind: 'group', id: 'services', label: msg`Services`, items: servicesItems },
    {
      kind: 'group',
      id: 'about',
      label: msg`About`,
      items: [
        route(msg`CEO Message`, '/about/ceo-message'),
        route(msg`Corporate Brochure`, '/about/corporate-brochure'),
        route(msg`Privacy & Cookies Policy`, '/about/privacy-cookies-policy'),
        route(msg`Global Network`, '/about/global-network'),
        route(msg`Group Affiliations`, '/about/group-affiliations'),
        route(msg`Pre-owned Cars`, '/about/pre-owned-cars'),
        route(msg`News Bulletin`, '/about/news-bulletin'),
        route(msg`Contact Us`, '/about/contact-us'),
      ],
    },
    route(msg`Search`, '/search'),
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
