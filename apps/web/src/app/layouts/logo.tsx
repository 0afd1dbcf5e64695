import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface LogoProps {
  to: string;
  /** 'light' on the navy sidebar, 'dark' on white headers. */
  tone?: 'light' | 'dark';
  className?: string;
}

export function Logo({ to, tone = 'dark', className }: LogoProps) {
  return (
    <Link to={to} className={cn('flex shrink-0 items-center gap-2 no-underline', className)}>
      <span
        aria-hidden
        className={cn(
          'grid size-8 place-items-center rounded-md text-[13px] font-black tracking-tight',
          tone === 'dark' ? 'bg-brand-900 text-white' : 'bg-white text-brand-900',
        )}
      >
        IBC
      </span>
      <span className={cn('leading-none', tone === 'dark' ? 'text-brand-900' : 'text-white')}>
        <span className="block text-[15px] font-extrabold tracking-tight">IBC Japan</span>
        <span
          className={cn(
            'block text-[10px] font-medium tracking-wider uppercase',
            tone === 'dark' ? 'text-slate-500' : 'text-brand-200',
          )}
        >
          <Trans>Vehicle exporter</Trans>
        </span>
      </span>
      {/* Visible text stays part of the accessible name (WCAG 2.5.3 label in name). */}
      <span className="sr-only">
        <Trans>, home</Trans>
      </span>
    </Link>
  );
}
