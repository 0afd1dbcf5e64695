// The announcements of spec §1/§4, stored as data (title, rich body, dates, audience, storage key).
// The three spec notices keep the spec's end dates and keys (so today they are past notices, readable
// on /my-account/notices); two current ones (year-end schedule, NZ invoicing) show the pop-up working.
// Idempotent: rows are upserted by slug, so re-seeding refreshes the copy.
import { ANNOUNCEMENTS, formatCalendarDate } from '@ibc/domain';
import type { Db } from '../src/db/client.ts';
import { announcements } from '../src/db/schema.ts';
import { createFileStore } from '../src/lib/file-store.ts';
import type { FileStorage } from '../src/lib/object-store.ts';
import {
  ANNOUNCEMENT_IMAGE_TYPE,
  announcementImageNames,
  announcementImageUrl,
  renderAnnouncementImage,
  TOP_MAKES_MAY_2025,
  TOP_MODELS_MAY_2025,
} from './announcement-images.ts';

type AnnouncementInsert = typeof announcements.$inferInsert;

const salesManagerSignature = `
<div class="signature">
  <p><strong>Kenji Watanabe</strong><br>Sales Manager, New Zealand desk<br>IBC Japan Co., Ltd.</p>
  <p>Phone <a href="tel:+81452220000">+81 45 222 0000</a> &middot; Fax +81 45 222 0001<br>
  E-mail <a href="mailto:sales@ibc-japan.example">sales@ibc-japan.example</a></p>
  <p>Message me directly:
    <a href="https://wa.me/81452220000" target="_blank" rel="noopener noreferrer">WhatsApp</a> &middot;
    <a href="viber://chat?number=%2B81452220000">Viber</a> &middot;
    <a href="https://line.me/ti/p/~ibcjapan-nz" target="_blank" rel="noopener noreferrer">LINE</a></p>
</div>`;

const topMakesRows = TOP_MAKES_MAY_2025.map(
  (m, i) =>
    `<tr><td>${i + 1}</td><td>${m.make}</td><td class="num">${m.units.toLocaleString('en-US')}</td></tr>`,
).join('');

const topModelFigures = TOP_MODELS_MAY_2025.slice(0, 3)
  .map(
    (m, i) =>
      `<figure><img src="${announcementImageUrl(`top-model-${i + 1}`)}" alt="${m.name}, number ${i + 1} used import in May 2025" width="300" height="180" loading="lazy"><figcaption>${m.name}: ${m.units.toLocaleString('en-US')} units</figcaption></figure>`,
  )
  .join('');

/**
 * The notice's sailings as dated data (a schedule date always shows its year): departure
 * and the ETA at Auckland, Wellington, Lyttelton and Nelson (null: the voyage does not call there).
 */
const JULY_2025_SAILINGS = [
  [
    'Trans Pacific Ace V.85',
    '2025-06-24',
    'Yokohama',
    ['2025-07-10', '2025-07-13', '2025-07-15', '2025-07-17'],
  ],
  ['Southern Cross Leader V.41', '2025-07-01', 'Nagoya', ['2025-07-17', '2025-07-20', '2025-07-22', null]],
  ['Kiwi Highway V.19', '2025-07-08', 'Osaka', ['2025-07-24', '2025-07-27', '2025-07-29', '2025-07-31']],
  [
    'Trans Pacific Ace V.86',
    '2025-07-15',
    'Yokohama',
    ['2025-07-31', '2025-08-03', '2025-08-05', '2025-08-07'],
  ],
] as const;

const vesselRows = JULY_2025_SAILINGS.map(
  ([vessel, departs, port, etas]) =>
    `<tr><th scope="row">${vessel}</th><td>${formatCalendarDate(departs)} (${port})</td>` +
    etas.map((eta) => `<td>${eta ? formatCalendarDate(eta) : '&ndash;'}</td>`).join('') +
    `</tr>`,
).join('');

