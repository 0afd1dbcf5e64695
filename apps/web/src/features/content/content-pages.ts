import type { ComponentType } from 'react';
import type { Language } from '@ibc/domain';
import type { ContentPath } from './content-paths';

export interface ContentPageEntry {
  title: string;
  /** Meta description and the page's lead sentence. */
  description: string;
  /** Menu section shown above the title. */
  section?: string;
  /** For section landing pages whose sub-pages live in other features. */
  links?: readonly string[];
  /** The body's file in pages/ (without .tsx), and in each translation's folder pages/<language>/. */
  file: string;
  load: () => Promise<{ default: ComponentType<ContentBodyProps> }>;
}

/** A translation's titles.ts (pages/<lang>/titles.ts): every content page's texts in that language. */
export type ContentTitles = Readonly<
  Record<ContentPath, { title: string; description: string; section?: string }>
>;

export interface ContentBodyProps {
  path: string;
  /** The page's entry, its texts in the page's language. */
  entry: ContentPageEntry;
  language: Language;
}

/**
 * Every static content page of the site (§2 menus, footer and top-level sections), by path: exactly
 * the paths of content-paths.ts (which also says who may open each). The content route loads this
 * table with the page; '/sitemap' lists it. Sub-pages of a section are the entries under its path.
 * In English: each other language has its texts in pages/<language>/titles.ts and its bodies in
 * pages/<language>/<file>.tsx (content-translations.ts).
 */
