import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import NotFoundPage from './not-found-page';

/** Shown inside the layout when a page fails to load or throws (a stale chunk after a deploy, a bug). */
export function RouteErrorPage() {
  const error = useRouteError();
  // A guard's 404 (the back office for anyone but staff) is the ordinary 404 page.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section role="alert" className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">This page could not be displayed. Reloading usually fixes it.</p>
      {detail && <p className="tabular mt-1 text-xs text-slate-500">{detail}</p>}
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Link to="/" className={buttonClasses('secondary')}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
