import { BulletSection, Lead, NextSteps, Section } from '../components/content-blocks';

/** /about/belief */
export default function BeliefPage() {
  return (
    <>
      <Lead>
        We believe an exporter earns repeat business by describing every vehicle honestly, answering every
        offer quickly and standing behind what it sells. Those three promises shape how we work every day.
      </Lead>
      <Section title="Honest description">
        <p>
          A dealer thousands of kilometres away cannot kick the tyres. So we photograph, grade and describe
          each vehicle as if we were buying it ourselves, including the scratches. A car that is exactly as
          described is worth more to you than a cheaper one with surprises.
        </p>
      </Section>
      <Section title="Quick, clear answers">
        <p>
          Every dealer has a named account manager who answers offers within one Japanese business day and
          speaks plainly about price, timing and condition. Prices on the site are landed prices in your
          currency, not starting points.
        </p>
      </Section>
      <BulletSection
        title="Standing behind our stock"
        items={[
          'A published claims policy with fixed response times.',
          'Verified odometer readings, backed by refunds if they prove wrong.',
          'Long-term relationships over one-off sales: we would rather lose a sale than sell the wrong car.',
        ]}
      />
      <NextSteps
        links={[
          ['Message from our CEO', '/about/ceo-message'],
          ['Reputation', '/about/reputation'],
        ]}
      />
    </>
  );
}
