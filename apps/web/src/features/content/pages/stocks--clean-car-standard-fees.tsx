import { Callout, FactTable, Lead, NextSteps, Section } from '../components/content-blocks';

/** /stocks/clean-car-standard-fees (countryId 75 only in the menu) */
export default function CleanCarStandardFeesPage() {
  return (
    <>
      <Lead>
        New Zealand's Clean Car Standard sets a CO2 target for every vehicle imported, and importers pay a
        charge when a vehicle's emissions are above the target for its type. The charge is not part of the
        landed prices on this site: ask your sales contact for the expected charge of a vehicle before you
        offer, so that your landed cost has no surprises.
      </Lead>
      <Section title="How the charge is worked out">
        <p>
          Each vehicle's CO2 figure (grams per kilometre, WLTP 3P basis) is compared with the target for the
          year of entry. Vehicles below the target earn credits for the importer; vehicles above it incur a
          charge per gram over the target. Light commercial vehicles such as vans and utes have their own,
          higher target.
        </p>
        <FactTable
          caption="Example Clean Car Standard outcomes"
          head={['Example vehicle', 'CO2 g/km', 'Outcome']}
          rows={[
            ['Toyota Aqua hybrid (passenger)', '93', 'Credit'],
            ['Mazda Demio 1.3 (passenger)', '128', 'Small charge'],
            ['Toyota Hiace diesel (commercial)', '233', 'Charge'],
          ]}
        />
      </Section>
      <Section title="Who pays">
        <p>
          The Clean Car Standard charge is payable by the importer to Waka Kotahi NZTA before the vehicle is
          certified for entry. If you import through your own importer code, the charge is yours; if we land
          the vehicle in New Zealand for you, we pay it and add it to your invoice at cost.
        </p>
      </Section>
      <Callout title="Figures change">
        Targets and charges are set by the New Zealand Government and change each year. An estimate from us is
        for guidance; the final figure is the one NZTA confirms at entry certification.
      </Callout>
      <NextSteps
        links={[
          ['Search hybrid cars', '/search?tab=13'],
          ['Contact us', '/about/contact-us'],
        ]}
      />
    </>
  );
}
