import { Callout, Lead, NextSteps, Section } from '../components/content-blocks';

const sailings = [
  ['Trans Pacific Ace V.102', 'Dec 1 (Yokohama)', 'Dec 17', 'Dec 20', 'Dec 22', 'Dec 24'],
  ['Kiwi Highway V.33', 'Dec 8 (Osaka)', 'Dec 24', 'Dec 28', 'Dec 30', '–'],
  ['Southern Cross Leader V.58', 'Dec 15 (Nagoya)', 'Jan 2', 'Jan 6', 'Jan 8', 'Jan 10'],
  ['Trans Pacific Ace V.103', 'Jan 8 (Yokohama)', 'Jan 24', 'Jan 27', 'Jan 29', 'Jan 31'],
] as const;

/** /my-account/shipping-schedule */
export default function ShippingSchedulePage() {
  return (
    <>
      <Lead>
        Upcoming RORO sailings from Japan to New Zealand with the carrier's ETA at each port. Vehicles paid
        for five working days before departure are booked on the vessel listed.
      </Lead>
      <Section title="New Zealand sailings">
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Upcoming sailings to New Zealand</caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                {['Vessel / voyage', 'Departs Japan', 'Auckland', 'Wellington', 'Lyttelton', 'Nelson'].map(
                  (h) => (
                    <th key={h} scope="col" className="px-3 py-2">
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {sailings.map(([vessel, ...dates]) => (
                <tr key={vessel}>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-800">
                    {vessel}
                  </th>
                  {dates.map((d, i) => (
                    <td key={i} className="px-3 py-2 tabular-nums text-slate-700">
                      {d}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Callout title="ETAs change">
        ETAs are the carrier's and move with weather and port congestion. Your invoice shows the ETA used for
        your collection dates, and we e-mail you if it changes by more than two days.
      </Callout>
      <NextSteps
        links={[
          ['Notices', '/my-account/notices'],
          ['Bill of lading', '/my-account/bill-of-lading'],
        ]}
      />
    </>
  );
}
