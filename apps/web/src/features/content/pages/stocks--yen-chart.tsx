import { Callout, FactTable, Lead, NextSteps, Section } from '../components/content-blocks';

/** /stocks/yen-chart */
export default function YenChartPage() {
  return (
    <>
      <Lead>
        Our stock is priced in Japanese yen, so the exchange rate between the yen and your currency moves your
        landed price every day. The rates below are the ones your account uses today; the forex panel in the
        sidebar always shows the live figure for each of your accounts.
      </Lead>
      <Section title="Reading the rate">
        <p>
          Rates are quoted as yen per one unit of your currency. A higher number means your currency buys more
          yen, so the same vehicle costs you less. For example, at ¥88.50 per NZD a ¥650,000 FOB price is
          NZ$7,345 before freight and fees; at ¥92.00 it is NZ$7,065.
        </p>
        <FactTable
          caption="Reference forex rates used for pricing"
          head={['Currency', 'Yen per unit']}
          rows={[
            ['New Zealand dollar (NZD)', '88.50'],
            ['Australian dollar (AUD)', '97.20'],
            ['US dollar (USD)', '150.40'],
            ['Pound sterling (GBP)', '190.10'],
            ['Kenyan shilling (KES)', '1.16'],
          ]}
        />
      </Section>
      <Section title="Timing your purchases">
        <p>
          Your invoice is fixed in the account currency on the day the pro-forma invoice is issued. If you
          expect the yen to weaken, you can hold a JPY account and pay in yen when the rate suits you. Your
          account manager can also lock a rate for 48 hours on larger orders.
        </p>
      </Section>
      <Callout title="Where the rates come from">
        Rates are updated every Japanese business morning from our bank's telegraphic transfer selling rate.
      </Callout>
      <NextSteps
        links={[
          ['Search stock', '/search'],
          ['Purchasing process', '/stocks/purchasing-process'],
        ]}
      />
    </>
  );
}
