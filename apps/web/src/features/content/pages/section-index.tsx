import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { use, useContext } from 'react';
import { Link } from 'react-router';
import { AfterSalesLinks } from '@/components/ui/after-sales-links';
import { readText } from '@/lib/i18n';
import { contentPages, type ContentBodyProps } from '../content-pages';
import { entryIn, loadContentTitles } from '../content-translations';
import { ContentLinkTitles } from '../link-titles';

function titleFromPath(path: string): string {
  const last = path.split('/').pop() ?? path;
  const words = last.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Introductions of the section landing pages (§2 top-level routes), in English; another language's
 * page opens with its translated description.
 */
const intros: Record<string, string> = {
  '/about':
    'IBC Japan Co., Ltd. has exported used vehicles from Yokohama since 1998 and today ships to dealers in 38 countries, with New Zealand as its largest market. Read how we work, what our customers say and how to reach the team.',
  '/stocks':
    'Buy from vehicles we already own and have inspected in our yards, with landed prices in your currency for signed-in dealers, volume discounts through Buy More Save More and a simple six-step purchasing process.',
  '/auction':
    "Japan's auctions sell more than 120,000 vehicles a week. We inspect lots, translate auction sheets and bid for you at USS, TAA, JU, CAA and HAA, or host you on a buy trip to bid in person.",
  '/services':
    'Every purchase comes with the services that protect it from our yard to yours: a 120-point quality check, pre-shipping inspections for your country, history and odometer checks, containers, marine insurance and trade finance.',
  '/account':
    'A free dealer account shows landed prices in your currency, lets you send offers, compare vehicles with prices and receive shipping notices. Sign in, open an account or reset your password here.',
  '/dashboard':
    'Shortcuts to the parts of your account you use most: the account summary with balances and purchases, your offer history, the notices from our team and the shipping schedule.',
  '/my-account':
    'Everything about your dealer account in one place: currency accounts, your profile, notices from our team and the offers you have sent.',
  '/printable':
    "Print-ready vehicle information sheets for your files and your customers. Open a vehicle's checklist and choose print to get its sheet.",
  '/form':
    'Request forms for checklists and enquiries. Signed-in dealers can e-mail the checklists of up to four compared vehicles to themselves or a colleague.',
};

/** Landing page of a top-level section: an introduction and the pages under it, in the page's language. */
export default function SectionIndex({ path, entry, language }: ContentBodyProps) {
  const { i18n } = useLingui();
  const linkTitle = useContext(ContentLinkTitles);
  // Already here: the page's own entry was drawn from them.
  const titles = use(loadContentTitles(language));
  const children = entry.links ?? Object.keys(contentPages).filter((p) => p.startsWith(`${path}/`));
  const intro = language === 'en' ? intros[path] : undefined;
  return (
    <div className="space-y-5">
      <p className="text-base text-slate-800">{intro ?? entry.description}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {children.map((to) => {
          const child = entryIn(to, titles);
          const other = child ? undefined : linkTitle(to);
          return (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 no-underline hover:border-brand-300 hover:shadow-sm"
              >
                <span>
                  <span className="block font-semibold text-brand-900 group-hover:text-brand-600">
                    {child?.title ?? (other ? readText(i18n, other) : titleFromPath(to))}
                  </span>
                  {child && <span className="mt-1 block text-sm text-slate-600">{child.description}</span>}
                </span>
                <ChevronRight
                  aria-hidden
                  className="mt-0.5 size-4 shrink-0 text-slate-400 rtl:-scale-x-100"
                />
              </Link>
            </li>
          );
        })}
      </ul>
      {path === '/services' && (
        <section aria-labelledby="after-sales" className="space-y-2">
          <h2 id="after-sales" className="text-lg font-semibold text-brand-900">
            <Trans>After-sales services</Trans>
          </h2>
          <AfterSalesLinks />
        </section>
      )}
    </div>
  );
}
