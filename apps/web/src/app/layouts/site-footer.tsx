import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Mail, Phone, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { afterSalesLinks } from '@/config/after-sales';
import { externalSites, headOffice, siteName } from '@/config/site';
import { AppQrCode } from './app-qr-code';
import { FacebookIcon, InstagramIcon } from './social-icons';

const socialLinks = [
  { label: msg`IBC Japan on Facebook`, href: externalSites.facebook, Icon: FacebookIcon },
  { label: msg`IBC Japan on Instagram`, href: externalSites.instagram, Icon: InstagramIcon },
];

// §1 after-sales promotional links: one list for the footer, the home page and /services.
const afterSales = afterSalesLinks.map((link) => ({ label: link.label, href: link.href, external: true }));

const headingClass = 'text-[11px] font-semibold tracking-wider text-brand-200 uppercase';
const linkClass = 'text-brand-50/90 hover:text-white hover:underline';

/** §2 Footer, shared by both layouts. */
export function SiteFooter() {
  const { t, i18n } = useLingui();
  const year = new Date().getUTCFullYear();
  const fax = <bdi>{headOffice.fax}</bdi>;
  return (
    <footer className="bg-brand-950 text-sm text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <section aria-labelledby="footer-head-office">
          <h2 id="footer-head-office" className={headingClass}>
            <Trans>Head office</Trans>
          </h2>
          <address className="mt-3 space-y-2 not-italic">
            {/* The office's name, address and numbers are Latin text: left to right in Arabic too. */}
            <p className="font-semibold text-white">
              <bdi>{headOffice.company}</bdi>
            </p>
            <p className="text-brand-100/90">
              {headOffice.addressLines.map((line) => (
                <bdi key={line} className="block">
                  {line}
                </bdi>
              ))}
            </p>
            <p className="flex items-center gap-2">
              <Mail aria-hidden className="size-3.5 text-brand-300" />
              <a className={linkClass} href={`mailto:${headOffice.salesEmail}`}>
                {headOffice.salesEmail}
              </a>
            </p>
            <p className="tabular flex items-center gap-2">
              <Phone aria-hidden className="size-3.5 text-brand-300" />
              <span className="sr-only">
                <Trans>Phone:</Trans>
              </span>
              <a className={linkClass} href={`tel:${headOffice.phone.replaceAll(' ', '')}`}>
                <bdi>{headOffice.phone}</bdi>
              </a>
            </p>
            <p className="tabular flex items-center gap-2 text-brand-100/90">
              <Printer aria-hidden className="size-3.5 text-brand-300" />
              <span>
                <Trans>Fax: {fax}</Trans>
              </span>
            </p>
          </address>
        </section>

        <nav aria-labelledby="footer-after-sales">
          <h2 id="footer-after-sales" className={headingClass}>
            <Trans>After-sales services</Trans>
          </h2>
          <ul className="mt-3 space-y-2">
            {afterSales.map((item) => (
              <li key={item.href}>
                {item.external ? (
                  <a
                    className={`${linkClass} inline-flex items-center gap-1`}
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {i18n._(item.label)}
                    <ExternalLink aria-hidden className="size-3" />
                    <span className="sr-only">
                      <Trans>(opens in a new tab)</Trans>
                    </span>
                  </a>
                ) : (
                  <Link className={linkClass} to={item.href}>
                    {i18n._(item.label)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-site">
          <h2 id="footer-site" className={headingClass}>
            <Trans>Site</Trans>
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={linkClass} to="/privacy-policy">
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/sitemap">
                <Trans>Sitemap</Trans>
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/faq">
                <Trans>FAQ</Trans>
              </Link>
            </li>
            <li>
              <a
                className={`${linkClass} inline-flex items-center gap-1`}
                href={externalSites.newsletter}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Trans>Newsletter</Trans>
                <ExternalLink aria-hidden className="size-3" />
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </li>
          </ul>
          <div className="mt-4 flex gap-2">
            {socialLinks.map(({ label, href, Icon }) => (
              <a
                key={href}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={i18n._(label)}
                className="grid size-8 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
              >
                <Icon className="size-4" />
              </a>
            ))}
          </div>
        </nav>

        <section aria-labelledby="footer-apps">
          <h2 id="footer-apps" className={headingClass}>
            <Trans>Get the app</Trans>
          </h2>
          <div className="mt-3 flex flex-wrap gap-4">
            <a
              href={externalSites.iosApp}
              target="_blank"
              rel="noopener noreferrer"
              className="text-center text-xs text-brand-100 hover:text-white"
            >
              <AppQrCode url={externalSites.iosApp} label={t`QR code: download the IBC Japan app for iOS`} />
              <span aria-hidden className="mt-1 block">
                iOS
              </span>
            </a>
            <a
              href={externalSites.androidApp}
              target="_blank"
              rel="noopener noreferrer"
              className="text-center text-xs text-brand-100 hover:text-white"
            >
              <AppQrCode
                url={externalSites.androidApp}
                label={t`QR code: download the IBC Japan app for Android`}
              />
              <span aria-hidden className="mt-1 block">
                Android
              </span>
            </a>
          </div>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-brand-200 lg:px-6">
          © {year} {siteName}
        </p>
      </div>
    </footer>
  );
}
