import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { afterSalesLinks } from '@/config/after-sales';
import { cn } from '@/lib/cn';

/** §1 The promotional after-sales links as cards, each opening the partner site in a new tab. */
export function AfterSalesLinks({ spacious = false }: { spacious?: boolean }) {
  const { i18n } = useLingui();
  return (
    <ul className={cn('grid sm:grid-cols-3', spacious ? 'gap-3' : 'gap-2')}>
      {afterSalesLinks.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="block h-full rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-300"
          >
            <span className="flex items-center gap-1.5 font-semibold text-brand-900">
              {i18n._(link.label)} <ExternalLink aria-hidden className="size-3.5 text-slate-400" />
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </span>
            <span className="mt-1 block text-sm text-slate-600">{i18n._(link.text)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
