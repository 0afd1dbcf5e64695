// How the sign-in settings write dates and secrets.

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '20 Nov 2026' for an ISO instant. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** '20 Nov 2026, 14:05' for an ISO instant. */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP': a key typed by hand, read in groups of four. */
export const groupByFour = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
