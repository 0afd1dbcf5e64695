import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from './input';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

/** A native select: the most accessible and mobile-friendly choice for short option lists. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, children, ...props },
  ref,
) {
  return (
    <div className="relative">
      <select ref={ref} className={cn(controlClasses, 'h-9 appearance-none pe-8', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 inset-e-2.5 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
});
