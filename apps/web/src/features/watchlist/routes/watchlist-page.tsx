import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { fobPriceText, isForSale, type VehicleStatus, type WatchlistItem } from '@ibc/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { VehicleImage } from '@/components/ui/vehicle-image';
import { MemberListPage } from '@/components/ui/member-list-page';
import { cn } from '@/lib/cn';
import { formatDay, formatMoney, formatMoneyText } from '@/lib/formats';
import { vehicleStatusMessage } from '@/lib/vehicle-status-words';
import { useSetWatched, useWatchlist } from '../api/watchlist';
import { WatchlistGuide } from '../components/watchlist-guide';

const STATUS_TONES: Readonly<Record<VehicleStatus, BadgeTone>> = {
  available: 'success',
  reserved: 'accent',
  sold: 'neutral',
  withdrawn: 'neutral',
};

/** His own car ('Reserved for you', 'Bought by you') reads as good news, whatever its status. */
const toneOf = (item: WatchlistItem): BadgeTone =>
  item.buyer === 'you' ? 'success' : STATUS_TONES[item.status];

/** Out of the searches: sold or withdrawn. */
const gone = (item: WatchlistItem) => !isForSale(item.status);

/** A car he can still open: one for sale, or his own once bought (its checklist stays his record). */
const opens = (item: WatchlistItem) => !gone(item) || item.buyer === 'you';

/** /my-account/watchlist: the vehicles the member keeps an eye on, on every device. */
export default function WatchlistPage() {
  const { t } = useLingui();
  const watchlist = useWatchlist();
  return (
    <MemberListPage
      title={t`Watchlist`}
      description={t`Vehicles you marked with the heart, with their price now and when you added them. We tell you by notification and e-mail when one drops in price or is reserved by another dealer.`}
      query={watchlist}
      loadingLabel={t`Loading your watchlist`}
      isEmpty={(data) => data.items.length === 0}
      emptyTitle={t`Your watchlist is empty.`}
      emptyDescription={t`Use the heart on a vehicle in the stock search, on its checklist page or in the comparison to keep it here.`}
      guide={<WatchlistGuide />}
    >
      {(data) => <WatchlistTable items={data.items} />}
    </MemberListPage>
  );
}

function WatchlistTable({ items }: { items: WatchlistItem[] }) {
  const { t, i18n } = useLingui();
  const setWatched = useSetWatched();
  const onEnquiry = t`Price on enquiry`;
  const since = (day: string) => {
    const date = formatDay(i18n, day);
    return t`since ${date}`;
  };
  const removeLabel = ({ vehicleFullname }: WatchlistItem) => t`Remove ${vehicleFullname} from watchlist`;
  return (
    <DataTable
      caption={t`Watched vehicles`}
      stacked
      data={items}
      getRowId={(item) => String(item.vehicleId)}
      rowProps={(item) => ({ className: cn(!opens(item) && 'bg-slate-50 text-slate-500 opacity-70') })}
      columns={[
        {
          id: 'vehicle',
          header: t`Vehicle`,
          cell: (item) => {
            const greyed = !opens(item);
            return (
              <div className="flex min-w-0 items-center gap-3">
                <VehicleImage
                  src={item.photo}
                  width={80}
                  height={60}
                  className={cn('h-12 w-16 shrink-0 rounded', greyed && 'grayscale')}
                />
                <div className="min-w-0">
                  {greyed ? (
                    <span className="block truncate font-semibold">{item.vehicleFullname}</span>
                  ) : (
                    <Link
                      to={`/checklist?id=${item.vehicleId}`}
                      className="block truncate font-semibold text-brand-800 hover:underline"
                    >
                      {item.vehicleFullname}
                    </Link>
                  )}
                  <bdi className="block font-mono text-xs text-slate-500">{item.chassis}</bdi>
                </div>
              </div>
            );
          },
        },
        {
          id: 'status',
          header: t`Status`,
          label: t`Status`,
          cell: (item) => (
            <>
              <Badge tone={toneOf(item)}>{i18n._(vehicleStatusMessage(item.status, item.buyer))}</Badge>
              {item.statusSince && <span className="mt-1 block text-xs">{since(item.statusSince)}</span>}
            </>
          ),
        },
        {
          id: 'priceNow',
          header: t`Price now`,
          label: t`Price now`,
          align: 'end',
          className: 'tabular-nums',
          cell: (item) => {
            const details = item.priceDetails;
            return item.isKapStock
              ? onEnquiry
              : details
                ? (fobPriceText(details, (code, whole) => formatMoney(i18n, code, whole, 0)) ?? (
                    <span>
                      {formatMoney(i18n, details.negotiateCurrency, details.basePrice, 0)}
                      <span className="block text-xs text-slate-500">{details.basePriceLabel}</span>
                    </span>
                  ))
                : '—';
          },
        },
        {
          id: 'landed',
          header: t`Landed or C&F price`,
          label: t`Landed or C&F price`,
          align: 'end',
          className: 'tabular-nums',
          cell: (item) =>
            item.isKapStock ? (
              onEnquiry
            ) : item.price && item.priceDetails ? (
              <span>
                <span className="font-semibold text-slate-900">{formatMoneyText(i18n, item.price)}</span>
                {item.priceDropped && (
                  <Badge tone="success" className="ms-2">
                    <Trans>Price dropped</Trans>
                  </Badge>
                )}
                <span className="block text-xs text-slate-500">{item.priceDetails.landedPriceLabel}</span>
              </span>
            ) : (
              '—'
            ),
        },
        {
          id: 'whenAdded',
          header: t`Price when added`,
          label: t`When added`,
          align: 'end',
          className: 'tabular-nums',
          cell: (item) => (
            <>
              {item.isKapStock ? onEnquiry : formatMoneyText(i18n, item.priceWhenAdded)}
              <span className="block text-xs text-slate-500">{formatDay(i18n, item.addedAt)}</span>
            </>
          ),
        },
      ]}
      rowActions={(item) => (
        <button
          type="button"
          onClick={() => setWatched.mutate({ vehicleId: item.vehicleId, watched: false })}
          className="text-xs font-semibold text-danger-700 hover:underline"
          aria-label={removeLabel(item)}
        >
          <Trans>Remove</Trans>
        </button>
      )}
    />
  );
}
