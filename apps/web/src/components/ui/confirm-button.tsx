import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button, buttonClasses, type ButtonProps } from './button';

/**
 * A button for an action that cannot be undone (void an invoice, delete a document): it asks once
 * more in an alert dialog, whose Cancel has the focus, and runs `onConfirm` only on the confirming
 * button.
 */
export function ConfirmButton({
  children,
  title,
  description,
  confirmLabel,
  onConfirm,
  ...buttonProps
}: Omit<ButtonProps, 'onClick'> & {
  /** The question: 'Void IBC-2026-000012?' */
  title: string;
  /** What happens, in a sentence. */
  description: ReactNode;
  /** The confirming button: 'Void invoice'. */
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button {...buttonProps}>{children}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-base font-semibold text-brand-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(
                'primary',
                'md',
                'bg-danger-700 hover:bg-danger-600 active:bg-danger-600',
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
