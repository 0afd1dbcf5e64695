import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageHeader, type PageHeaderProps } from '@/components/ui/page-header';

/** The header of a vehicle's page in the back office, under a link back to the stock list. */
export function StockPageHeader(props: Omit<PageHeaderProps, 'eyebrow'>) {
  return (
    <PageHeader
      eyebrow={
        <Link to="/admin/stock" className="hover:underline">
          <Trans>Stock</Trans>
        </Link>
      }
      {...props}
    />
  );
}
