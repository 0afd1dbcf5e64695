import { BulletSection, Callout, Lead, NextSteps, Section } from '../components/content-blocks';

/** /about/corporate-brochure */
export default function CorporateBrochurePage() {
  return (
    <>
      <Lead>
        Our corporate brochure introduces IBC Japan to new partners, banks and customers: who we are, how we
        source and inspect vehicles, the markets we serve and the services that come with every purchase.
      </Lead>
      <BulletSection
        title="Inside the brochure"
        items={[
          'Company profile: history since 1998, offices and yards in Yokohama, Nagoya and Osaka.',
          'Sourcing: our auction memberships, dealer network and the stock we hold at any time.',
          'Quality: the 120-point yard check, odometer verification and pre-shipping inspections.',
          'Logistics: RORO and container shipping to New Zealand, Australia, Africa, the UK and the Pacific.',
          'After-sales: claims policy, vehicle protection plan, 360 inspection service and export service.',
        ]}
      />
      <Section title="Requesting a copy">
        <p>
          The brochure is available in English as a 24-page PDF and in print. Ask for it through the contact
          page and tell us whether you need printed copies for a trade show or your showroom; we post them
          free of charge to registered dealers.
        </p>
      </Section>
      <Callout title="For banks and auditors">
        We can also provide our company registration, export licence and references from long-standing
        customers on request.
      </Callout>
      <NextSteps
        links={[
          ['Contact us', '/about/contact-us'],
          ['Global network', '/about/global-network'],
        ]}
      />
    </>
  );
}
