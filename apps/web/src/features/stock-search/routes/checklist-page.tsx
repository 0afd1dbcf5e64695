import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isPricedOnEnquiry, takesOffers, type VehicleSearchItem } from '@ibc/domain';
import { cn } from '@/lib/cn';
import { formatMoneyText } from '@/lib/formats';
import { Spinner } from '@/components/ui/spinner';
import { PricePlaceholder } from '@/components/ui/price-placeholder';
import { hasPrice, useChecklistVehicle } from '../api/get-checklist';
import { vehicleStatusMessage } from '@/lib/vehicle-status-words';
import { ChecklistSpecs } from '../components/checklist-specs';
import { PhotoGallery } from '../components/photo-gallery';
import { PriceDetailsList } from '../components/price-details';
import type { RenderOfferDialog, RenderWatchToggle } from '../components/search-slots';
import { emailChecklistHref, printableHref } from '../utils/vehicle-links';

function parseId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /checklist?id= — every photo, every specification, condition, location; price for members. The
 * Send Offer modal comes from the app layer (apps/web/src/app/routes/checklist-page.tsx), which loads
 * it on the first Offer click.
 */
export function ChecklistPage({
  renderOfferDialog,
  renderWatchToggle,
}: {
  renderOfferDialog: RenderOfferDialog;
  renderWatchToggle: RenderWatchToggle;
}) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const deliveryType = parseId(params.get('deliveryType')) ?? undefined;
  const query = useChecklistVehicle(id);
  const [offerVehicle, setOfferVehicle] = useState<VehicleSearchItem | null>(null);
  // Once opened, the dialog stays mounted: its sent-offer confirmation outlives the closed modal.
  const [offerOpened, setOfferOpened] = useState(false);
  if (offerVehicle && !offerOpened) setOfferOpened(true);

  if (id === null || query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-xl font-semibold text-brand-900">
          <Trans>Vehicle not found</Trans>
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {query.error?.message ?? t`The link has no vehicle id.`}
        </p>
        <Link to="/search" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
          <Trans>Back to search</Trans>
        </Link>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t`Loading vehicle`} />
      </div>
    );
  }
  const vehicle = query.data;
  const tab = vehicle.stockTab;
  // A car nobody can make an offer on says why: reserved or sold (to this member: 'Reserved for
  // you', 'Bought by you'; a sold car's page still opens for its buyer), or withdrawn.
  const buyer = hasPrice(vehicle) ? vehicle.buyer : null;
  const onOffer = takesOffers(vehicle.status);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-brand-900">{vehicle.vehicleFullname}</h1>
          <p className="font-mono text-xs text-slate-500">
            <bdi>{vehicle.chassis}</bdi>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {renderWatchToggle(vehicle)}
          <Link
            to={emailChecklistHref(vehicle, tab, deliveryType)}
            className="inline-flex h-9 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-slate-50"
          >
            <Mail aria-hidden className="size-4" />
            <Trans>EMAIL CHECKLIST</Trans>
          </Link>
          <Link
            to={printableHref(vehicle.id)}
            target="_blank"
            className="inline-flex h-9 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            <Printer aria-hidden className="size-4" />
            <Trans>Print</Trans>
          </Link>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <PhotoGallery photos={vehicle.photos} name={vehicle.vehicleFullname} />
        <aside aria-label={t`Price`} className="h-fit rounded-lg border border-slate-200 bg-white p-4">
          {!onOffer && (
            <p
              role="status"
              className={cn(
                '-mx-4 -mt-4 mb-3 rounded-t-lg px-4 py-2 text-sm font-bold tracking-wide uppercase',
                buyer === 'you' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900',
              )}
            >
              {i18n._(vehicleStatusMessage(vehicle.status, buyer))}
            </p>
          )}
          {hasPrice(vehicle) ? (
            <>
              <p className="text-xs font-semibold text-slate-500 uppercase">
                <Trans>Price</Trans>
              </p>
              <p className="text-2xl font-bold text-slate-900 tabular-nums">
                {isPricedOnEnquiry(vehicle) ? t`Price on enquiry` : formatMoneyText(i18n, vehicle.price)}
              </p>
              {!isPricedOnEnquiry(vehicle) && (
                <PriceDetailsList
                  vehicle={vehicle}
                  className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm"
                />
              )}
              {onOffer && (
                <button
                  type="button"
                  onClick={() => setOfferVehicle(vehicle)}
                  className="mt-4 h-10 w-full rounded-md bg-accent-700 text-sm font-semibold text-white uppercase hover:bg-accent-800"
                >
                  {isPricedOnEnquiry(vehicle) ? t`Ask for price` : t`Offer`}
                </button>
              )}
            </>
          ) : (
            <PricePlaceholder className="text-sm" />
          )}
        </aside>
      </div>

      <div className="mt-6">
        <ChecklistSpecs vehicle={vehicle} />
      </div>

      {offerOpened && renderOfferDialog({ vehicle: offerVehicle, tab, onClose: () => setOfferVehicle(null) })}
    </div>
  );
}
