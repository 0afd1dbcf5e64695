import { useLingui } from '@lingui/react';
import { Check } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useLocation } from 'react-router';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@ibc/domain';
import { chooseLanguage, pageInLanguage } from '@/lib/language-choice';
import { useFocusHandOver, type PartTrigger } from '@/lib/lazy-part';

/**
 * The language switcher's Radix part (focus, Escape, a press outside), fetched on first use by
 * LanguageSwitcher: the languages in their own names, each a link to this page in that language.
 * Choosing one keeps the choice (cookie, profile) and loads the page.
 */
export function LanguageSwitcherPopover({
  align,
  trigger,
}: {
  align: 'start' | 'end';
  trigger: PartTrigger;
}) {
  const { i18n } = useLingui();
  const current: Language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const location = useLocation();
  const triggerRef = useFocusHandOver(trigger.firstUse);
  return (
    <Popover.Root defaultOpen={trigger.firstUse.open}>
      <Popover.Trigger ref={triggerRef} className={trigger.className}>
        {trigger.content}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Language"
          lang="en"
          align={align}
          sideOffset={4}
          className="z-50 min-w-44 rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-800 shadow-lg"
        >
          <ul>
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
                    className="flex min-h-11 items-center justify-between gap-3 px-3 outline-none hover:bg-slate-100 focus-visible:bg-slate-100"
                  >
                    {LANGUAGE_NAMES[language]}
                    {isCurrent && <Check aria-hidden className="size-4 text-brand-700" />}
                  </a>
                </li>
              );
            })}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
