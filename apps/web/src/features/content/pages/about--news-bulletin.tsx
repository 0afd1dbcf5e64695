import { DatedList, Lead, NextSteps, Section } from '../components/content-blocks';

const bulletins = [
  [
    'November 2026',
    'Year-end schedule published',
    'Our office closes from December 27 to January 4; the last vessels of 2026 fill quickly, so book December units early.',
  ],
  [
    'October 2026',
    'New Zealand invoicing notice',
    'Invoices for NZ customers are now issued after vessel departure, with collection dates based on a safe ETA 48 hours before arrival.',
  ],
  [
    'July 2025',
    'Shipping Notice No. 85',
    'July sailings to Auckland, Wellington, Lyttelton and Nelson; TGRI fixed at NZ$100 per unit; 7,563 used imports registered in May.',
  ],
  [
    'April 2025',
    'Golden Week auction closures',
    'Auctions partly open Apr 29 – May 2 and May 7 – 9, closed May 3 – 6, fully resumed May 10. Sales stayed open throughout.',
  ],
] as const;

/** /about/news-bulletin */
export default function NewsBulletinPage() {
  return (
    <>
      <Lead>
        Company news, holiday closures and changes that affect how you buy and receive vehicles. Signed-in
        dealers can read the full notices, including shipping schedules, on the notices page of their account.
      </Lead>
      <Section title="Latest bulletins">
        <DatedList items={bulletins} />
      </Section>
      <NextSteps
        links={[
          ['Notices', '/my-account/notices'],
          ['Newsletter', '/about/newsletter'],
        ]}
      />
    </>
  );
}
