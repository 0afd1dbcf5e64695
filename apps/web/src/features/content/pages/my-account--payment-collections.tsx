import { BulletSection, Lead, NextSteps, Section } from '../components/content-blocks';

/** /my-account/payment-collections */
export default function PaymentCollectionsPage() {
  return (
    <>
      <Lead>
        Payment collections are the dates by which each invoice must be paid. For New Zealand accounts they
        are set from the carrier's ETA of the vessel; for other markets, from the invoice date.
      </Lead>
      <BulletSection
        title="How collection dates are set"
        items={[
          'Invoices are issued after the vessel departs or the master bill of lading is fully processed.',
          "Only the carrier's ETA is used. The safe ETA is 48 hours before the scheduled arrival.",
          'Collection dates are the earliest (6), medium (5) and latest (4) working day after the safe ETA.',
          'Working days exclude weekends and public holidays in New Zealand, Japan, the Philippines and the USA.',
        ]}
      />
      <Section title="Other markets">
        <p>
          For Australia, Africa, the UK and other markets, the balance is due five working days after the
          pro-forma invoice, and documents are released when the payment is received. Overdue invoices appear
          in red on your account summary.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Notices', '/my-account/notices'],
          ['Payment options', '/my-account/payment-options'],
        ]}
      />
    </>
  );
}
