import {
  ArrowRight,
  BadgeCheck,
  ClipboardCheck,
  Gauge,
  Gavel,
  Package,
  ShieldCheck,
  Ship,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AfterSalesLinks } from '@/components/ui/after-sales-links';
import { isSignedIn } from '@/lib/session';
import { HeroSearch } from '../components/hero-search';
import { StockHighlights } from '../components/stock-highlights';

const proofPoints = [
  ['Since 1998', 'exporting from Yokohama'],
  ['180,000+', 'vehicles shipped'],
  ['38', 'countries last year'],
  ['1 day', 'to answer an offer'],
] as const;

const categories = [
  { label: 'New arrivals', to: '/search?tab=10' },
  { label: 'Hybrid cars', to: '/search?tab=13' },
  { label: 'All stock', to: '/search?tab=1' },
] as const;

const services = [
  {
    icon: ClipboardCheck,
    title: 'Quality control',
    text: 'A 120-point check and 40+ photos of every unit before it is listed.',
    to: '/services/quality-control',
  },
  {
    icon: ShieldCheck,
    title: 'Pre-shipping inspections',
    text: 'MPI biosecurity, BMSB treatment and roadworthiness, booked for you.',
    to: '/services/pre-shipping-inspections',
  },
  {
    icon: Gauge,
    title: 'Odometer verification',
    text: 'Mileage checked against auction and inspection records, with a refund guarantee.',
    to: '/services/odometer-verification',
  },
  {
    icon: Package,
    title: 'Containerization',
    text: '20 and 40-ft containers, up to four cars a box, loaded by our own team.',
    to: '/services/containerization',
  },
  {
    icon: Gavel,
    title: 'Auctions in Japan',
    text: 'We inspect, translate auction sheets and bid for you at USS, TAA and JU.',
    to: '/auction/purchasing-process',
  },
  {
    icon: Ship,
    title: 'Maritime insurance',
    text: 'Cover from our yard to your port at 1.2% of the CIF value.',
    to: '/services/maritime-insurance',
  },
] as const;

const markets = [
  {
    name: 'New Zealand',
    detail: 'Weekly RORO to Auckland, Wellington, Lyttelton and Nelson; landed prices with GST.',
  },
  { name: 'Australia', detail: 'Melbourne, Brisbane and Sydney; biosecurity and BMSB treatment included.' },
  {
    name: 'East Africa',
    detail: 'Mombasa and Dar es Salaam for Kenya, Uganda and Tanzania; DDU delivery options.',
  },
  { name: 'United Kingdom', detail: 'Southampton and Bristol; export certificates and mileage checks.' },
  { name: 'Pacific Islands', detail: 'Fiji, Samoa and Tonga by container or RORO.' },
] as const;

/** Where a signed-in dealer goes next, in place of the sign-up call visitors see. */
const memberLinks = [
  { label: 'Your account summary', to: '/account-summary' },
  { label: 'Your offers', to: '/my-account/my-offer-history' },
] as const;

/**
 * '/': the public landing page: hero search, stock highlights from the database, services, markets.
 * Visitors are invited to open a dealer account; a signed-in dealer gets the way to his own pages.
 */
export default function HomePage() {
  const signedIn = isSignedIn();
  return (
    <div className="space-y-10">
      <section className="overflow-hidden rounded-xl bg-brand-900 text-white shadow-sm">
        <div className="grid grid-cols-1 gap-8 p-5 sm:p-10 lg:grid-cols-[1.5fr_1fr] lg:items-center">
          <div>
            <p className="text-xs font-semibold tracking-wider text-accent-300 uppercase">
              Japanese used-vehicle exporter
            </p>
            <h1 className="mt-2 text-2xl leading-tight font-bold sm:text-4xl">
              Quality used vehicles from Japan, priced to your port.
            </h1>
            <p className="mt-3 max-w-xl text-sm text-brand-100 sm:text-base">
              IBC Japan supplies dealers in New Zealand and 37 other countries with inspected stock, landed
              prices in your own currency and offers answered by a dedicated account manager within one
              business day.
            </p>
            <div className="mt-6 max-w-xl">
              <HeroSearch />
            </div>
          </div>
          <nav aria-label="Stock categories" className="grid gap-2">
            {categories.map((c) => (
              <Link
                key={c.to}
                to={c.to}
                className="flex items-center justify-between rounded-lg bg-white/10 px-4 py-3 font-semibold ring-1 ring-white/15 hover:bg-white/15"
              >
                {c.label}
                <ArrowRight aria-hidden className="size-4 text-accent-300 rtl:-scale-x-100" />
              </Link>
            ))}
            {signedIn ? (
              <p className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm font-semibold">
                {memberLinks.map((l) => (
                  <Link key={l.to} to={l.to} className="text-white underline underline-offset-4">
                    {l.label}
                  </Link>
                ))}
              </p>
            ) : (
              <Link
                to="/account/signup"
                className="mt-2 text-center text-sm font-semibold text-white underline underline-offset-4"
              >
                Open a free dealer account to see landed prices
              </Link>
            )}
          </nav>
        </div>
        <dl className="grid grid-cols-2 border-t border-white/10 bg-brand-950/40 sm:grid-cols-4">
          {proofPoints.map(([figure, label]) => (
            <div key={label} className="px-5 py-4 sm:px-6">
              <dt className="sr-only">{label}</dt>
              <dd>
                <span className="block text-xl font-bold tabular-nums">{figure}</span>
                <span className="text-xs text-brand-200">{label}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <StockHighlights />

      <section aria-labelledby="services-title" className="space-y-3">
        <h2 id="services-title" className="text-lg font-bold text-brand-900 sm:text-xl">
          Services that protect your purchase
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ icon: Icon, title, text, to }) => (
            <li key={title}>
              <Link
                to={to}
                className="group flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-300"
              >
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-semibold text-brand-900 group-hover:text-brand-600">
                    {title}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="markets-title"
        className="grid gap-6 rounded-xl border border-slate-200 bg-white p-6 lg:grid-cols-[1fr_2fr]"
      >
        <div>
          <h2 id="markets-title" className="text-lg font-bold text-brand-900 sm:text-xl">
            Markets we ship to
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            Right-hand-drive stock for New Zealand, Australia, the UK and East Africa, with shipping schedules
            and the inspections each market requires built into the price.
          </p>
          <Link to="/about/global-network" className={buttonClasses('secondary', 'md', 'mt-4')}>
            Our global network
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {markets.map((m) => (
            <li key={m.name} className="flex gap-3">
              <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-500" />
              <span>
                <span className="block font-semibold text-brand-900">{m.name}</span>
                <span className="text-sm text-slate-600">{m.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="after-sales-title" className="space-y-3">
        <h2 id="after-sales-title" className="text-lg font-bold text-brand-900 sm:text-xl">
          After-sales services
        </h2>
        <AfterSalesLinks spacious />
      </section>
    </div>
  );
}
