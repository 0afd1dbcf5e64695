import { Callout, Lead, NextSteps, Section, StepsSection } from '../components/content-blocks';

/** /my-account/pay-via-paypal */
export default function PayViaPaypalPage() {
  return (
    <>
      <Lead>
        PayPal is a quick way to pay deposits, inspection fees and other service charges up to ¥500,000
        without a bank visit. Vehicle invoices above that amount should be paid by telegraphic transfer.
      </Lead>
      <StepsSection
        title="How to pay"
        steps={[
          [
            'Ask for a PayPal request',
            'Tell your account manager which invoice or deposit you want to pay; we send a PayPal payment request to your account e-mail.',
          ],
          [
            'Pay the request',
            'Open the request from PayPal and pay it from your PayPal balance, bank account or card.',
          ],
          ['Confirmation', 'The payment shows on your account summary within one Japanese business day.'],
        ]}
      />
      <Section title="Fees and currency">
        <p>
          PayPal's processing fee of 4.1% plus a fixed fee is added to the request so that the full invoice
          amount is received. Requests are issued in JPY; PayPal converts from your currency at its own rate.
        </p>
      </Section>
      <Callout title="Security">
        We only send PayPal requests from our official account to the e-mail addresses registered on your
        profile.
      </Callout>
      <NextSteps
        links={[
          ['Payment options', '/my-account/payment-options'],
          ['My profile', '/my-account/my-profile'],
        ]}
      />
    </>
  );
}
