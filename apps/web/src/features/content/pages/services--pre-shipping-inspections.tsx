import { BulletSection, Callout, Lead, NextSteps, TableSection } from '../components/content-blocks';

/** /services/pre-shipping-inspections */
export default function PreShippingInspectionsPage() {
  return (
    <>
      <Lead>
        Most importing countries require a vehicle to be inspected in Japan before it is loaded. We book and
        manage these inspections for you, so the vehicle arrives with the certificates your customs and
        compliance agents need.
      </Lead>
      <TableSection
        title="Inspections by destination"
        caption="Pre-shipping inspection required by destination"
        head={['Destination', 'Inspection']}
        rows={[
          ['New Zealand', 'MPI biosecurity and BMSB treatment in season'],
          ['Australia', 'Biosecurity inspection and asbestos declaration'],
          ['Kenya', 'KEBS roadworthiness (QISJ)'],
          ['Uganda, Tanzania', 'JEVIC roadworthiness'],
          ['United Kingdom', 'Export certificate and mileage check'],
        ]}
      />
      <BulletSection
        title="What the inspection covers"
        items={[
          'Cleaning of the underbody, wheel arches, engine bay and interior to remove soil, seeds and insects.',
          'Roadworthiness checks where the destination requires them: brakes, lights, steering, exhaust and structure.',
          'Radiation screening for destinations that require it, with a certificate per vehicle.',
          'Verification of the chassis number, year of manufacture and odometer reading against the export certificate.',
        ]}
      />
      <Callout title="Brown marmorated stink bug season">
        From September 1 to April 30, vehicles shipped to New Zealand and Australia must be heat-treated at an
        approved facility before loading. We add the treatment automatically and include the certificate with
        your documents.
      </Callout>
      <NextSteps
        links={[
          ['Tariff', '/services/tariff'],
          ['Quality control', '/services/quality-control'],
        ]}
      />
    </>
  );
}