export const contentPages = {
  '/about': {
    title: 'About IBC Japan',
    description: 'Who we are, what we believe and how to reach our team in Yokohama.',
    file: 'section-index',
    load: () => import('./pages/section-index'),
  },
  '/about/reputation': {
    title: 'Our reputation',
    description:
      'What dealers in New Zealand and worldwide say after years of buying vehicles from IBC Japan.',
    section: 'About',
    file: 'about--reputation',
    load: () => import('./pages/about--reputation'),
  },
  '/about/belief': {
    title: 'Our belief',
    description:
      'We believe an exporter earns repeat business by describing every vehicle honestly and answering every offer quickly.',
    section: 'About',
    file: 'about--belief',
    load: () => import('./pages/about--belief'),
  },
  '/about/corporate-brochure': {
    title: 'Corporate brochure',
    description:
      'Download our corporate brochure for an overview of our company, services and export markets.',
    section: 'About',
    file: 'about--corporate-brochure',
    load: () => import('./pages/about--corporate-brochure'),
  },
  '/about/newsletter': {
    title: 'Newsletter',
    description: 'Subscribe to our newsletter for shipping schedules, market updates and new stock alerts.',
    section: 'About',
    file: 'about--newsletter',
    load: () => import('./pages/about--newsletter'),
  },
  '/about/contact-us': {
    title: 'Contact us',
    description:
      'Reach the IBC Japan sales team in Yokohama by e-mail, phone or fax during Japanese business hours.',
    section: 'About',
    file: 'about--contact-us',
    load: () => import('./pages/about--contact-us'),
  },
  '/about/ceo-message': {
    title: 'Message from our CEO',
    description:
      'Our chief executive on the long-term relationships we build with dealers in every market we ship to.',
    section: 'About',
    file: 'about--ceo-message',
    load: () => import('./pages/about--ceo-message'),
  },
  '/about/privacy-cookies-policy': {
    title: 'Privacy and cookies policy',
    description:
      'How IBC Japan collects, uses and protects your personal information and which cookies this site sets.',
    section: 'About',
    file: 'about--privacy-cookies-policy',
    load: () => import('./pages/about--privacy-cookies-policy'),
  },
  '/about/global-network': {
    title: 'Global network',
    description: 'Our offices, agents and shipping partners across Japan, New Zealand, Africa and beyond.',
    section: 'About',
    file: 'about--global-network',
    load: () => import('./pages/about--global-network'),
  },
  '/about/group-affiliations': {
    title: 'Group affiliations',
    description: 'The companies of our group and the industry associations IBC Japan belongs to.',
    section: 'About',
    file: 'about--group-affiliations',
    load: () => import('./pages/about--group-affiliations'),
  },
  '/about/pre-owned-cars': {
    title: 'Pre-owned cars',
    description:
      'Why Japanese pre-owned cars are low in mileage, well maintained and in demand around the world.',
    section: 'About',
    file: 'about--pre-owned-cars',
    load: () => import('./pages/about--pre-owned-cars'),
  },
  '/about/news-bulletin': {
    title: 'News bulletin',
    description: 'Company news, holiday closures and announcements from IBC Japan.',
    section: 'About',
    file: 'about--news-bulletin',
    load: () => import('./pages/about--news-bulletin'),
  },
  '/about/terms-of-trade': {
    title: 'Terms of trade',
    description:
      'The terms on which IBC Japan sells and ships vehicles, including payment, delivery and claims.',
    section: 'About',
    file: 'about--terms-of-trade',
    load: () => import('./pages/about--terms-of-trade'),
  },
  '/stocks': {
    title: 'Stock',
    description:
      'Ways to buy vehicles from IBC Japan: our own inventory, volume discounts and the purchasing process.',
    // The yen chart is a page of the forex feature (a live chart), not a content page.
    links: [
      '/stocks/purchase-from-ibc-inventory',
      '/stocks/purchasing-process',
      '/stocks/buy-more-save-more',
      '/stocks/clean-car-standard-fees',
      '/stocks/yen-chart',
    ],
    file: 'section-index',
    load: () => import('./pages/section-index'),
  },
  '/stocks/purchase-from-ibc-inventory': {
    title: 'Purchase from IBC inventory',
    description: 'Buy vehicles already owned and inspected by IBC Japan, ready to ship on the next vessel.',
    section: 'Stock',
    file: 'stocks--purchase-from-ibc-inventory',
    load: () => import('./pages/stocks--purchase-from-ibc-inventory'),
  },
  '/stocks/purchasing-process': {
    title: 'Stock purchasing process',
    description:
      'From offer to delivery: how a purchase from our stock is confirmed, paid, shipped and collected.',
    section: 'Stock',
    file: 'stocks--purchasing-process',
    load: () => import('./pages/stocks--purchasing-process'),
  },
  '/stocks/buy-more-save-more': {
    title: 'Buy More Save More',
    description: 'Volume pricing for dealers who buy several units a month from our stock.',
    section: 'Stock',
    file: 'stocks--buy-more-save-more',
    load: () => import('./pages/stocks--buy-more-save-more'),
  },
  '/stocks/clean-car-standard-fees': {
    title: 'Clean Car Standard fees',
    description: 'How the New Zealand Clean Car Standard charges and fees apply to the vehicles you import.',
    section: 'Stock',
    file: 'stocks--clean-car-standard-fees',
    load: () => import('./pages/stocks--clean-car-standard-fees'),
  },
  '/auction': {
    title: 'Auction',
    description:
      'Buy at auctions across Japan with IBC Japan bidding, inspecting and shipping on your behalf.',
    file: 'section-index',
    load: () => import('./pages/section-index'),
  },
  '/auction/purchasing-process': {
    title: 'Auction purchasing process',
    description:
      'How to request a bid, what happens when you win and how auction vehicles are paid for and shipped.',
    section: 'Auction',
    file: 'auction--purchasing-process',
    load: () => import('./pages/auction--purchasing-process'),
  },
  '/auction/buy-trips': {
    title: 'Buy trips',
    description: 'Visit Japan and attend auctions in person with our team as your guide.',
    section: 'Auction',
    file: 'auction--buy-trips',
    load: () => import('./pages/auction--buy-trips'),
  },
  '/auction/terms-of-trade': {
    title: 'Auction terms of trade',
    description: 'The terms that apply to vehicles bought for you at auctions in Japan.',
    section: 'Auction',
    file: 'auction--terms-of-trade',
    load: () => import('./pages/auction--terms-of-trade'),
  },
  '/auction/idirect-deposit': {
    title: 'iDirect deposit',
    description: 'The deposit required before you can bid directly at auctions in Japan through iDirect.',
    section: 'Auction',
    file: 'auction--idirect-deposit',
    load: () => import('./pages/auction--idirect-deposit'),
  },
  '/services': {
    title: 'Services',
    description:
      'Inspections, insurance, shipping and financing services that protect your purchase from Japan to your yard.',
    file: 'section-index',
    load: () => import('./pages/section-index'),
  },
  '/services/tariff': {
    title: 'Tariff',
    description: 'Our schedule of service fees and charges for export, inspection and shipping.',
    section: 'Services',
    file: 'services--tariff',
    load: () => import('./pages/services--tariff'),
  },
  '/services/claims-policy': {
    title: 'Claims policy',
    description: 'What you can claim for, how to lodge a claim and how quickly we resolve it.',
    section: 'Services',
    file: 'services--claims-policy',
    load: () => import('./pages/services--claims-policy'),
  },
  '/services/quality-control': {
    title: 'Quality control',
    description: 'The checks every vehicle passes in our yard before it is offered for sale.',
    section: 'Services',
    file: 'services--quality-control',
    load: () => import('./pages/services--quality-control'),
  },
  '/services/pre-shipping-inspections': {
    title: 'Pre-shipping inspections',
    description: 'Biosecurity and compliance inspections carried out in Japan before your vehicle is loaded.',
    section: 'Services',
    file: 'services--pre-shipping-inspections',
    load: () => import('./pages/services--pre-shipping-inspections'),
  },
  '/services/history-check': {
    title: 'History check',
    description: 'Verified ownership, accident and odometer history for the vehicle you are buying.',
    section: 'Services',
    file: 'services--history-check',
    load: () => import('./pages/services--history-check'),
  },
  '/services/containerization': {
    title: 'Containerization',
    description: 'Shipping vehicles and parts in 20 and 40-foot containers, including 40-foot vanning.',
    section: 'Services',
    file: 'services--containerization',
    load: () => import('./pages/services--containerization'),
  },
  '/services/maritime-insurance': {
    title: 'Maritime insurance',
    description: 'Insurance that covers your vehicle against loss and damage at sea.',
    section: 'Services',
    file: 'services--maritime-insurance',
    load: () => import('./pages/services--maritime-insurance'),
  },
  '/services/odometer-verification': {
    title: 'Odometer verification',
    description: 'How we verify recorded mileage against auction and service records in Japan.',
    section: 'Services',
    file: 'services--odometer-verification',
    load: () => import('./pages/services--odometer-verification'),
  },
  '/services/financing-services': {
    title: 'Financing services',
    description: 'Trade finance options that let dealers buy more stock ahead of sales.',
    section: 'Services',
    file: 'services--financing-services',
    load: () => import('./pages/services--financing-services'),
  },
  '/dashboard': {
    title: 'Dashboard',
    description: 'Shortcuts to your account summary, offers, notices and shipping.',
    links: [
      '/account-summary',
      '/my-account/my-offer-history',
      '/my-account/notices',
      '/my-account/shipping-schedule',
    ],
    file: 'section-index',
    load: () => import('./pages/section-index'),
  },
  '/my-account': {
    title: 'My account',
    description: 'Everything about your dealer account: terms, payments, shipping documents and offers.',
    links: [
      '/account-summary',
      '/my-account/manage-accounts',
      '/my-account/my-profile',
      '/my-account/notices',
      '/my-account/my-offer-history',
    ],
    file: 'section-index',
    load: () => import('./pages/section-index'),
  },
  '/my-account/terms-of-trade': {
    title: 'My terms of trade',
    description: 'The trading terms agreed for your account, including payment terms and delivery basis.',
    section: 'My account',
    file: 'my-account--terms-of-trade',
    load: () => import('./pages/my-account--terms-of-trade'),
  },
  '/my-account/ibc-partner': {
    title: 'IBC Partner',
    description: 'Benefits of the IBC Partner programme for dealers who buy regularly.',
    section: 'My account',
    file: 'my-account--ibc-partner',
    load: () => import('./pages/my-account--ibc-partner'),
  },
  '/my-account/payment-options': {
    title: 'Payment options',
    description: 'The bank transfer and card payment methods available for your account.',
    section: 'My account',
    file: 'my-account--payment-options',
    load: () => import('./pages/my-account--payment-options'),
  },
  '/my-account/pay-via-paypal': {
    title: 'Pay via PayPal',
    description: 'Pay invoices and deposits on your account with PayPal.',
    section: 'My account',
    file: 'my-account--pay-via-paypal',
    load: () => import('./pages/my-account--pay-via-paypal'),
  },
  // §2 post-login My Accounts: "buy-more-save-more only with the BMSM access flag" (the list's other
  // entries live under /my-account); the same programme page as the public /stocks one.
  '/my-account/buy-more-save-more': {
    title: 'Buy More Save More',
    description: 'Your Buy More Save More volume pricing: how the discount tiers apply to your purchases.',
    section: 'My account',
    file: 'stocks--buy-more-save-more',
    load: () => import('./pages/stocks--buy-more-save-more'),
  },
  '/account': {
    title: 'Account',
    description: 'Sign in to your dealer account, open a new one or recover your password.',
    links: ['/account/login', '/account/signup', '/account/forgot-password'],
    file: 'section-index',
    load: () => import('./pages/section-index'),
  },
  '/printable': {
    title: 'Printable documents',
    description: 'Print-ready versions of vehicle information sheets for your files and customers.',
    links: ['/printable/ois'],
    file: 'section-index',
    load: () => import('./pages/section-index'),
  },
  '/form': {
    title: 'Forms',
    description: 'Request forms for checklists and enquiries.',
    links: ['/form/email-checklist-form'],
    file: 'section-index',
    load: () => import('./pages/section-index'),
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    description: 'How IBC Japan handles personal information collected through this site and our services.',
    file: 'privacy-policy',
    load: () => import('./pages/privacy-policy'),
  },
  '/faq': {
    title: 'Frequently asked questions',
    description: 'Answers to the questions dealers ask most about buying, paying, shipping and claims.',
    file: 'faq',
    load: () => import('./pages/faq'),
  },
} satisfies Record<ContentPath, ContentPageEntry>;

export function getContentPage(path: string): ContentPageEntry | undefined {
  return (contentPages as Record<string, ContentPageEntry>)[path];
}
