import { useLingui } from '@lingui/react/macro';
import { CircleCheck, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { sendsKapEnquiry, type VehicleSearchItem } from '@ibc/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SendOfferForm } from './send-offer-form';

export interface SendOfferDialogProps {
  /** The vehicle to make an offer for; null keeps the modal closed. */
  vehicle: VehicleSearchItem | null;
  /** The search tab the vehicle was found on (§7: isNZICP for tab 4, isDduStock for tab 16). */
  tab: number;
  /** The port the search priced the vehicle to; the offer is priced there too. */
  portId?: number | undefined;
  onClose: () => void;
}

/**
 * §2 Send Offer modal 'SEND YOUR OFFER' ('ASK FOR THE PRICE' on KAP stock). Radix traps focus and closes on Escape and on the backdrop.
 * After a successful send the modal closes and a confirmation stays on screen for a few seconds.
 */
export function SendOfferDialog({ vehicle, tab, portId, onClose }: SendOfferDialogProps) {
  const { t } = useLingui();
  const vehicleFullname = vehicle?.vehicleFullname ?? '';
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const dismiss = useCallback(() => setConfirmation(null), []);
  return (
    <>
      <Dialog open={vehicle !== null} onOpenChange={(open) => !open && onClose()}>
        {vehicle && (
          <DialogContent
            // KAP stock has no price to offer against; the dealer asks for one.
            title={sendsKapEnquiry(vehicle) ? t`ASK FOR THE PRICE` : t`SEND YOUR OFFER`}
            description={
              sendsKapEnquiry(vehicle)
                ? t`Ask our sales team for the price of ${vehicleFullname}`
                : t`Make an offer for ${vehicleFullname}`
            }
            size="lg"
          >
            <SendOfferForm
              key={vehicle.id}
              vehicle={vehicle}
              tab={tab}
              portId={portId}
              onSent={(message) => {
                setConfirmation(message);
                onClose();
              }}
            />
          </DialogContent>
        )}
      </Dialog>
      {confirmation && <OfferConfirmation message={confirmation} onDismiss={dismiss} />}
    </>
  );
}

function OfferConfirmation({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = setTimeout(onDismiss, 8_000);
    return () => clearTimeout(timer);
  }, [onDismiss, message]);
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-4 z-50 mx-auto flex max-w-md items-start gap-3 rounded-lg border border-green-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg sm:inset-e-6 sm:inset-s-auto"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success-600" />
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t`Dismiss`}
        className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
