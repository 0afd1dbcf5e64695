import { Callout, Lead, NextSteps, Section, TableSection } from '../components/content-blocks';

/** /auction/idirect-deposit */
export default function IDirectDepositPage() {
  return (
    <>
      <Lead>
        iDirect lets approved dealers bid directly on Japanese auction lots from their own screen, with live
        results and auction sheets in English. Before your bidding limit is opened we ask for a refundable
        deposit held against your account.
      </Lead>
      <TableSection
        title="Deposit and bidding limit"
        caption="iDirect deposits and bidding limits"
        head={['Deposit (JPY)', 'Bidding limit (JPY)']}
        rows={[
          ['¥300,000', '¥1,500,000'],
          ['¥500,000', '¥3,000,000'],
          ['¥1,000,000', '¥7,500,000'],
        ]}
      >
        <p>
          Your bidding limit is the total of open bids and unpaid wins at any time. As soon as a win is paid
          for, the limit is released for new bids.
        </p>
      </TableSection>
      <Section title="Lodging and refunding the deposit">
        <p>
          Pay the deposit by telegraphic transfer to the account shown on your iDirect invoice, quoting your
          customer code. The deposit is refunded in full within ten working days of a written request, once
          all auction invoices on your account are settled.
        </p>
      </Section>
      <Callout title="Getting access">
        iDirect access is switched on by your account manager. Once it is active, an 'Auctions in Japan' link
        appears in the Auction menu and opens iDirect without a second sign-in.
      </Callout>
      <NextSteps
        links={[
          ['Auction terms of trade', '/auction/terms-of-trade'],
          ['Contact us', '/about/contact-us'],
        ]}
      />
    </>
  );
}
