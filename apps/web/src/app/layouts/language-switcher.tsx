import { Globe } from 'lucide-react';
import { cn } from '@/lib/cn';
import { lazyPart } from '@/lib/lazy-part';
import { PlainTrigger } from '@/lib/plain-trigger';

// Radix's pop-over is fetched on first use, not with every page.
const listPart = lazyPart(() => import('./language-switcher-popover').then((m) => m.LanguageSwitcherPopover));

/**
 * The language switcher (ADR 0018): a button named "Language" in English on every page, with a globe
 * beside it (whoever landed on a page he cannot read still finds it), opening the languages in their
 * own names (language-switcher-popover.tsx). Until first used it is a plain button with the
 * pop-over trigger's role, name and state; pointing at it, focusing it or pressing it fetches the part.
 */
export function LanguageSwitcher({
  className,
  onDark = false,
  align = 'end',
}: {
  className?: string;
  /** Drawn on the dark sidebar. */
  onDark?: boolean;
  /** The list's side under the button: 'start' where the button starts a column (the sidebar). */
  align?: 'start' | 'end';
}) {
  const { Part, firstUse, request, triggerRef } = listPart.useLoaded();
  const triggerClassName = cn(
    'flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium focus-visible:outline-2',
    onDark ? 'text-white hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100',
  );
  const content = (
    <>
      <Globe aria-hidden className="size-4.5 shrink-0" />
      <span lang="en" className="max-sm:sr-only">
        Language
      </span>
    </>
  );
  return (
    <div className={className}>
      {Part ? (
        <Part align={align} trigger={{ className: triggerClassName, content, firstUse }} />
      ) : (
        <PlainTrigger
          popup="dialog"
          triggerRef={triggerRef}
          request={request}
          className={triggerClassName}
          onPointerEnter={() => request()}
        >
          {content}
        </PlainTrigger>
      )}
    </div>
  );
}
