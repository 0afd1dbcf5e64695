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
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AfterSalesLinks } from '@/components/ui/after-sales-links';
import { isSignedIn } from '@/lib/session';
import { HeroSearch } from '../components/hero-search';
import { StockHighlights } from '../components/stock-highlights';

const proofPoints = [
  { key: 'since', figure: msg`Since 1998`, label: msg`exporting from Yokohama` },
  { key: 'shipped', figure: msg`180,000+`, label: msg`vehicles shipped` },
  { key: 'countries', figure: msg`38`, label: msg`countries last year` },
  { key: 'answer', figure: msg`1 day`, label: msg`to answer an offer` },
];

const categories = [
  { label: msg`New arrivals`, to: '/search?tab=10' },
  { label: msg`Hybrid cars`, to: '/search?tab=13' },
  { label: msg`All stock`, to: '/search?tab=1' },
];

const services = [
  {
    icon: ClipboardCheck,
    title: msg`Quality control`,
    text: msg`A 120-point check and 40+ photos of every unit before it is listed.`,
    to: '/services/quality-control',
  },
  {
    icon: ShieldCheck,
    title: msg`Pre-shipping inspections`,
    text: msg`MPI biosecurity, BMSB treatment and roadworthiness, booked for you.`,
    to: '/services/pre-shipping-inspections',
  },
  {
    icon: Gauge,
    title: msg`Odometer verification`,
    text: msg`Mileage checked against auction and inspection records, with a refund guarantee.`,
    to: '/services/odometer-verification',
  },
  {
    icon: Package,
    title: msg`Containerization`,
    text: msg`20 and 40-ft containers, up to four cars a box, loaded by our own team.`,
    to: '/services/containerization',
  },
  {
    icon: Gavel,
    title: msg`Auctions in Japan`,
    text: msg`We inspect, translate auction sheets and bid for you at USS, TAA and JU.`,
    to: '/auction/purchasing-process',
  },
  {
    icon: Ship,
    title: msg`Maritime insurance`,
    text: msg`Cover from our yard to your port at 1.2% of the CIF value.`,
    to: '/services/maritime-insurance',
  },
];

const markets = [
  {
    key: 'nz',
    name: msg`New Zealand`,
    detail: msg`Weekly RORO to Auckland, Wellington, Lyttelton and Nelson; landed prices with GST.`,
  },
  {
    key: 'au',
    name: msg`Australia`,
    detail: msg`Melbourne, Brisbane and Sydney; biosecurity and BMSB treatment included.`,
  },
  {
    key: 'east-africa',
    name: msg`East Africa`,
    detail: msg`Mombasa and Dar es Salaam for Kenya, Uganda and Tanzania; DDU delivery options.`,
  },
  {
    key: 'uk',
    name: msg`United Kingdom`,
    detail: msg`Southampton and Bristol; export certificates and mileage checks.`,
  },
  { key: 'pacific', name: msg`Pacific Islands`, detail: msg`Fiji, Samoa and Tonga by container or RORO.` },
];

/** Where a signed-in dealer goes next, in place of the sign-up call visitors see. */
const memberLinks = [
  { label: msg`Your account summary`, to: '/account-summary' },
  { label: msg`Your offers`, to: '/my-account/my-offer-history' },
];

/**
 * '/': the public landing page: hero search, stock highlights from the database, services, markets.
 * Visitors are invited to open a dealer account; a signed-in dealer gets the way to his own pages.
 */
export default function HomePage() {
  const { t, i18n } = useLingui();
  const signedIn = isSignedIn();
  return (
    <div className="space-y-10">
      <section className="overflow-hidden rounded-xl bg-brand-900 text-white shadow-sm">
        <div className="grid grid-cols-1 gap-8 p-5 sm:p-10 lg:grid-cols-[1.5fr_1fr] lg:items-center">
          <div>
            <p className="text-xs font-semibold tracking-wider text-accent-300 uppercase">
              <Trans>Japanese used-vehicle exporter</Trans>
            </p>
            <h1 className="mt-2 text-2xl leading-tight font-bold sm:text-4xl">
              <Trans>Quality used vehicles from Japan, priced to your port.</Trans>
            </h1>
            <p className="mt-3 max-w-xl text-sm text-brand-100 sm:text-base">
              <Trans>
                IBC Japan supplies dealers in New Zealand and 37 other countries with inspected stock, landed
                prices in your own currency and offers answered by a dedicated account manager within one
                business day.
              </Trans>
            </p>
            <div className="mt-6 max-w-xl">
              <HeroSearch />
            </div>
          </div>
          <nav aria-label={t`Stock categories`} className="grid gap-2">
            {categories.map((c) => (
              <Link
                key={c.to}
                to={c.to}
                className="flex items-center justify-between rounded-lg bg-white/10 px-4 py-3 font-semibold ring-1 ring-white/15 hover:bg-white/15"
              >
                {i18n._(c.label)}
                <ArrowRight aria-hidden className="size-4 text-accent-300 rtl:-scale-x-100" />
              </Link>
            ))}
            {signedIn ? (
              <p className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm font-semibold">
                {memberLinks.map((l) => (
                  <Link key={l.to} to={l.to} className="text-white underline underline-offset-4">
                    {i18n._(l.label)}
                  </Link>
                ))}
              </p>
            ) : (
              <Link
                to="/account/signup"
                className="mt-2 text-center text-sm font-semibold text-white underline underline-offset-4"
              >
                <Trans>Open a free dealer account to see landed prices</Trans>
              </Link>
            )}
          </nav>
        </div>
        <dl className="grid grid-cols-2 border-t border-white/10 bg-brand-950/40 sm:grid-cols-4">
          {proofPoints.map(({ key, figure, label }) => (
            <div key={key} className="px-5 py-4 sm:px-6">
              <dt className="sr-only">{i18n._(label)}</dt>
              <dd>
                <span className="block text-xl font-bold tabular-nums">{i18n._(figure)}</span>
                <span className="text-xs text-brand-200">{i18n._(label)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <StockHighlights />

      <section aria-labelledby="services-title" className="space-y-3">
        <h2 id="services-title" className="text-lg font-bold text-brand-900 sm:text-xl">
          <Trans>Services that protect your purchase</Trans>
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ icon: Icon, title, text, to }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-300"
              >
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-semibold text-brand-900 group-hover:text-brand-600">
                    {i18n._(title)}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">{i18n._(text)}</span>
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
            <Trans>Markets we ship to</Trans>
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            <Trans>
              Right-hand-drive stock for New Zealand, Australia, the UK and East Africa, with shipping
              schedules and the inspections each market requires built into the price.
            </Trans>
          </p>
          <Link to="/about/global-network" className={buttonClasses('secondary', 'md', 'mt-4')}>
            <Trans>Our global network</Trans>
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {markets.map((m) => (
            <li key={m.key} className="flex gap-3">
              <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-500" />
              <span>
                <span className="block font-semibold text-brand-900">{i18n._(m.name)}</span>
                <span className="text-sm text-slate-600">{i18n._(m.detail)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="after-sales-title" className="space-y-3">
        <h2 id="after-sales-title" className="text-lg font-bold text-brand-900 sm:text-xl">
          <Trans>After-sales services</Trans>
        </h2>
        <AfterSalesLinks spacious />
      </section>
    </div>
  );
}
