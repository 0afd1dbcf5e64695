import { msg } from '@lingui/core/macro';
import { externalSites } from './site';

/** §1 Promotional after-sales links: a vehicle protection plan, a 360 inspection service, an export service. */
export const afterSalesLinks = [
  {
    label: msg`Vehicle protection plan`,
    text: msg`Mechanical cover for your retail customers from day one, arranged through Maxcare.`,
    href: `${externalSites.maxcare}/protection-plan`,
  },
  {
    label: msg`360 inspection service`,
    text: msg`A full walk-around, underbody and interior inspection with 360° photos before you commit.`,
    href: `${externalSites.maxcare}/360-inspection`,
  },
  {
    label: msg`Export service`,
    text: msg`Bought a car elsewhere in Japan? We collect, inspect, document and ship it for you.`,
    href: `${externalSites.maxcare}/export-service`,
  },
] as const;
