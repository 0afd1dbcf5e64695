import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CardSection } from '@/components/ui/card-section';

const guideBody = 'mt-2 space-y-2 text-sm text-slate-600';
const linkClass = 'font-medium text-brand-600 underline-offset-2 hover:underline';

/** The help beside the accounts table: what an account is, how forex applies (§2 switch pop-up, §9 landed cost). */
export function ManageAccountsGuide() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <CardSection id="accounts-purpose" title={t`What each account is for`} bodyClassName={guideBody}>
        <p>
          <Trans>
            Each currency account is a separate trading account with IBC Japan. The vehicles you buy through
            an account are invoiced and paid in its currency, so keep one account per currency you settle in.
          </Trans>
        </p>
        <p>
          <Trans>
            The account you are using sets the currency of the prices on the stock search, the landed cost on
            each tile and the price breakdown you see before sending an offer.
          </Trans>
        </p>
      </CardSection>
      <CardSection id="accounts-forex" title={t`How forex applies`} bodyClassName={guideBody}>
        <p>
          <Trans>
            Our stock is priced in yen. The JPY account uses those prices as they are, which is why its row
            reads &lsquo;Forex is applicable to non JPY account only&rsquo;.
          </Trans>
        </p>
        <p>
          <Trans>
            For NZD, AUD, USD and other accounts the yen price is converted at the rate in the table: yen per
            one unit of your currency. At 88.50, one NZD buys 88.50 JPY, so a lower rate makes the same
            vehicle dearer. New Zealand and Australian landed prices add a 3% currency margin and on-shore
            fees, and New Zealand prices include GST.
          </Trans>
        </p>
      </CardSection>
      <CardSection id="accounts-switch" title={t`Switching and new accounts`} bodyClassName={guideBody}>
        <p>
          <Trans>
            Use the Switch button in the table, or Switch Account in the profile menu at any time. The whole
            site then follows the new currency until you switch again; offers already sent keep their
            currency.
          </Trans>
        </p>
        <p>
          <Trans>
            Need an account in another currency? Send your Account Manager a message through{' '}
            <Link to="/about/contact-us" className={linkClass}>
              Contact us
            </Link>{' '}
            with your company name, the currency and the market you buy for. Once it is opened it appears here
            and in Switch Account.
          </Trans>
        </p>
      </CardSection>
    </div>
  );
}
