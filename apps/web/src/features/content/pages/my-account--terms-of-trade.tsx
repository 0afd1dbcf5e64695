import { BulletSection, Callout, Lead, NextSteps, Section } from '../components/content-blocks';

/** /my-account/terms-of-trade */
export default function MyTermsOfTradePage() {
  return (
    <>
      <Lead>
        Your account trades on our standard terms of trade unless your account manager has agreed special
        terms with you in writing. This page summarises what applies to your purchases.
      </Lead>
      <BulletSection
        title="Standard account terms"
        items={[
          'Prices are quoted in the currency of the account you are viewing; switch accounts from the sidebar.',
          'Offers are binding once accepted with a pro-forma invoice; reserved vehicles are held for five working days.',
          'Payment is by telegraphic transfer within five working days of the pro-forma invoice.',
          'Original documents are couriered, or released by telex, after payment in full.',
          'New Zealand accounts are invoiced after vessel departure, with collection dates based on a safe ETA.',
        ]}
      />
      <Section title="Special terms">
        <p>
          Credit terms, floor-plan finance, Buy More Save More and iDirect bidding are enabled per account. If
          one of them applies to you, it appears in your account menu. The full general terms are on the
          public terms of trade page.
        </p>
      </Section>
      <Callout title="Questions">
        If anything here differs from what you agreed, contact your account manager before sending your next
        offer.
      </Callout>
      <NextSteps
        links={[
          ['Full terms of trade', '/about/terms-of-trade'],
          ['Notices', '/my-account/notices'],
        ]}
      />
    </>
  );
}
