import { BulletSection, Callout, Lead, NextSteps, Section } from '../components/content-blocks';

/** /my-account/bill-of-lading */
export default function BillOfLadingPage() {
  return (
    <>
      <Lead>
        The bill of lading is the shipping line's receipt for your vehicle and the document you need to
        collect it at the destination port. We issue one for every shipment on your account once the vessel
        sails.
      </Lead>
      <BulletSection
        title="Original or telex release"
        items={[
          'Original bill of lading: three signed originals are couriered to you after payment, usually arriving in 3 – 5 days.',
          'Telex (surrender) release: the originals are surrendered in Japan and the line releases the cargo electronically; no courier needed.',
          'Sea waybill: used for trusted consignees on some routes; no original is needed to collect.',
        ]}
      />
      <Section title="What to check">
        <p>
          Check the consignee name, the chassis numbers, the port of discharge and the notify party as soon as
          you receive the draft. Corrections after the vessel has sailed cost ¥5,000 per amendment and can
          delay clearance.
        </p>
      </Section>
      <Callout title="New Zealand customers">
        Invoices for New Zealand are issued after vessel departure or once the master bill of lading is fully
        processed; see the New Zealand invoicing notice on the notices page.
      </Callout>
      <NextSteps
        links={[
          ['Shipping schedule', '/my-account/shipping-schedule'],
          ['Notices', '/my-account/notices'],
        ]}
      />
    </>
  );
}
