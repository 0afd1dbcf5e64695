import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Internal next steps at the foot of a page: [label, path] pairs as outlined links. */
export function NextSteps({
  links,
  className,
}: {
  links: ReadonlyArray<readonly [string, string]>;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Next steps`} className={cn('flex flex-wrap gap-2', className)}>
      {links.map(([label, to]) => (
        <Link
          key={to}
          to={to}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:border-brand-400 hover:text-brand-900"
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
