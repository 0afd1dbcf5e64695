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

/** Head-office contact block (spec §1 promotional content); the invoices print the same. */
export { HEAD_OFFICE as headOffice } from '@ibc/domain';

export const siteName = 'IBC Japan';
