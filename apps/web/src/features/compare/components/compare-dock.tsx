import { lazy, Suspense, type ComponentProps } from 'react';
import { useCompareSelection } from '../hooks/use-compare-selection';

// Most visits never compare: the panel's code (its query, photos and icons) is fetched when the first
// vehicle is chosen, or at once when the browser already holds a selection, not with every page.
const CompareWidget = lazy(() => import('./compare-widget').then((m) => ({ default: m.CompareWidget })));

/** Where the layouts put the compare panel: nothing until a vehicle is chosen for comparison. */
export function CompareDock(props: ComponentProps<typeof CompareWidget>) {
  const ids = useCompareSelection();
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareWidget {...props} />
    </Suspense>
  );
}
