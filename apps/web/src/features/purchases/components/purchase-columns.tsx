import type { DataColumn } from '@/components/ui/data-table';
import { formatBusinessDate, formatMoney } from './format';

type Priced = Parameters<typeof formatMoney>[0] extends infer C
  ? { currency: C; agreedAmount: Parameters<typeof formatMoney>[1]; terms: string }
  : never;

/** The agreed price and terms, as the member's and the back office's purchase lists both show it. */
export function agreedPriceColumn<P extends Priced>(): DataColumn<P> {
  return {
    id: 'price',
    header: 'Agreed price',
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (purchase) => (
      <>
        {formatMoney(purchase.currency, purchase.agreedAmount)} {purchase.terms}
      </>
    ),
  };
}

/** The day of the sale: "Bought" to the member, "Sold" to the back office. */
export function purchasedOnColumn<P extends { purchasedOn: string }>(header: string): DataColumn<P> {
  return {
    id: 'purchasedOn',
    header,
    className: 'whitespace-nowrap',
    cell: (purchase) => formatBusinessDate(purchase.purchasedOn),
  };
}
