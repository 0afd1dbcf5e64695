import { BulletSection, Lead, NextSteps, Section } from '../components/content-blocks';

/** /auction/terms-of-trade */
export default function AuctionTermsOfTradePage() {
  return (
    <>
      <Lead>
        These terms apply to every vehicle IBC Japan buys for you at auction in Japan, in addition to our
        general terms of trade. Please read them before sending a bid request.
      </Lead>
      <BulletSection
        title="Bids"
        items={[
          'A bid request is a binding instruction to bid up to the stated maximum. It can be withdrawn free of charge until 17:00 JST on the day before the sale.',
          'We bid in your interest and never above your maximum. The hammer price is final and cannot be renegotiated.',
          'A refundable deposit of 20% of the maximum bid is required before bidding, unless your account has a credit arrangement.',
        ]}
      />
      <BulletSection
        title="Payment"
        items={[
          'Winning bids are invoiced the same day. Payment is due within three working days of the invoice date.',
          'Late payment incurs yard storage from the fourth day at ¥1,000 per vehicle per day, and the auction house may charge a late fee.',
          'If payment is not received within ten working days the vehicle may be resold and any loss charged against your deposit.',
        ]}
      />
      <Section title="Condition and claims">
        <p>
          Auction vehicles are sold as described on the auction sheet. Claims for undisclosed defects must be
          lodged within seven days of the sale, before the vehicle leaves Japan, and are decided by the
          auction house under its own rules. Once a vehicle is exported, the claims policy of IBC Japan
          applies only to damage in our care.
        </p>
      </Section>
      <NextSteps
        links={[
          ['General terms of trade', '/about/terms-of-trade'],
          ['Claims policy', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