const shippingNoticeHtml = `
<p>Kia ora and greetings from Yokohama. Here is our shipping schedule for the July 2025 sailings to New Zealand,
with the container options, surcharges and market figures you asked us about. Cut-off for the yard is
<strong>five working days</strong> before each departure: vehicles paid for by then are booked on the vessel below.</p>

<h3>Vessel schedule</h3>
<div class="table-scroll">
<table>
  <caption>RORO departures from Japan and arrival dates at New Zealand ports</caption>
  <thead><tr><th scope="col">Vessel / voyage</th><th scope="col">Departs Japan</th><th scope="col">Auckland</th><th scope="col">Wellington</th><th scope="col">Lyttelton</th><th scope="col">Nelson</th></tr></thead>
  <tbody>${vesselRows}</tbody>
</table>
</div>
<p class="note">Arrival dates are the carrier's ETAs and can move with port congestion; we re-confirm each ETA on your
invoice. Nelson is served on alternate voyages only.</p>

<h3>Container shipments</h3>
<ul>
  <li><strong>40-ft container vanning</strong> is available from Yokohama and Osaka: up to four cars, or three cars plus
  parts, loaded and lashed by our own yard team with photos of every unit in the box.</li>
  <li><strong>TGRI</strong> (Terminal and Gate Receipt Increase) is fixed at <strong>NZ$100 per unit</strong> for both RORO
  and container shipments.</li>
  <li><strong>BAF</strong> (bunker adjustment factor) for April to June 2025 sailings is <strong>NZ$100 per unit</strong>.</li>
  <li>Containers clear MPI biosecurity at the devanning depot; allow two extra working days before collection.</li>
</ul>

<h3>Stink-bug season reminder</h3>
<p>The brown marmorated stink bug (BMSB) risk season for vehicles shipped from Japan starts on
<strong>September 1</strong>. From that date every vehicle must be heat-treated at an approved facility in Japan before
loading, and untreated units will be refused entry or re-exported at the importer's cost. We book treatment for you
and include the certificate with your shipping documents; please allow three extra days for units bought late in
August.</p>

<h3>Market update: May 2025</h3>
<p>New Zealand registered <strong>7,563 used light vehicles</strong> imported in May 2025: <strong>7,273 passenger</strong>
and <strong>290 commercial</strong> units. Hybrids kept their lead, and compact hatchbacks under 1,500 cc remain the
quickest sellers on dealer yards.</p>
<figure><img src="${announcementImageUrl('top-makes-2025-05')}" alt="Bar chart of the top five used-import makes in May 2025: Toyota, Mazda, Nissan, Honda, Subaru" width="520" height="230" loading="lazy"></figure>
<div class="table-scroll">
<table>
  <caption>Top used-import makes, May 2025 (IBC Japan market desk)</caption>
  <thead><tr><th scope="col">Rank</th><th scope="col">Make</th><th scope="col" class="num">Units</th></tr></thead>
  <tbody>${topMakesRows}</tbody>
</table>
</div>
<p>Top models: ${TOP_MODELS_MAY_2025.map((m) => `${m.name} (${m.units.toLocaleString('en-US')})`).join(', ')}.</p>
<div class="figures">${topModelFigures}</div>

<p>Thank you for your continued business. Search the latest arrivals on <a href="/search?stockType=new-arrival">our stock
page</a> or reply to this notice with the units you want held for the next sailing.</p>
${salesManagerSignature}`;

const goldenWeekHtml = `
<p>Japan's Golden Week holidays close or shorten the auction houses from late April. Please plan your bids with the
schedule below.</p>
<div class="table-scroll">
<table>
  <caption>Auction schedule over Golden Week 2025</caption>
  <thead><tr><th scope="col">Dates</th><th scope="col">Auctions</th></tr></thead>
  <tbody>
    <tr><th scope="row">Apr 29 &ndash; May 2, 2025</th><td>Partially open (USS Tokyo, USS Nagoya, TAA Kinki only)</td></tr>
    <tr><th scope="row">May 3 &ndash; 6, 2025</th><td>Closed</td></tr>
    <tr><th scope="row">May 7 &ndash; 9, 2025</th><td>Partially open (USS, JU Aichi, HAA Kobe)</td></tr>
    <tr><th scope="row">May 10, 2025</th><td>Fully resumes</td></tr>
  </tbody>
</table>
</div>
<p><strong>Our sales department stays open throughout Golden Week.</strong> Offers on our own stock are answered the same
day, and bids placed for closed auction days are queued for the first session after the holiday.</p>
<p>Vehicles won before April 28 ship on the May 13 vessel as planned; yard work resumes on May 7.</p>`;

const auctionScheduleHtml = `
<p>February brings two changes to the auction calendar in Japan. Please place bids a day earlier than usual for the
affected sessions.</p>
<div class="table-scroll">
<table>
  <caption>Auction schedule changes, February 2025</caption>
  <thead><tr><th scope="col">Date</th><th scope="col">Change</th></tr></thead>
  <tbody>
    <tr><th scope="row">Mon Feb 10, 2025</th><td>Bids for USS Tokyo and TAA Kanto close at 17:00 JST (not 09:00 on the day)</td></tr>
    <tr><th scope="row">Tue Feb 11, 2025</th><td>National Foundation Day: all auction houses closed</td></tr>
    <tr><th scope="row">Wed Feb 12, 2025</th><td>Extended sessions at USS Yokohama and JU Kanagawa carry the Feb 11 lanes</td></tr>
  </tbody>
</table>
</div>
<p>Results for the Feb 12 sessions are posted to your account the same evening. Auction terms of trade apply as usual:
see <a href="/auction/terms-of-trade">Auction terms of trade</a>.</p>`;

