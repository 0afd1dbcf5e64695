import { BulletSection, Callout, Lead, NextSteps, Section } from '../components/content-blocks';

/** /services/history-check */
export default function HistoryCheckPage() {
  return (
    <>
      <Lead>
        A history check tells you where a vehicle has been before it reached our yard. We search Japanese
        registration, auction and service records by chassis number and give you a plain-English report you
        can pass on to your own customer.
      </Lead>
      <BulletSection
        title="What the report shows"
        items={[
          'Date of first registration in Japan and the number of previous owners.',
          'Every auction appearance with the date, auction house, grade and recorded mileage.',
          'Recorded accidents, flood damage and repair history where known to the auction houses.',
          'Mileage readings over time, flagged when a reading is lower than an earlier one.',
          'Recall notices issued by the manufacturer and whether they were carried out.',
        ]}
      />
      <Section title="When to order one">
        <p>
          History checks are most useful on higher-value vehicles, low-mileage claims and models that are
          often rebuilt, such as sports cars and late-model SUVs. A report costs ¥2,500 and is usually ready
          within one business day. It is attached to the vehicle's checklist so you can download it at any
          time.
        </p>
      </Section>
      <Callout title="Customer confidence">
        Many of our New Zealand and UK dealers print the report and hand it to retail buyers: a verified
        history sells a car faster than a low price.
      </Callout>
      <NextSteps
        links={[
          ['Odometer verification', '/services/odometer-verification'],
          ['Search stock', '/search'],
        ]}
      />
    </>
  );
}
