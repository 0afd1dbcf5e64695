import { Lead, NextSteps, Section } from '../components/content-blocks';

/** /about/ceo-message */
export default function CeoMessagePage() {
  return (
    <>
      <Lead>
        Thank you for choosing IBC Japan. When we shipped our first cars to Auckland in 1998, we promised our
        customers one thing: that the vehicle they unload will be the vehicle we described. Twenty-eight years
        later, that promise is still the centre of everything we do.
      </Lead>
      <Section title="Relationships, not transactions">
        <p>
          The used-vehicle trade can be a business of one-off deals. We have chosen a different path. Our
          dealers in New Zealand, Australia, Kenya, Uganda, the United Kingdom and the Pacific buy from us
          month after month because we answer honestly, price transparently and resolve problems quickly when
          they happen. Many of them started with a single car and now import a container every week.
        </p>
      </Section>
      <Section title="Investing in what you cannot see">
        <p>
          Over the last five years we have invested in our own inspection yards, in biosecurity treatment
          capacity for the stink-bug season, and in this platform, which shows landed prices in your currency
          and lets you compare and offer on vehicles at any hour. Each investment has one aim: fewer surprises
          between our yard and yours.
        </p>
      </Section>
      <Section title="Looking ahead">
        <p>
          Markets are changing: hybrids and electric vehicles now lead imports to New Zealand, and emissions
          rules are tightening everywhere. We will keep sourcing the vehicles your customers want and keep you
          informed early about every change that affects your business.
        </p>
        <p className="font-semibold text-brand-900">Hiroshi Tanaka, President and CEO, IBC Japan Co., Ltd.</p>
      </Section>
      <NextSteps
        links={[
          ['Our belief', '/about/belief'],
          ['Group affiliations', '/about/group-affiliations'],
        ]}
      />
    </>
  );
}
