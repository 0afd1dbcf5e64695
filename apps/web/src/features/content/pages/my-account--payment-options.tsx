import { Callout, Lead, NextSteps, Section, TableSection } from '../components/content-blocks';

/** /my-account/payment-options */
export default function PaymentOptionsPage() {
  return (
    <>
      <Lead>
        Pay for vehicles, deposits and services in the currency of your account. Telegraphic transfer is the
        standard method; card and PayPal payments are available for deposits and smaller invoices.
      </Lead>
      <TableSection
        title="Methods"
        caption="Payment methods"
        head={['Method', 'Use for']}
        rows={[
          ['Telegraphic transfer (TT)', 'Vehicle invoices, any amount'],
          ['Card payment', 'Deposits and invoices up to ¥1,000,000'],
          ['PayPal', 'Deposits and service fees up to ¥500,000'],
        ]}
      />
      <Section title="Telegraphic transfer">
        <p>
          Transfer to the bank account printed on your invoice only, and quote the invoice number as the
          payment reference. We will never ask you to pay a different account by e-mail; if you receive such a
          request, call us before paying. Then record the payment with the bank's remittance slip on Payment
          collections, so the sales team can match and confirm it.
        </p>
      </Section>
      <Callout title="Bank charges">
        Sender and intermediary bank charges are paid by the buyer. If the amount received is short, the
        difference is added to your next invoice.
      </Callout>
      <NextSteps
        links={[
          ['Payment collections', '/my-account/payment-collections'],
          ['Pay via PayPal', '/my-account/pay-via-paypal'],
        ]}
      />
    </>
  );
}
