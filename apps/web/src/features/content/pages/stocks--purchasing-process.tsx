import { Callout, Lead, NextSteps, StepsSection, TableSection } from '../components/content-blocks';

/** /stocks/purchasing-process */
export default function StocksPurchasingProcessPage() {
  return (
    <>
      <Lead>
        Buying a vehicle from IBC Japan takes six steps from the first search to collection at your port. Most
        dealers complete the paperwork in a day; the rest is the sailing time to your country.
      </Lead>
      <StepsSection
        title="From offer to collection"
        steps={[
          [
            'Open a dealer account',
            'Register your company, destination country and port. We verify your details and open accounts in JPY and your local currency.',
          ],
          [
            'Choose and offer',
            'Search our stock, read the checklist of each unit and send a price offer. Offers are answered within one Japanese business day.',
          ],
          [
            'Pro-forma invoice',
            'When your offer is accepted we reserve the vehicle and e-mail a pro-forma invoice with the agreed price and shipping terms.',
          ],
          [
            'Payment',
            'Pay by telegraphic transfer to the bank account on the invoice within five working days. Deposits and balances show on your account summary.',
          ],
          [
            'Export and shipping',
            'We de-register the vehicle, complete the export inspection and book it on the next vessel to your port.',
          ],
          [
            'Documents and collection',
            'After departure you receive the original export certificate and bill of lading by courier, or a telex release for faster clearance.',
          ],
        ]}
      />
      <TableSection
        title="Typical timing"
        caption="Typical time for each stage"
        head={['Stage', 'Working days']}
        rows={[
          ['Offer answered', '1'],
          ['Payment received and confirmed', '2 – 5'],
          ['Export de-registration and inspection', '5 – 7'],
          ['Sailing time Japan to New Zealand', '14 – 21'],
          ['Sailing time Japan to Mombasa', '25 – 35'],
        ]}
      />
      <Callout title="Paying in your own currency">
        Accounts can be held in JPY, NZD, AUD, USD, GBP and several African currencies. Switch between them
        from the account menu; prices and forex rates update immediately.
      </Callout>
      <NextSteps
        links={[
          ['Search stock', '/search'],
          ['Terms of trade', '/about/terms-of-trade'],
          ['FAQ', '/faq'],
        ]}
      />
    </>
  );
}
