import { Bullets, Callout, Lead, NextSteps, Section, TableSection } from '../components/content-blocks';

/** /services/containerization */
export default function ContainerizationPage() {
  return (
    <>
      <Lead>
        Containers protect vehicles from weather and handling, let you ship parts with your cars and reach
        ports that roll-on roll-off vessels do not serve. Our yard team loads and secures every container
        in-house.
      </Lead>
      <TableSection
        title="Container options"
        caption="Container sizes and typical loads"
        head={['Container', 'Typical load']}
        rows={[
          ['20-ft', '1 car plus parts, or 2 kei cars'],
          ['40-ft', '3 – 4 cars, or 3 cars plus parts'],
          ['40-ft high cube', '2 vans or SUVs on racking'],
        ]}
      />
      <Section title="40-ft vanning">
        <p>
          40-ft vanning is available from Yokohama and Osaka. Cars are loaded on timber and steel racks,
          lashed at four points and photographed inside the box before the doors are sealed. You receive the
          seal number and photos with the bill of lading.
        </p>
        <Bullets
          items={[
            'Mixed loads of cars, engines, tyres and body parts on one bill of lading.',
            'Batteries disconnected and fuel below a quarter tank, as the shipping lines require.',
            'Shared containers for dealers who buy one or two cars at a time, split at the destination depot.',
          ]}
        />
      </Section>
      <Callout title="New Zealand">
        TGRI is fixed at NZ$100 per unit for containers as well as RORO. Containers clear MPI biosecurity at
        the devanning depot; allow two extra working days before collection.
      </Callout>
      <NextSteps
        links={[
          ['Tariff', '/services/tariff'],
          ['Maritime insurance', '/services/maritime-insurance'],
        ]}
      />
    </>
  );
}
