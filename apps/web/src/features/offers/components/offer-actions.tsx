import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DEFAULT_DEPOSIT_DAYS, type OfferStepResponse, type OfferThread } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { formatMoney, formatMoneyText } from '@/lib/formats';
import { useOfferStep } from '../api/negotiation';
import { AmountStepDialog, DeclineDialog } from './offer-step-dialogs';

// The buttons of a negotiation come from the offer's allowedActions (the API asks the negotiation's
// machine for the caller's role), never from its status: what is drawn is what the server allows.

type Offer = OfferThread['offer'];
type Open = 'counter' | 'decline' | 'reoffer' | 'accept' | null;

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
          <Trans>Open the purchase</Trans>
        </Link>
      )}
    </FormAlert>
  );
}

/** The amount being accepted and what it comes to landed for the dealer. */
function AcceptFigures({
  offer,
  amountLabel,
  landedLabel,
}: {
  offer: Offer;
  amountLabel: string;
  landedLabel: string;
}) {
  const { i18n } = useLingui();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-slate-50 p-3">
      <dt className="text-slate-500">{amountLabel}</dt>
      <dd className="font-semibold whitespace-nowrap tabular-nums">
        {formatMoney(i18n, offer.currency, offer.currentAmount)}
      </dd>
      <dt className="text-slate-500">{landedLabel}</dt>
      <dd className="font-semibold whitespace-nowrap tabular-nums" data-testid="accept-landed-price">
        {offer.currentLandedPrice !== null ? (
          formatMoneyText(i18n, offer.currentLandedPrice)
        ) : (
          <Trans>Not available: ask our sales team</Trans>
        )}
      </dd>
    </dl>
  );
}

function useSteps(side: 'staff' | 'dealer', offer: Offer) {
  const step = useOfferStep(side, offer.id);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<OfferStepResponse | null>(null);
  const done = (result: OfferStepResponse) => {
    setOpen(null);
    setNotice(result);
  };
  const can = (action: Offer['allowedActions'][number]) => offer.allowedActions.includes(action);
  // The amount the person saw: the API refuses the acceptance if the other side changed it meanwhile.
  const accept = () =>
    step.mutate({ step: 'accept', body: { amount: offer.currentAmount } }, { onSuccess: done });
  const closeDialog = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return { step, open, setOpen, notice, done, can, accept, closeDialog };
}

type Steps = ReturnType<typeof useSteps>;

/**
 * Both sides' answers: the last step's notice, its error, the buttons the offer's allowedActions
 * give (none once it is closed), and the dialog of the step under way.
 */
function ActionsFrame({
  steps,
  offer,
  purchaseLink,
  dialog,
  children,
}: {
  steps: Steps;
  offer: Offer;
  purchaseLink?: (id: number) => string;
  dialog: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Notice notice={steps.notice} {...(purchaseLink ? { purchaseLink } : {})} />
      {steps.step.isError && <FormAlert>{steps.step.error.message}</FormAlert>}
      {offer.allowedActions.length > 0 && <div className="flex flex-wrap gap-2">{children}</div>}
      {dialog}
    </div>
  );
}

