import { BulletSection, Callout, Lead, NextSteps, Section, TableSection } from '../components/content-blocks';

/** /services/financing-services */
export default function FinancingServicesPage() {
  return (
    <>
      <Lead>
        Stock on the water is money you cannot use. Our trade finance lets established dealers buy more units
        ahead of sales and pay for them when they arrive, or in instalments after collection.
      </Lead>
      <TableSection
        title="Options"
        caption="Trade finance options"
        head={['Option', 'Terms']}
        rows={[
          ['Pay on arrival', '30% deposit, balance before collection'],
          ['30-day terms', 'Full amount 30 days after departure'],
          ['Floor plan', 'Up to 90 days, monthly fee 1.5%'],
        ]}
      />
      <BulletSection
        title="Who qualifies"
        items={[
          'Registered dealers trading with IBC Japan for at least six months with no overdue invoices.',
          'A minimum of five units bought in the last three months.',
          'Company financial statements for the last year and a signed trade credit agreement.',
        ]}
      />
      <Section title="How it works">
        <p>
          Your account manager sets a credit limit based on your buying history. Financed vehicles show on
          your account summary with their due dates, and the original documents are released as each vehicle
          is paid for, so you can sell and clear units one by one.
        </p>
      </Section>
      <Callout title="Partners">
        Floor-plan finance in New Zealand and the UK is provided with our partner finance houses; approval is
        subject to their credit checks.
      </Callout>
      <NextSteps
        links={[
          ['Contact us', '/about/contact-us'],
          ['Terms of trade', '/about/terms-of-trade'],
        ]}
      />
    </>
  );
}
