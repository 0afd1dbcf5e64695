import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

export interface SpinnerProps {
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span role="status" aria-label={label ?? t`Loading`} className={cn('inline-block', className)}>
      <SpinnerMark />
    </span>
  );
}

/** The turning mark alone, for where there are no words yet (the app's first paint, main.tsx). */
export function SpinnerMark() {
  return (
    <span
      aria-hidden
      className="block size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 motion-reduce:animate-none"
    />
  );
}
