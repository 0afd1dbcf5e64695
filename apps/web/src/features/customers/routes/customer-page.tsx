import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError, QueryState, type QueryLike } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { useCustomer, useCustomerFormOptions } from '../api/get-customer';
import { CompanyForm } from '../components/company-form';
import { CompanyUsers } from '../components/company-users';
import { CurrencyAccounts } from '../components/currency-accounts';
import { ReviewActions } from '../components/review-actions';
import { formatDate } from '../utils/format';

/** /admin/customers/:id: one dealer company, its review, details, users and currency accounts. */
export default function CustomerPage() {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const customer = useCustomer(valid ? id : 0);
  const options = useCustomerFormOptions();

  const back = (
    <Link
      to="/admin/customers"
      className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> <Trans>All customers</Trans>
    </Link>
  );
  if (!valid || (customer.error instanceof ApiError && customer.error.status === 404)) {
    return (
      <div className="space-y-4">
        {back}
        <FormAlert>
          <Trans>This customer does not exist.</Trans>
        </FormAlert>
      </div>
    );
  }
  // The page needs the customer and the form's options: it loads, fails or shows as one.
  const failed = customer.isError || options.isError;
  const page: QueryLike<{
    data: NonNullable<typeof customer.data>;
    formOptions: NonNullable<typeof options.data>;
  }> = {
    isPending: !failed && (!customer.data || !options.data),
    isError: failed,
    error: customer.error ?? options.error,
    data: customer.data && options.data ? { data: customer.data, formOptions: options.data } : undefined,
    refetch: () => Promise.all([customer.refetch(), options.refetch()]),
  };
  return (
    <QueryState
      query={page}
      loadingClassName="h-96 w-full"
      renderError={(error) => (
        <div className="space-y-4">
          {back}
          <QueryError text={error.message} onRetry={page.refetch} />
        </div>
      )}
    >
      {({ data, formOptions }) => {
        const { countryName } = data;
        const signedUp = formatDate(i18n, data.createdAt);
        const phone = data.phone || t`not given`;
        return (
          <div className="space-y-5">
            {back}
            <PageHeader
              title={data.name}
              description={t`${countryName} · signed up on ${signedUp} · phone ${phone}`}
            />
            <div className="grid gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <CardSection id="company-heading" title={t`Company`} bodyClassName="mt-3">
                <CompanyForm customer={data} options={formOptions} />
              </CardSection>
              <div className="space-y-5">
                <CardSection id="review-heading" title={t`Approval`} bodyClassName="mt-3">
                  <ReviewActions customer={data} />
                </CardSection>
                <CardSection id="accounts-heading" title={t`Currency accounts`} bodyClassName="mt-3">
                  <CurrencyAccounts customer={data} options={formOptions} />
                </CardSection>
              </div>
            </div>
            <CardSection id="users-heading" title={t`Users`} bodyClassName="mt-3">
              <CompanyUsers customer={data} />
            </CardSection>
          </div>
        );
      }}
    </QueryState>
  );
}
