import { lazy, Suspense } from 'react';
import { useCompareSelection } from '../hooks/use-compare-selection';
import type { RenderVehicleAction } from './comparison-overlay';

/**
 * The CSS variable the widget keeps equal to its own height (0 or unset while it is not shown). The
 * layouts pad the page by it, so the panel docked at the bottom never covers the end of a page
 * (issue 15: the last tiles, pagination, the footer), and `scroll-padding-bottom` uses it so that
 * scrolling a control into view stops above the panel.
 */
export const COMPARE_PANEL_HEIGHT_VAR = '--compare-panel-height';

export interface CompareWidgetProps {
  renderVehicleAction?: RenderVehicleAction;
  className?: string;
}

// Issue 14: the panel is fetched with the first vehicle selected, not with every page.
const ComparePanel = lazy(() => import('./compare-panel').then((m) => ({ default: m.ComparePanel })));

/**
 * §2 Compare widget: a panel docked at the bottom of the window, shown only with at least one
 * vehicle selected, starting open when vehicles are already selected; tiles with thumbnail and
 * remove control; Compare Vehicles and Clear; Email Checklist for signed-in users only. Mounted in
 * both layouts, which reserve its height at the end of the page (COMPARE_PANEL_HEIGHT_VAR) and keep
 * it under their mobile menu; `className` places it (the member layout starts it after the sidebar).
 */
export function CompareWidget(props: CompareWidgetProps = {}) {
  const selected = useCompareSelection().length > 0;
  if (!selected) return null;
  return (
    <Suspense fallback={null}>
      <ComparePanel {...props} />
    </Suspense>
  );
}
