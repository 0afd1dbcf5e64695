import { env } from './env';

/** External sites the menus and footer link to (spec §2); each opens in a new tab. */
export const externalSites = {
  parts: env.VITE_PARTS_SITE_URL,
  maxcare: env.VITE_MAXCARE_SITE_URL,
  newsletter: env.VITE_NEWSLETTER_SITE_URL,
  facebook: 'https://www.facebook.com/ibcjapan',
  instagram: 'https://www.instagram.com/ibcjapan',
  iosApp: 'https://apps.apple.com/app/ibc-japan',
  androidApp: 'https://play.google.com/store/apps/details?id=jp.ibc.app',
} as const;

/** Head-office contact block (spec §1 promotional content). */
export const headOffice = {
  company: 'IBC Japan Co., Ltd.',
  addressLines: [
    'Yokohama Landmark Tower 21F',
    '2-2-1 Minatomirai, Nishi-ku',
    'Yokohama, Kanagawa 220-8121, Japan',
  ],
  salesEmail: 'sales@ibc-japan.example',
  phone: '+81 45 222 0000',
  fax: '+81 45 222 0001',
} as const;

export const siteName = 'IBC Japan';
