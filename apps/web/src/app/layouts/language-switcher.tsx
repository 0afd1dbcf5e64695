import { useLingui } from '@lingui/react';
import { Check, Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@ibc/domain';
import { cn } from '@/lib/cn';
import { chooseLanguage, pageInLanguage } from '@/lib/language-choice';

/**
 * The language switcher (ADR 0018): a disclosure button, named "Language" in English on every page
 * with a globe beside it (whoever landed on a page he cannot read still finds it), opening the
 * languages in their own names. Each is a link to this page in that language; choosing one keeps the
 * choice (cookie, profile) and loads the page.
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
  const { i18n } = useLingui();
  const current: Language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Closed by a press outside it, and by Escape (focus back on the button).
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={cn('relative', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={cn(
          'flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium focus-visible:outline-2',
          onDark ? 'text-white hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <Globe aria-hidden className="size-4.5 shrink-0" />
        <span lang="en" className="max-sm:sr-only">
          Language
        </span>
      </button>
      {open && (
        <ul
          id={listId}
          className={cn(
            'absolute top-full z-50 mt-1 min-w-44 rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-800 shadow-lg',
            align === 'end' ? 'end-0' : 'start-0',
          )}
        >
          {LANGUAGES.map((language) => {
            const address = pageInLanguage(language, location);
            const isCurrent = language === current;
            return (
              <li key={language}>
                <a
                  href={address}
                  hrefLang={language}
                  lang={language}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    void chooseLanguage(language, address);
                  }}
                  className="flex min-h-11 items-center justify-between gap-3 px-3 hover:bg-slate-100 focus-visible:bg-slate-100"
                >
                  {LANGUAGE_NAMES[language]}
                  {isCurrent && <Check aria-hidden className="size-4 text-brand-700" />}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
