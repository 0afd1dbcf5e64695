import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/** A card of the account summary: a heading, a link to the full page, and its content. */
export function SummaryCard({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  // Only names the section after its heading.
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={id} className="text-base font-semibold text-brand-900">
          {title}
        </h2>
        <Link to={link.to} className="text-sm text-brand-600 hover:underline">
          {link.label}
        </Link>
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
