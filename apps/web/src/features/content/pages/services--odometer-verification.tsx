import { BulletSection, Callout, Lead, NextSteps, Section } from '../components/content-blocks';

/** /services/odometer-verification */
export default function OdometerVerificationPage() {
  return (
    <>
      <Lead>
        Low mileage is why buyers want Japanese vehicles, so the reading must be true. We verify the odometer
        of every vehicle we sell against independent records before it is exported, and print the result on
        its checklist.
      </Lead>
      <BulletSection
        title="How we verify mileage"
        items={[
          'We compare the current reading with every auction record for the chassis number since first registration.',
          'We check the Japanese inspection (shaken) records, which note the mileage at each inspection.',
          'Our technicians look for wear that does not match the reading: pedals, steering wheel, seat bolsters and gear knob.',
          'Readings that go backwards, or that cannot be matched, are flagged and the vehicle is not sold as verified.',
        ]}
      />
      <Section title="The certificate">
        <p>
          Verified vehicles carry an odometer certificate with the readings found, their dates and sources.
          New Zealand entry certifiers and UK buyers accept it as supporting evidence, and it costs ¥1,500 per
          vehicle when ordered for auction purchases.
        </p>
      </Section>
      <Callout title="Our guarantee">
        If a verified vehicle's mileage is later shown to differ by more than 1,000 km from our certificate,
        we refund the vehicle or pay the difference in value, under our claims policy.
      </Callout>
      <NextSteps
        links={[
          ['History check', '/services/history-check'],
          ['Claims policy', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
