import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A white card with a small heading that names the section for screen readers (aria-labelledby `id`). */
export function CardSection({
  id,
  title,
  className,
  bodyClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  /** When given, the children are wrapped in a div with these classes. */
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-lg border border-slate-200 bg-white p-4', className)}
    >
      <h2 id={id} className="text-sm font-semibold text-brand-900">
        {title}
      </h2>
      {bodyClassName ? <div className={bodyClassName}>{children}</div> : children}
    </section>
  );
}