/** Accept, after a second look that states what it binds and the figures it binds to. */
function AcceptStep({
  steps,
  ...dialog
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'tone' | 'onConfirm'> & { steps: Steps }) {
  return (
    <ConfirmDialog
      {...dialog}
      open={steps.open === 'accept'}
      onOpenChange={(next) => steps.setOpen(next ? 'accept' : null)}
      tone="primary"
      onConfirm={steps.accept}
    />
  );
}

/** The sales team's answers to an open offer: Accept, Counter, Decline. */
export function StaffOfferActions({ offer }: { offer: Offer }) {
  const { t, i18n } = useLingui();
  const steps = useSteps('staff', offer);
  const { step, open, setOpen, done, can, closeDialog } = steps;
  const amount = formatMoney(i18n, offer.currency, offer.currentAmount);
  const buyer = offer.companyName || offer.contactName;
  const { vehicleName } = offer;
  const depositDays = DEFAULT_DEPOSIT_DAYS;
  return (
    <ActionsFrame
      steps={steps}
      offer={offer}
      dialog={
        <Dialog open={open === 'counter' || open === 'decline'} onOpenChange={closeDialog}>
          {open === 'counter' && (
            <AmountStepDialog
              side="staff"
              offer={offer}
              title={t`Counter offer on ${vehicleName}`}
              submitLabel={t`Send counter offer`}
              onDone={done}
            />
          )}
          {open === 'decline' && <DeclineDialog offerId={offer.id} onDone={done} />}
        </Dialog>
      }
    >
      {can('accept') && (
        <AcceptStep
          steps={steps}
          trigger={
            <Button size="sm" disabled={step.isPending}>
              {step.isPending ? t`Accepting…` : t`Accept`}
            </Button>
          }
          title={t`Accept ${amount} from ${buyer}?`}
          description={t`The ${vehicleName} is reserved for ${buyer}, a purchase is made at ${amount}, and the proforma invoice for the deposit is issued to them, due in ${depositDays} days. Any other open offers on this car are declined.`}
          confirmLabel={t`Accept offer`}
        >
          <AcceptFigures
            offer={offer}
            amountLabel={t({ message: 'Offer', context: 'noun' })}
            landedLabel={t`Landed for the dealer`}
          />
        </AcceptStep>
      )}
      {can('counter') && (
        <Button size="sm" variant="secondary" onClick={() => setOpen('counter')}>
          <Trans>Counter</Trans>
        </Button>
      )}
      {can('decline') && (
        <Button size="sm" variant="secondary" onClick={() => setOpen('decline')}>
          <Trans>Decline</Trans>
        </Button>
      )}
    </ActionsFrame>
  );
}

/** The dealer's answers: accept a counter, send a new amount, or withdraw. */
export function DealerOfferActions({ offer }: { offer: Offer }) {
  const { t, i18n } = useLingui();
  const steps = useSteps('dealer', offer);
  const { step, open, setOpen, done, can, closeDialog } = steps;
  const amount = formatMoney(i18n, offer.currency, offer.currentAmount);
  const { vehicleName } = offer;
  const depositDays = DEFAULT_DEPOSIT_DAYS;
  const withdraw = () => step.mutate({ step: 'withdraw', body: {} }, { onSuccess: done });
  return (
    <ActionsFrame
      steps={steps}
      offer={offer}
      purchaseLink={(id) => `/my-account/purchases/${id}`}
      dialog={
        <Dialog open={open === 'reoffer'} onOpenChange={closeDialog}>
          {open === 'reoffer' && (
            <AmountStepDialog
              side="dealer"
              offer={offer}
              title={t`Send a new amount`}
              submitLabel={t`Send new amount`}
              onDone={done}
            />
          )}
        </Dialog>
      }
    >
      {can('accept') && (
        <AcceptStep
          steps={steps}
          trigger={
            <Button disabled={step.isPending}>
              <Trans>Accept counter offer</Trans>
            </Button>
          }
          title={t`Accept ${amount} for the ${vehicleName}?`}
          description={t`This is binding: the car is reserved for your company, a purchase is made at ${amount}, and the proforma invoice for the deposit is issued, due in ${depositDays} days.`}
          confirmLabel={t`Yes, accept`}
        >
          <AcceptFigures
            offer={offer}
            amountLabel={t`Counter offer`}
            landedLabel={t`Landed in your currency`}
          />
        </AcceptStep>
      )}
      {can('reoffer') && (
        <Button variant="secondary" onClick={() => setOpen('reoffer')}>
          <Trans>Send new amount</Trans>
        </Button>
      )}
      {can('withdraw') && (
        <Button variant={can('reoffer') ? 'ghost' : 'secondary'} disabled={step.isPending} onClick={withdraw}>
          <Trans>Withdraw</Trans>
        </Button>
      )}
    </ActionsFrame>
  );
}
