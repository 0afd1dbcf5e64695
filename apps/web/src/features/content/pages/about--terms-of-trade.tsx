import { BulletSection, Lead, NextSteps, Section } from '../components/content-blocks';

/** /about/terms-of-trade */
export default function TermsOfTradePage() {
  return (
    <>
      <Lead>
        These terms of trade apply to every vehicle sold by IBC Japan Co., Ltd. from its own stock. By sending
        an offer you agree to them. Auction purchases are also subject to the auction terms of trade.
      </Lead>
      <BulletSection
        title="1. Offers and contracts"
        items={[
          'Prices on the site are quoted FOB Japan, C&F or landed at your port, as shown with each vehicle.',
          'An offer is accepted when we issue a pro-forma invoice. Until then the vehicle may be sold to another buyer.',
          'Accepted vehicles are reserved for five working days pending payment.',
        ]}
      />
      <BulletSection
        title="2. Payment"
        items={[
          'Payment is by telegraphic transfer in the invoice currency, to the bank account on the invoice only.',
          'Bank charges on both sides are paid by the buyer; the amount received must equal the invoice.',
          'If payment is late, storage of ¥1,000 per vehicle per day applies and the reservation may be cancelled.',
        ]}
      />
      <BulletSection
        title="3. Shipping and risk"
        items={[
          'Risk passes to the buyer when the vehicle is loaded on the vessel, unless maritime insurance is arranged through us.',
          "Sailing dates and ETAs are the carrier's and may change; we are not liable for delays by shipping lines or ports.",
          'Original documents are released once the invoice is paid in full.',
        ]}
      />
      <Section title="4. Condition, claims and law">
        <p>
          Vehicles are sold as described on their checklist. Claims are handled under our claims policy. These
          terms are governed by the laws of Japan, and disputes are heard by the Yokohama District Court
          unless agreed otherwise.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Claims policy', '/services/claims-policy'],
          ['Auction terms of trade', '/auction/terms-of-trade'],
        ]}
      />
    </>
  );
}
