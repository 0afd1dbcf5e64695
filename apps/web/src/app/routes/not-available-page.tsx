import { Home, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { notAvailableMeta } from '../routes';
import { useDocumentMeta } from '../use-route-meta';

/**
 * §6: a signed-in dealer who types the address of a page his menu does not offer him. The page
 * exists, so he is not told it does not; he is told it is not part of his account, and who can change that.
 */
export default function NotAvailablePage() {
  useDocumentMeta(notAvailableMeta);
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{notAvailableMeta.title}</h1>
      <p className="mt-2 text-slate-600">
        {notAvailableMeta.description} Your account manager can tell you whether it can be added.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/account-summary" className={buttonClasses('secondary')}>
          <Home aria-hidden className="size-4" /> Go to your account summary
        </Link>
        <Link to="/about/contact-us" className={buttonClasses('primary')}>
          <Mail aria-hidden className="size-4" /> Contact our sales team
        </Link>
      </div>
    </section>
  );
}
