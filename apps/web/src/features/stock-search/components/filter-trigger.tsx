import { ChevronDown } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface FilterTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  /** Shown on the trigger when the filter is set (e.g. '2015 – 2020'). */
  summary?: string | undefined;
}

/** A filter pop-up's button: the plain one before first use and Radix's trigger after. */
export const FilterTrigger = forwardRef<HTMLButtonElement, FilterTriggerProps>(function FilterTrigger(
  { label, summary, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      {...rest}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium whitespace-nowrap',
        summary
          ? 'border-brand-500 bg-brand-50 text-brand-800'
          : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
      )}
    >
      {label}
      {summary && <span className="max-w-32 truncate text-xs font-semibold text-brand-700">: {summary}</span>}
      <ChevronDown aria-hidden className="size-4 text-slate-500" />
    </button>
  );
});
