import { BulletSection, Lead, NextSteps, Section } from '../components/content-blocks';

/** /about/group-affiliations */
export default function GroupAffiliationsPage() {
  return (
    <>
      <Lead>
        IBC Japan is part of a small group of companies that together cover buying, inspecting, shipping and
        supporting vehicles after sale. Working inside one group means fewer hand-overs and one point of
        contact for you.
      </Lead>
      <BulletSection
        title="Companies of the group"
        items={[
          'IBC Japan Co., Ltd.: export sales of used vehicles and auction buying (Yokohama).',
          'IBC Logistics: yard operations, container vanning and inland transport in Japan.',
          'IBC Parts: used and new parts, shipped on their own or in your vehicle container.',
          'Maxcare: vehicle protection plans and after-sales service for dealers and their customers.',
        ]}
      />
      <BulletSection
        title="Associations"
        items={[
          'Japan Used Motor Vehicle Exporters Association (JUMVEA): code of conduct on honest description.',
          'Member of USS, TAA, JU, CAA and HAA auction groups.',
          'MPI-approved biosecurity inspection facility for vehicles exported to New Zealand.',
        ]}
      />
      <Section title="After-sales partners">
        <p>
          Through the group we offer a vehicle protection plan, a 360 inspection service and an export service
          for dealers who want us to handle the whole process. Links to each are at the foot of the services
          pages.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Global network', '/about/global-network'],
          ['Services', '/services'],
        ]}
      />
    </>
  );
}
