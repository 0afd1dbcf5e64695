import { Callout, Lead, NextSteps, Section, TableSection } from '../components/content-blocks';

/**
 * When these rates were written: the page says so, and claims no sailing window that
 * has since passed. Change it whenever a figure below changes.
 */
const TARIFF_WRITTEN = '2026-11-25';

const writtenMonth = new Intl.DateTimeFormat('en-NZ', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${TARIFF_WRITTEN}T00:00:00Z`));

/** /services/tariff */
export default function ServicesTariffPage() {
  return (
    <>
      <Lead>
        Our service fees are fixed and published, so you can work out the full cost of a vehicle before you
        offer. The landed price shown to signed-in dealers already includes the charges that apply to their
        destination.
      </Lead>
      <p className="text-sm font-semibold text-slate-600">
        Rates as of <time dateTime={TARIFF_WRITTEN.slice(0, 7)}>{writtenMonth}</time>.
      </p>
      <TableSection
        title="Export and inspection"
        caption="Export and inspection fees"
        head={['Service', 'Fee (JPY, per vehicle)']}
        rows={[
          ['Export documentation and de-registration', '¥15,000'],
          ['Pre-shipping inspection (JEVIC / MPI standard)', '¥9,800'],
          ['BMSB heat treatment (Sep 1 – Apr 30)', '¥6,500'],
          ['History check report', '¥2,500'],
          ['Odometer verification', '¥1,500'],
          ['Auction bidding service (per vehicle won)', '¥30,000'],
        ]}
      />
      <TableSection
        title="Shipping surcharges for New Zealand"
        caption="New Zealand shipping surcharges"
        head={['Charge', 'Amount (NZD, per unit)']}
        rows={[
          ['TGRI, RORO and container', 'NZ$100'],
          ['BAF (bunker adjustment factor)', 'NZ$100'],
          ['40-ft container vanning (per car)', 'NZ$320'],
        ]}
      />
      <p className="text-sm text-slate-600">
        The carriers set the BAF and can change it; the amount above is the one in force when these rates were
        written.
      </p>
      <Section title="Storage and changes">
        <p>
          Paid vehicles are stored free for 14 days in our yard. After that, storage is ¥1,000 per vehicle per
          day. A change of destination port after booking costs ¥10,000, and re-issuing shipping documents
          costs ¥5,000.
        </p>
      </Section>
      <Callout title="Maritime insurance">
        Optional marine cover is 1.2% of the CIF value, minimum ¥5,000 per vehicle. See the maritime insurance
        page for what is covered.
      </Callout>
      <NextSteps
        links={[
          ['Maritime insurance', '/services/maritime-insurance'],
          ['Containerization', '/services/containerization'],
        ]}
      />
    </>
  );
}
