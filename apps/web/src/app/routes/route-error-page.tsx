import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';

/** Shown inside the layout when a page fails to load or throws (a stale chunk after a deploy, a bug). */
export function RouteErrorPage() {
  return (
    <section role="alert" className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">This page could not be displayed. Reloading usually fixes it.</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Link to="/" className={buttonClasses('secondary')}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
