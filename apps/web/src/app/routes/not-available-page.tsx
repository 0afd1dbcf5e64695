import { Trans, useLingui } from '@lingui/react/macro';
import { Home, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { readText } from '@/lib/i18n';
import { notAvailableMeta } from '../routes';
import { useDocumentMeta } from '../use-route-meta';

/**
 * §6: a signed-in dealer who types the address of a page his menu does not offer him. The page
 * exists, so he is not told it does not; he is told it is not part of his account, and who can change that.
 */
export default function NotAvailablePage() {
  const { i18n } = useLingui();
  useDocumentMeta(notAvailableMeta);
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{readText(i18n, notAvailableMeta.title)}</h1>
      <p className="mt-2 text-slate-600">
        {readText(i18n, notAvailableMeta.description)}{' '}
        <Trans>Your account manager can tell you whether it can be added.</Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/account-summary" className={buttonClasses('secondary')}>
          <Home aria-hidden className="size-4" /> <Trans>Go to your account summary</Trans>
        </Link>
        <Link to="/about/contact-us" className={buttonClasses('primary')}>
          <Mail aria-hidden className="size-4" /> <Trans>Contact our sales team</Trans>
        </Link>
      </div>
    </section>
  );
}
