import { Callout, Lead, NextSteps, Section, StepsSection } from '../components/content-blocks';

/** /auction/purchasing-process */
export default function AuctionPurchasingProcessPage() {
  return (
    <>
      <Lead>
        More than 120,000 vehicles pass through Japan's auction houses every week. IBC Japan holds memberships
        at the major auctions (USS, TAA, JU, CAA and HAA) and bids on your behalf, so you can buy exactly the
        model, grade and colour you need at the wholesale price.
      </Lead>
      <StepsSection
        title="How an auction purchase works"
        steps={[
          [
            'Send your request',
            'Tell us the make, model, year range, mileage, grade and your maximum bid, or pick lots directly from the auction listings.',
          ],
          [
            'Pre-bid inspection',
            'Our inspectors check the car at the auction yard and translate the auction sheet so you know its condition before bidding.',
          ],
          [
            'We bid for you',
            'We bid up to your limit and never above it. Results are posted to your account the same evening.',
          ],
          [
            'Invoice and payment',
            'For a winning bid you receive an invoice for the hammer price, auction fee, our service fee and freight; pay within three working days.',
          ],
          [
            'Transport and export',
            'The car is trucked to our yard, re-checked, de-registered and shipped on the next vessel to your port.',
          ],
        ]}
      />
      <Section title="Fees">
        <p>
          Auction purchases carry the auction house fee (about ¥10,000 to ¥20,000 per car), inland transport
          to the port, and our flat bidding service fee shown on the tariff page. There is no charge for lots
          you do not win.
        </p>
      </Section>
      <Callout title="Deposit">
        A refundable deposit is required before we bid, usually 20% of your maximum bid. Members with iDirect
        access can bid directly online after lodging an iDirect deposit.
      </Callout>
      <NextSteps
        links={[
          ['Tariff', '/services/tariff'],
          ['Buy trips', '/auction/buy-trips'],
          ['Open an account', '/account/signup'],
        ]}
      />
    </>
  );
}
