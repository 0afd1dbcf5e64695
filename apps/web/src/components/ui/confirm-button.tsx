import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/**
 * A button for a binding step (void an invoice, cancel a purchase, accept an offer): it asks once
 * more in a ConfirmDialog that states the consequence, and runs `onConfirm` only on its confirming
 * button.
 */
export function ConfirmButton({
  children,
  title,
  description,
  details,
  confirmLabel,
  onConfirm,
  tone,
  ...buttonProps
}: Omit<ButtonProps, 'onClick'> &
  Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'onConfirm' | 'tone'> & {
    /** More of what happens, under the description. */
    details?: ReactNode;
  }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      trigger={<Button {...buttonProps}>{children}</Button>}
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      {...(tone ? { tone } : {})}
    >
      {details}
    </ConfirmDialog>
  );
}
