import { BulletSection, Callout, Lead, NextSteps, Section } from '../components/content-blocks';

/** /services/quality-control */
export default function QualityControlPage() {
  return (
    <>
      <Lead>
        Every vehicle that enters an IBC Japan yard passes a 120-point check by our own technicians before it
        is listed for sale. The results go on the vehicle's checklist, so you read exactly what our team saw.
      </Lead>
      <BulletSection
        title="What we check"
        items={[
          'Engine start, idle and warning lights, with a diagnostic scan for stored fault codes.',
          'Transmission engagement, CVT and hybrid system status, and battery health on hybrids and EVs.',
          'Body panels, paint depth readings, rust on sills and underbody, and signs of previous repair.',
          'Interior condition, seats, dashboard, air conditioning, windows, mirrors and electrical accessories.',
          "Tyre tread depth, spare wheel, jack, tools, keys and owner's manuals.",
        ]}
      />
      <Section title="Photos and grading">
        <p>
          We take at least 40 photos of each vehicle, including the underbody and engine bay, and publish them
          with the auction sheet translation. Our own grade follows the auction scale from 1 to 5 so it can be
          compared directly with auction stock; a vehicle with repaired structural damage is marked R.
        </p>
      </Section>
      <Callout title="Vehicles that fail">
        Vehicles that fail the check on safety items are repaired before sale or sold only to the domestic
        trade. They are never offered to export customers with the fault undisclosed.
      </Callout>
      <NextSteps
        links={[
          ['Pre-shipping inspections', '/services/pre-shipping-inspections'],
          ['Claims policy', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
