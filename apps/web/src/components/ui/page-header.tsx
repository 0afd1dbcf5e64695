import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Small label above the title, such as the section name. */
  eyebrow?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header
      className={cn(
        'flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-4',
        className,
      )}
    >
      <div className="min-w-0">
        {eyebrow && (
          <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">{title}</h1>
        {description && <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex min-w-0 flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}

/** A page of the member area or the back office: its header, then its parts spaced under it. */
export function Page({ children, ...header }: PageHeaderProps & { children: ReactNode }) {
  return (
    <div className="space-y-5">
      <PageHeader {...header} />
      {children}
    </div>
  );
}
