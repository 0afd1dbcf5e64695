import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { CardSection } from '@/components/ui/card-section';
import { PageHeader } from '@/components/ui/page-header';
import { MyDocuments } from '../components/my-documents';

/** The pages about export the old /export section listed. */
const EXPORT_LINKS: readonly { to: string; title: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    to: '/services/pre-shipping-inspections',
    title: msg`Pre-shipping inspections`,
    description: msg`Biosecurity and compliance inspections carried out in Japan before your vehicle is loaded.`,
  },
  {
    to: '/services/containerization',
    title: msg`Containerization`,
    description: msg`Shipping vehicles and parts in 20 and 40-foot containers, including 40-foot vanning.`,
  },
  {
    to: '/services/maritime-insurance',
    title: msg`Maritime insurance`,
    description: msg`Insurance that covers your vehicle against loss and damage at sea.`,
  },
  {
    to: '/my-account/shipping-schedule',
    title: msg`Shipping schedule`,
    description: msg`Vessel departure and arrival dates for your vehicles and your destination ports.`,
  },
];

/** /export: the member's export certificates, newest first, and the pages about exporting. */
export default function ExportCertificatesPage() {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-5">
      <PageHeader
        title={t`Export`}
        description={t`The export certificates of your purchases, and how IBC Japan ships vehicles from Japan.`}
      />
      <CardSection
        id="my-export-certificates"
        title={t`Your export certificates`}
        bodyClassName="mt-3 space-y-3"
      >
        <p className="text-sm text-slate-700">
          <Trans>
            Every vehicle leaving Japan is de-registered and receives an export certificate, the document your
            customs broker and registration authority need to clear and register it. We upload it to the
            purchase once it is issued, usually before the vehicle is inspected and booked on a vessel.
          </Trans>
        </p>
        <MyDocuments
          kind="export-certificate"
          caption={t`Your export certificates`}
          emptyTitle={t`No export certificates yet`}
          emptyDescription={t`Our team uploads the export certificate to each purchase once the vehicle has been de-registered for export; it appears here and on the purchase's page.`}
        />
      </CardSection>
      <CardSection id="export-pages" title={t`Exporting from Japan`} bodyClassName="mt-3">
        <ul className="grid gap-2 sm:grid-cols-2">
          {EXPORT_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="group flex h-full items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 no-underline hover:border-brand-300 hover:shadow-sm"
              >
                <span>
                  <span className="block font-semibold text-brand-900 group-hover:text-brand-600">
                    {i18n._(link.title)}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{i18n._(link.description)}</span>
                </span>
                <ChevronRight
                  aria-hidden
                  className="mt-0.5 size-4 shrink-0 text-slate-400 rtl:-scale-x-100"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardSection>
    </div>
  );
}
