import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CardSection } from '@/components/ui/card-section';

const linkClass = 'font-medium text-brand-600 underline-offset-2 hover:underline';

/** [stable key, term, text] */
const uses: readonly (readonly [string, MessageDescriptor, MessageDescriptor])[] = [
  [
    'company',
    msg`Company name and country`,
    msg`Printed on your invoices and on the shipping documents of every vehicle you buy. Your country also decides your ports, how landed prices are worked out and which stock you can see.`,
  ],
  [
    'contact',
    msg`Contact name`,
    msg`The person our invoices and e-mails are addressed to, and the name your Account Manager asks for when calling.`,
  ],
  [
    'emails',
    msg`E-mail addresses`,
    msg`Every address receives the confirmation of each offer you send and our account notices. Put one address per line, for example your own and a shared purchasing or accounts inbox. These addresses are not used to sign in.`,
  ],
  [
    'phone',
    msg`Phone`,
    msg`Used by your Account Manager when an offer or a shipment needs a quick answer. Include the country code, for example +64 9 123 4567.`,
  ],
];

/** Under the read-only company details: how to change what the form cannot (§3 current user). */
export function CompanyChangeHelp() {
  return (
    <div className="mt-4 space-y-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
      <p>
        <Trans>
          Your login e-mail belongs to your company&rsquo;s account, so it cannot be edited here. To sign in
          with a different address, ask your Account Manager to move it, writing from your current login
          address or through{' '}
          <Link to="/about/contact-us" className={linkClass}>
            Contact us
          </Link>
          .
        </Trans>
      </p>
      <p>
        <Trans>
          Company name and country changes go through your Account Manager too, as they appear on your
          invoices.
        </Trans>
      </p>
    </div>
  );
}

/** What the profile details are used for (§3 current user: e-mails shown one per line). */
export function ProfileGuide() {
  const { t, i18n } = useLingui();
  return (
    <CardSection id="profile-uses" title={t`How we use your details`} className="max-w-4xl">
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm md:grid-cols-2">
        {uses.map(([key, term, text]) => (
          <div key={key}>
            <dt className="font-semibold text-slate-800">{i18n._(term)}</dt>
            <dd className="mt-0.5 text-slate-600">{i18n._(text)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-600">
        <Trans>
          <span className="font-semibold text-slate-800">Changing your password.</span> Sign out and choose
          Forgot password on the login page; we e-mail a reset link to your login address.
        </Trans>
      </p>
    </CardSection>
  );
}
