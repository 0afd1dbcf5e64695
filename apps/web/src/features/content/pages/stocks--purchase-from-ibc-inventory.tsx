import { BulletSection, Callout, Lead, NextSteps, StepsSection } from '../components/content-blocks';

/** /stocks/purchase-from-ibc-inventory */
export default function PurchaseFromIbcInventoryPage() {
  return (
    <>
      <Lead>
        IBC inventory is stock we have already bought at auction or from Japanese dealers, paid for and moved
        into our own yards in Yokohama, Nagoya and Osaka. Because the vehicle is ours, you deal with one
        seller, one price and one set of documents, and the unit can be loaded on the next vessel to your
        port.
      </Lead>
      <BulletSection
        title="Why buy from our own stock"
        items={[
          'Every unit is re-inspected in our yard after purchase, with 40 or more photos and an auction sheet translation on its checklist.',
          'Signed-in dealers see a landed price to their port: FOB, freight, offshore fees and, for New Zealand, GST already worked out.',
          'No bidding and no waiting for auction results: send an offer and your account manager answers within one Japanese business day.',
          'Units can be held for 48 hours while you arrange payment, and are booked on the first vessel after funds arrive.',
        ]}
      />
      <StepsSection
        title="How to buy"
        steps={[
          [
            'Search the stock',
            'Filter by make, model, year, mileage and condition grade, and compare up to four vehicles side by side.',
          ],
          [
            'Send an offer',
            'Offer the full price or negotiate: your offer goes to your account manager by e-mail with the price breakdown.',
          ],
          [
            'Confirm and pay',
            'Once the offer is accepted you receive a pro-forma invoice; pay by telegraphic transfer within five working days.',
          ],
          [
            'Ship and collect',
            'We export, inspect and ship the vehicle, and send the bill of lading and export certificate when the vessel sails.',
          ],
        ]}
      />
      <Callout title="New Zealand dealers">
        Our NZ-bound units are pre-checked for MPI biosecurity and entry certification requirements, and
        shipping schedules to Auckland, Wellington, Lyttelton and Nelson are published on the notices page
        every month.
      </Callout>
      <NextSteps
        links={[
          ['Search stock', '/search'],
          ['Purchasing process', '/stocks/purchasing-process'],
          ['Open an account', '/account/signup'],
        ]}
      />
    </>
  );
}
