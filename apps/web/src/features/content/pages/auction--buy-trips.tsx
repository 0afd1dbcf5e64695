import { BulletSection, Callout, Lead, NextSteps, Section } from '../components/content-blocks';

/** /auction/buy-trips */
export default function BuyTripsPage() {
  return (
    <>
      <Lead>
        Nothing replaces seeing the cars yourself. On a buy trip you spend three to five days in Japan with
        our team, walking the auction floors, inspecting the lots you want and bidding live, then visiting our
        yard to see how your vehicles are prepared for export.
      </Lead>
      <BulletSection
        title="A typical itinerary"
        items={[
          "Day 1: arrival in Tokyo or Osaka, welcome dinner and a briefing on the week's auction lists.",
          'Day 2: USS Tokyo, the largest auction in Japan, with 15,000 or more lots on a sale day.',
          'Day 3: TAA Kanto or JU Kanagawa, then our Yokohama yard and export inspection centre.',
          'Day 4: USS Nagoya or HAA Kobe by bullet train, focusing on vans, trucks and commercial stock.',
          'Day 5: review of your purchases, shipping plan and free time before departure.',
        ]}
      />
      <Section title="What we arrange">
        <p>
          We arrange auction access, interpreters, transport between auctions and hotel recommendations near
          each venue. You pay for your own flights and accommodation; the auction guidance is free for dealers
          who buy five or more vehicles during the trip.
        </p>
      </Section>
      <Callout title="Planning your visit">
        Auctions close over Golden Week (late April to early May), obon (mid-August) and the New Year
        holidays. Book at least four weeks ahead so we can match the trip to the auction calendar.
      </Callout>
      <NextSteps
        links={[
          ['Contact us to book', '/about/contact-us'],
          ['Auction purchasing process', '/auction/purchasing-process'],
        ]}
      />
    </>
  );
}
