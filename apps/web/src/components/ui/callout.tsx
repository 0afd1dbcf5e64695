import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A note set apart from the text beside it: a brand-coloured bar, a title and a few words. */
export function Callout({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <aside className={cn('rounded-lg border-s-4 border-brand-500 bg-brand-50 px-4 py-3 text-sm', className)}>
      <p className="font-semibold text-brand-900">{title}</p>
      <div className="mt-1 text-slate-700">{children}</div>
    </aside>
  );
}
