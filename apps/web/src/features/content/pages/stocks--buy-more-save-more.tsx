import { Callout, Lead, NextSteps, Section, TableSection } from '../components/content-blocks';

/** /stocks/buy-more-save-more */
export default function BuyMoreSaveMorePage() {
  return (
    <>
      <Lead>
        Buy More Save More rewards dealers who buy several units a month. The more vehicles you confirm in a
        calendar month, the larger the discount on every unit in that month, applied as a credit to your
        account.
      </Lead>
      <TableSection
        title="Discount tiers"
        caption="Buy More Save More discount per unit"
        head={['Units confirmed in a month', 'Credit per unit (JPY)']}
        rows={[
          ['3 – 5 units', '¥10,000'],
          ['6 – 10 units', '¥20,000'],
          ['11 – 20 units', '¥30,000'],
          ['21 units or more', '¥40,000'],
        ]}
      >
        <p>
          A unit counts in the month its pro-forma invoice is issued. Credits are calculated on the first
          business day of the next month and can be used against any invoice, including freight and inspection
          charges.
        </p>
      </TableSection>
      <Section title="Who can join">
        <p>
          The programme is open to registered dealers with at least three months of trading history with us.
          Once your account manager enables it, a Buy More Save More entry appears in your account menu.
        </p>
      </Section>
      <Callout title="Combining offers">
        Buy More Save More credits apply on top of negotiated prices, but not to auction purchases or
        dealer-direct units, which are sold on their own terms.
      </Callout>
      <NextSteps
        links={[
          ['Search stock', '/search'],
          ['Contact your account manager', '/about/contact-us'],
        ]}
      />
    </>
  );
}