const yearEndHtml = `
<p>Our Yokohama office and yard close for the New Year holidays from <strong>Sunday December 27, 2026</strong> to
<strong>Monday January 4, 2027</strong>. Here is how the holidays affect buying, payment and shipping.</p>
<div class="table-scroll">
<table>
  <caption>Year-end schedule 2026/27</caption>
  <thead><tr><th scope="col">Date</th><th scope="col">What happens</th></tr></thead>
  <tbody>
    <tr><th scope="row">Fri Dec 18, 2026</th><td>Last day to pay for vehicles shipping on the final vessel of 2026</td></tr>
    <tr><th scope="row">Dec 22 &ndash; 26, 2026</th><td>Last auction week of the year; bids close at 09:00 JST each day</td></tr>
    <tr><th scope="row">Dec 27, 2026 &ndash; Jan 4, 2027</th><td>Office and yard closed; offers sent online are queued</td></tr>
    <tr><th scope="row">Tue Jan 5, 2027</th><td>Office reopens; queued offers answered first</td></tr>
    <tr><th scope="row">Wed Jan 6, 2027</th><td>Auctions resume across Japan</td></tr>
  </tbody>
</table>
</div>
<p>Stock search, offers and the compare panel stay available online during the closure. Book your December units
early: the last vessels of the year fill quickly.</p>`;

const nzInvoicingHtml = `
<p>This notice applies to customers in the New Zealand market. It explains when we invoice and how your collection
dates are set.</p>
<ul>
  <li>Invoices are issued <strong>after the vessel departs</strong> or once the master bill of lading is fully processed.</li>
  <li>Only the <strong>carrier's ETA</strong> is used; third-party tracking estimates are not.</li>
  <li>Due dates rest on a <strong>safe ETA: 48 hours before the scheduled arrival</strong>.</li>
  <li>Collection dates after the ETA are <strong>earliest 6, medium 5 and latest 4 working days</strong>.</li>
  <li>Working days exclude weekends and the public holidays of <strong>New Zealand, Japan, the Philippines and the USA</strong>,
  because our banks and processing teams work across those four countries.</li>
</ul>
<p>For the obon holiday closures in August, see the separate obon-holiday notice.</p>`;

export const ANNOUNCEMENT_SEED: AnnouncementInsert[] = [
  {
    slug: 'shipping-notice-85',
    title: 'Shipping Notice No. 85: July 2025 sailings to New Zealand',
    bodyHtml: shippingNoticeHtml,
    startDate: null, // §4 gives only the end date: shown at once until then
    endDate: ANNOUNCEMENTS.shippingNotice.endDate,
    audience: ANNOUNCEMENTS.shippingNotice.audience,
    storageKey: ANNOUNCEMENTS.shippingNotice.storageKey,
  },
  {
    slug: 'golden-week-2025',
    title: 'Golden Week 2025: auction closures',
    bodyHtml: goldenWeekHtml,
    startDate: null, // §4 gives only the end date: shown at once until then
    endDate: ANNOUNCEMENTS.goldenWeek.endDate,
    audience: ANNOUNCEMENTS.goldenWeek.audience,
    storageKey: ANNOUNCEMENTS.goldenWeek.storageKey,
  },
  {
    slug: 'auction-schedule-2025-02',
    title: 'Auction schedule: February 2025',
    bodyHtml: auctionScheduleHtml,
    startDate: null, // §4 gives only the end date: shown at once until then
    endDate: ANNOUNCEMENTS.auctionSchedule.endDate,
    audience: ANNOUNCEMENTS.auctionSchedule.audience,
    storageKey: ANNOUNCEMENTS.auctionSchedule.storageKey,
  },
  {
    slug: 'year-end-2026',
    title: 'Year-end and New Year schedule 2026/27',
    bodyHtml: yearEndHtml,
    startDate: '2026-11-01',
    endDate: '2027-01-05',
    audience: 'everyone',
    storageKey: 'year-end-2026',
    // Read on the notices page, not popped up: a pop-up covering every visitor's first page is the
    // spec's only for its own announcements (§1, §4), and theirs have all ended.
    showAsPopup: false,
  },
  {
    slug: 'nz-invoicing',
    title: 'New Zealand invoicing and collection',
    bodyHtml: nzInvoicingHtml,
    startDate: '2026-10-01',
    endDate: ANNOUNCEMENTS.nzInvoicing.endDate,
    audience: ANNOUNCEMENTS.nzInvoicing.audience,
    storageKey: ANNOUNCEMENTS.nzInvoicing.storageKey,
    meta: { component: 'nz-invoicing' },
  },
];

export async function seedAnnouncements(db: Db, fileStorage?: FileStorage): Promise<void> {
  // The images the bodies show, stored once (content-addressed, so re-seeding finds them stored).
  await createFileStore(db, fileStorage).putMany(
    announcementImageNames.map((name) => ({
      bytes: renderAnnouncementImage(name),
      contentType: ANNOUNCEMENT_IMAGE_TYPE,
      use: 'announcement-image',
    })),
  );
  for (const row of ANNOUNCEMENT_SEED) {
    const { slug: _slug, ...update } = row;
    await db
      .insert(announcements)
      .values(row)
      .onConflictDoUpdate({ target: announcements.slug, set: update });
  }
}
