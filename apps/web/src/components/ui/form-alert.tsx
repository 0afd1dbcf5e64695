import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { cn } from '@/lib/cn';
import { messageText } from '@/lib/i18n';

/**
 * A message above a form: the server's answer (red) or a confirmation (green), announced to screen
 * readers. A message given as text is shown in the page's language (the API's already is).
 */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const { i18n } = useLingui();
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-danger-50 text-danger-700'
          : 'border-green-200 bg-success-50 text-success-700',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>{typeof children === 'string' ? messageText(i18n, children) : children}</div>
    </div>
  );
}
