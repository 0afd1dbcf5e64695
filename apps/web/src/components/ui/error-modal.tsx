import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog as RadixDialog } from 'radix-ui';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

export interface ErrorModalProps {
  open: boolean;
  message: string;
  onClose: () => void;
}

/** §2 Error modal: titled Error, shows the message, has a Close button. */
export function ErrorModal({ open, message, onClose }: ErrorModalProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={t`Error`} size="sm" hideCloseIcon>
        <p role="alert" className="text-sm text-slate-700">
          {message}
        </p>
        <div className="mt-4 flex justify-end">
          <RadixDialog.Close asChild>
            <Button variant="secondary">
              <Trans>Close</Trans>
            </Button>
          </RadixDialog.Close>
        </div>
      </DialogContent>
    </Dialog>
  );
}
