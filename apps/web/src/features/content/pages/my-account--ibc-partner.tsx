import { BulletSection, Lead, NextSteps, Section, TableSection } from '../components/content-blocks';

/** /my-account/ibc-partner */
export default function IbcPartnerPage() {
  return (
    <>
      <Lead>
        IBC Partner is our programme for dealers who buy regularly and want a closer working relationship:
        priority on new arrivals, better shipping allocation and a dedicated team in Yokohama.
      </Lead>
      <TableSection
        title="Partner levels"
        caption="IBC Partner levels"
        head={['Level', 'Units in the last 12 months']}
        rows={[
          ['Silver', '24+'],
          ['Gold', '60+'],
          ['Platinum', '150+'],
        ]}
      />
      <BulletSection
        title="Benefits"
        items={[
          'First look at new arrivals 24 hours before they are published to all dealers (Gold and Platinum).',
          'Guaranteed space on monthly sailings to your port, even in peak season.',
          'Free history checks and odometer certificates on every unit (Platinum).',
          'Quarterly market reviews with your account manager, in person or by video call.',
        ]}
      />
      <Section title="Joining">
        <p>
          Levels are reviewed every quarter from your purchase history; there is nothing to apply for. Your
          current level and the units you need for the next one are shown here once the programme is enabled
          on your account.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Search stock', '/search'],
          ['Account summary', '/account-summary'],
        ]}
      />
    </>
  );
}
