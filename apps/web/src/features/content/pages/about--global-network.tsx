import { Lead, NextSteps, Section, TableSection } from '../components/content-blocks';

/** /about/global-network */
export default function GlobalNetworkPage() {
  return (
    <>
      <Lead>
        IBC Japan buys in Japan and sells to dealers on five continents. Our own yards, our shipping partners
        and local agents in the main markets keep your vehicles moving from auction to your door.
      </Lead>
      <TableSection
        title="In Japan"
        caption="IBC Japan locations in Japan"
        head={['Location', 'Role']}
        rows={[
          ['Yokohama (head office)', 'Sales, accounts, main yard and RORO port'],
          ['Nagoya', 'Yard and container vanning'],
          ['Osaka', 'Yard, vanning and Kobe port'],
          ['Fukuoka', 'Buying office for Kyushu auctions'],
        ]}
      />
      <TableSection
        title="Markets we serve"
        caption="Main export markets"
        head={['Market', 'Ports']}
        rows={[
          ['New Zealand', 'Auckland, Wellington, Lyttelton, Nelson'],
          ['Australia', 'Melbourne, Brisbane, Sydney'],
          ['East Africa', 'Mombasa, Dar es Salaam (to Uganda)'],
          ['United Kingdom', 'Southampton, Bristol'],
          ['Pacific Islands', "Suva, Apia, Nuku'alofa"],
        ]}
      />
      <Section title="Local support">
        <p>
          In Auckland, Mombasa and Kampala, partner agents help with customs clearance, compliance and
          delivery to your yard. Ask your account manager for their details; they work with our documents
          every week and know each vessel we use.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Group affiliations', '/about/group-affiliations'],
          ['Contact us', '/about/contact-us'],
        ]}
      />
    </>
  );
}
