import { BulletSection, Callout, Lead, NextSteps, Section } from '../components/content-blocks';

/** /services/maritime-insurance */
export default function MaritimeInsurancePage() {
  return (
    <>
      <Lead>
        Once a vehicle is loaded, the shipping line's liability is limited. Marine cargo insurance arranged
        through IBC Japan covers your vehicle from our yard until it is unloaded at your port, at 1.2% of its
        CIF value.
      </Lead>
      <BulletSection
        title="What is covered"
        items={[
          'Total loss of the vessel or container, fire, sinking, stranding and collision.',
          'Damage during loading and unloading, including dents and scratches caused by handling.',
          'General average contributions that the owners of cargo must pay after an incident at sea.',
          'Theft of the whole vehicle while in the port of loading or on board.',
        ]}
      />
      <BulletSection
        title="What is not covered"
        items={[
          'Mechanical or electrical breakdown not caused by an accident.',
          'Loss of personal items or loose parts left inside the vehicle.',
          'Delay, market loss or storage charges caused by late arrival.',
        ]}
      />
      <Section title="Making a claim">
        <p>
          Note any damage on the delivery receipt before signing for the vehicle, take photos at the port and
          e-mail them to us within three days. We lodge the claim with the insurer and pay the settlement to
          your account, usually within 30 days.
        </p>
      </Section>
      <Callout title="Adding cover">
        Tick marine insurance when you accept a pro-forma invoice, or ask your account manager to add it
        before the vessel departs. Cover cannot be added after departure.
      </Callout>
      <NextSteps
        links={[
          ['Claims policy', '/services/claims-policy'],
          ['Tariff', '/services/tariff'],
        ]}
      />
    </>
  );
}
