import { useState } from 'react';
import { Link } from 'react-router';
import { hasAmountToAccept, type OfferHistoryItem, type OfferStepResponse } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useOfferStep } from '../api/negotiation';
import { AmountStepDialog, DeclineDialog } from './offer-step-dialogs';

type Open = 'counter' | 'decline' | 'reoffer' | null;

function useStepNotice() {
  const [notice, setNotice] = useState<OfferStepResponse | null>(null);
  return { notice, setNotice };
}

function Notice({
  notice,
  purchaseLink,
}: {
  notice: OfferStepResponse | null;
  purchaseLink?: (id: number) => string;
}) {
  if (!notice) return null;
  return (
    <FormAlert tone="success">
      {notice.message}{' '}
      {notice.purchaseId !== null && purchaseLink && (
        <Link className="font-semibold underline" to={purchaseLink(notice.purchaseId)}>
          Open the purchase
        </Link>
      )}
    </FormAlert>
  );
}

/** The sales team's answers to an open offer (issue 12): Accept, Counter, Decline. */
export function StaffOfferActions({ offer }: { offer: OfferHistoryItem }) {
  const accept = useOfferStep('staff', offer.id);
  const [open, setOpen] = useState<Open>(null);
  const { notice, setNotice } = useStepNotice();
  const done = (result: OfferStepResponse) => {
    setOpen(null);
    setNotice(result);
  };
  return (
    <div className="space-y-2">
      <Notice notice={notice} />
      {accept.isError && <FormAlert>{accept.error.message}</FormAlert>}
      {offer.awaiting !== null && (
        <div className="flex flex-wrap gap-2">
          {offer.status === 'submitted' && hasAmountToAccept(offer.currentAmount) && (
            <Button
              size="sm"

              disabled={accept.isPending}
              onClick={() => accept.mutate({ step: 'accept', body: {} }, { onSuccess: done })}
            >
              {accept.isPending ? 'Accepting…' : 'Accept'}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setOpen('counter')}>
            Counter
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen('decline')}>
            Decline
          </Button>
        </div>
      )}
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open === 'counter' && (
          <AmountStepDialog
            side="staff"
            offerId={offer.id}
            currency={offer.currency}
            title={`Counter offer on ${offer.vehicleName}`}
            submitLabel="Send counter offer"
            onDone={done}
          />
        )}
        {open === 'decline' && <DeclineDialog offerId={offer.id} onDone={done} />}
      </Dialog>
    </div>
  );
}

/** The dealer's answers (issue 12): accept a counter, send a new amount, or withdraw. */
export function DealerOfferActions({ offer }: { offer: OfferHistoryItem }) {
  const step = useOfferStep('dealer', offer.id);
  const [open, setOpen] = useState<Open>(null);
  const { notice, setNotice } = useStepNotice();
  const done = (result: OfferStepResponse) => {
    setOpen(null);
    setNotice(result);
  };
  const purchaseLink = (id: number) => `/my-account/purchases/${id}`;
  return (
    <div className="space-y-2">
      <Notice notice={notice} purchaseLink={purchaseLink} />
      {step.isError && <FormAlert>{step.error.message}</FormAlert>}
      {offer.status === 'countered' && (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={step.isPending}
            onClick={() => step.mutate({ step: 'accept', body: {} }, { onSuccess: done })}
          >
            Accept counter offer
          </Button>
          <Button variant="secondary" onClick={() => setOpen('reoffer')}>
            Send new amount
          </Button>
          <Button
            variant="ghost"
            disabled={step.isPending}
            onClick={() => step.mutate({ step: 'withdraw', body: {} }, { onSuccess: done })}
          >
            Withdraw
          </Button>
        </div>
      )}
      {offer.status === 'submitted' && (
        <Button
          variant="secondary"
          disabled={step.isPending}
          onClick={() => step.mutate({ step: 'withdraw', body: {} }, { onSuccess: done })}
        >
          Withdraw
        </Button>
      )}
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open === 'reoffer' && (
          <AmountStepDialog
            side="dealer"
            offerId={offer.id}
            currency={offer.currency}
            title="Send a new amount"
            submitLabel="Send new amount"
            onDone={done}
          />
        )}
      </Dialog>
    </div>
  );
}
