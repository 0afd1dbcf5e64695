import { Trans } from '@lingui/react/macro';
import { Home, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { notFoundMeta } from '../routes';
import { useDocumentMeta } from '../use-route-meta';

export default function NotFoundPage() {
  useDocumentMeta(notFoundMeta);
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <p className="tabular text-sm font-semibold text-accent-700">404</p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>The page you were looking for does not exist or has moved.</Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('secondary')}>
          <Home aria-hidden className="size-4" /> <Trans>Go to the home page</Trans>
        </Link>
        <Link to="/search" className={buttonClasses('primary')}>
          <Search aria-hidden className="size-4" /> <Trans>Search stock</Trans>
        </Link>
      </div>
    </section>
  );
}
