import { Trans } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { buttonClasses } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question: 'Void IBC-2026-000012?' */
  title: string;
  /** What happens, in plain words: the consequence the person is agreeing to. */
  description: ReactNode;
  /** More of what happens (the landed price of a counter, the invoices a cancellation voids). */
  children?: ReactNode;
  /** The confirming button: 'Void invoice'. */
  confirmLabel: string;
  onConfirm: () => void;
  /** 'danger' for what cannot be undone (void, cancel, reject); 'primary' for a binding yes. */
  tone?: 'danger' | 'primary';
  /** The button that opens it, when there is one: focus goes back to it when the dialog closes. */
  trigger?: ReactElement;
}

/**
 * The second look before a binding step (accept, void, reject, cancel, an amount far from its price):
 * an alert dialog whose Cancel has the focus, stating the consequence; `onConfirm` runs only on the
 * confirming button.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
  tone = 'danger',
  trigger,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-base font-semibold text-brand-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          {children && <div className="mt-3 text-sm text-slate-700">{children}</div>}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              <Trans>Cancel</Trans>
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(
                'primary',
                'md',
                tone === 'danger' ? 'bg-danger-700 hover:bg-danger-600 active:bg-danger-600' : undefined,
              )}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
