import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FormAlert } from './form-alert';

export const Dialog = RadixDialog.Root;

export interface DialogContentProps {
  title: ReactNode;
  /** Screen-reader description; rendered visibly when showDescription is set. */
  description?: ReactNode;
  showDescription?: boolean;
  children?: ReactNode;
  className?: string;
  /** 'full' covers the viewport (announcement pop-ups, comparison overlay). */
  size?: 'sm' | 'md' | 'lg' | 'full';
  /**
   * Leave out the corner X when the dialog has its own labelled Close button (the Error modal), so
   * there is exactly one control named 'Close'.
   */
  hideCloseIcon?: boolean;
}

const sizes = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-3xl',
  full: 'max-w-none h-[calc(100dvh-2rem)]',
} as const;

/** Overlay + centred panel + title + close X. Radix handles focus trap, Escape and scroll lock. */
export function DialogContent({
  title,
  description,
  showDescription,
  children,
  className,
  size = 'md',
  hideCloseIcon = false,
}: DialogContentProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[1px]" />
      <RadixDialog.Content
        className={cn(
          // Centred by equal margins, not a translation: the same in both writing directions.
          'fixed inset-x-0 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-y-1/2 flex-col',
          'rounded-lg bg-white shadow-xl focus:outline-none',
          sizes[size],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-3">
          <div>
            <RadixDialog.Title className="text-base font-semibold text-brand-900">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description
                className={showDescription ? 'mt-0.5 text-xs text-slate-500' : 'sr-only'}
              >
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {!hideCloseIcon && (
            <RadixDialog.Close
              aria-label={t`Close`}
              className="-me-2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          )}
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/**
 * A dialog that holds one form, its description shown: what the server refused of the whole form is
 * said above the fields (FormAlert), each field's own next to it.
 */
export function DialogForm({
  title,
  description,
  formError,
  onSubmit,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  formError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <DialogContent title={title} description={description} showDescription>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {children}
      </form>
    </DialogContent>
  );
}
