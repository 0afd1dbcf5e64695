import { externalSites } from './site';

/** §1 Promotional after-sales links: a vehicle protection plan, a 360 inspection service, an export service. */
export const afterSalesLinks = [
  {
    label: 'Vehicle protection plan',
    text: 'Mechanical cover for your retail customers from day one, arranged through Maxcare.',
    href: `${externalSites.maxcare}/protection-plan`,
  },
  {
    label: '360 inspection service',
    text: 'A full walk-around, underbody and interior inspection with 360° photos before you commit.',
    href: `${externalSites.maxcare}/360-inspection`,
  },
  {
    label: 'Export service',
    text: 'Bought a car elsewhere in Japan? We collect, inspect, document and ship it for you.',
    href: `${externalSites.maxcare}/export-service`,
  },
] as const;
