import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';

/** Shown inside the layout when a page fails to load or throws (a stale chunk after a deploy, a bug). */
export function RouteErrorPage() {
  return (
    <section role="alert" className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>This page could not be displayed. Reloading usually fixes it.</Trans>
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </Button>
        <Link to="/" className={buttonClasses('secondary')}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}
