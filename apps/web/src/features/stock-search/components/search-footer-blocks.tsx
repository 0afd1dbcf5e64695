import type { ReactNode } from 'react';

/**
 * §2 Below the public search: services banner, 'Can't find what you are looking for?' and the message
 * form (`form`, the enquiries feature's, given by the app layer).
 */
export function SearchFooterBlocks({ form }: { form: ReactNode }) {
  return (
    <div className="mt-10 grid gap-6">
      <section aria-label="Our services" className="rounded-lg bg-brand-900 px-6 py-5 text-white">
        <h2 className="text-base font-semibold">Inspected, shipped and insured from Japan</h2>
        <p className="mt-1 text-sm text-brand-100">
          Pre-shipping inspections, odometer verification, maritime insurance and containerisation for every
          unit we export.
        </p>
        <a
          href="/services/pre-shipping-inspections"
          className="mt-3 inline-block text-sm font-semibold text-accent-300 hover:underline"
        >
          See our services
        </a>
      </section>
      <section
        aria-labelledby="cant-find"
        className="grid gap-6 rounded-lg border border-slate-200 bg-white p-6 md:grid-cols-2"
      >
        <div>
          <h2 id="cant-find" className="text-lg font-semibold text-brand-900">
            Can&apos;t find what you are looking for?
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            Tell our sales team the make, model, year and budget you need. We source from every major auction
            in Japan and reply within one business day.
          </p>
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold text-slate-800">Send a message</h3>
          {form}
        </div>
      </section>
    </div>
  );
}
