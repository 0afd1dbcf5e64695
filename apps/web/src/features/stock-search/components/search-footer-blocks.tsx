import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * §2 Below the public search: services banner, 'Can't find what you are looking for?' and the message
 * form (`form`, the enquiries feature's, given by the app layer).
 */
export function SearchFooterBlocks({ form }: { form: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mt-10 grid gap-6">
      <section aria-label={t`Our services`} className="rounded-lg bg-brand-900 px-6 py-5 text-white">
        <h2 className="text-base font-semibold">
          <Trans>Inspected, shipped and insured from Japan</Trans>
        </h2>
        <p className="mt-1 text-sm text-brand-100">
          <Trans>
            Pre-shipping inspections, odometer verification, maritime insurance and containerisation for every
            unit we export.
          </Trans>
        </p>
        <a
          href="/services/pre-shipping-inspections"
          className="mt-3 inline-block text-sm font-semibold text-accent-300 hover:underline"
        >
          <Trans>See our services</Trans>
        </a>
      </section>
      <section
        aria-labelledby="cant-find"
        className="grid gap-6 rounded-lg border border-slate-200 bg-white p-6 md:grid-cols-2"
      >
        <div>
          <h2 id="cant-find" className="text-lg font-semibold text-brand-900">
            <Trans>Can&apos;t find what you are looking for?</Trans>
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            <Trans>
              Tell our sales team the make, model, year and budget you need. We source from every major
              auction in Japan and reply within one business day.
            </Trans>
          </p>
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold text-slate-800">
            <Trans>Send a message</Trans>
          </h3>
          {form}
        </div>
      </section>
    </div>
  );
}
