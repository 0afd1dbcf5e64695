import { BulletSection, Callout, Lead, NextSteps, StepsSection } from '../components/content-blocks';

/** /services/claims-policy */
export default function ClaimsPolicyPage() {
  return (
    <>
      <Lead>
        We describe every vehicle honestly, but cars are complex and sea voyages are long. If a vehicle
        arrives with a fault we did not disclose, or is damaged while in our care, this policy explains what
        you can claim and how quickly we settle.
      </Lead>
      <BulletSection
        title="What you can claim for"
        items={[
          'Mechanical or body defects not shown on the checklist, auction sheet translation or photos.',
          'Damage caused in our yard, during inland transport in Japan or while loading.',
          'Missing items listed on the checklist, such as spare keys, navigation discs or tools.',
          'Mileage that differs from the verified odometer reading by more than 1,000 km.',
        ]}
      />
      <BulletSection
        title="What is not covered"
        items={[
          "Wear and tear consistent with the vehicle's age, grade and mileage, including tyres, brake pads and batteries.",
          'Damage at sea or at the destination port, which is covered by maritime insurance where taken.',
          'Dealer-direct units, which are sold on a no-claim policy, and vehicles sold as-is for parts.',
        ]}
      />
      <StepsSection
        title="How to lodge a claim"
        steps={[
          [
            'Within 7 days of collection',
            'E-mail your account manager with the chassis number, a description of the problem and clear photos or a workshop report.',
          ],
          [
            'Assessment',
            'We compare the claim with the pre-shipping photos and inspection report and reply within five working days.',
          ],
          [
            'Settlement',
            'Accepted claims are settled as a credit on your account or a refund, at your choice, within ten working days.',
          ],
        ]}
      />
      <Callout title="Repairs">
        Please do not start repairs before we have agreed the claim, unless the vehicle is unsafe to move.
        Keep replaced parts until the claim is settled.
      </Callout>
      <NextSteps
        links={[
          ['Quality control', '/services/quality-control'],
          ['Terms of trade', '/about/terms-of-trade'],
        ]}
      />
    </>
  );
}
