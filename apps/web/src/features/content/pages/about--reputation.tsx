import { Lead, NextSteps, Section, TableSection } from '../components/content-blocks';

/** /about/reputation */
export default function ReputationPage() {
  return (
    <>
      <Lead>
        IBC Japan has exported used vehicles from Japan since 1998. Most of our business comes from dealers
        who have bought from us for five years or more, and from the dealers they recommend us to.
      </Lead>
      <TableSection
        title="In numbers"
        caption="IBC Japan in numbers"
        head={['', 'Figure']}
        rows={[
          ['Vehicles exported since 1998', '180,000+'],
          ['Active dealer accounts', '2,400'],
          ['Countries shipped to last year', '38'],
          ['Offers answered within one business day', '97%'],
          ['Claims settled within ten working days', '94%'],
        ]}
      />
      <Section title="What dealers tell us">
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          "The checklist is what the car is. In eight years we have had two claims, and both were paid within
          a week."
          <footer className="mt-1 text-sm not-italic text-slate-500">
            Used-car dealer, Hamilton, New Zealand
          </footer>
        </blockquote>
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          "Landed prices in shillings mean I can quote my customers the same day."
          <footer className="mt-1 text-sm not-italic text-slate-500">Importer, Mombasa, Kenya</footer>
        </blockquote>
      </Section>
      <Section title="Memberships and standards">
        <p>
          We are members of the Japan Used Motor Vehicle Exporters Association and the major auction groups,
          and we follow their codes on honest description and odometer integrity. Our yards are approved
          facilities for New Zealand MPI biosecurity inspection.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Our belief', '/about/belief'],
          ['Contact us', '/about/contact-us'],
        ]}
      />
    </>
  );
}
