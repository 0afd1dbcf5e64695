import { Trans, useLingui } from '@lingui/react/macro';
import { checklistIdsParam, compareTitle } from '@ibc/domain';
import { ChevronDown, ChevronUp, GitCompareArrows, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { showsPrices, usePriceAccess } from '@/lib/current-user';
import { cn } from '@/lib/cn';
import { useCompareVehicles } from '../api/get-compare-vehicles';
import { useCompareSelection } from '../hooks/use-compare-selection';
import {
  clearCompareSelection,
  getCompareSelection,
  removeFromCompareSelection,
} from '../utils/compare-selection-store';
import { VehicleImage } from '@/components/ui/vehicle-image';
import type { RenderVehicleAction } from './comparison-overlay';

// The overlay (a Radix dialog) is fetched when it is first opened, not with every page.
const loadOverlay = () => import('./comparison-overlay');
const ComparisonOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.ComparisonOverlay })));

/**
 * The CSS variable the widget keeps equal to its own height (0 or unset while it is not shown). The
 * layouts pad the page by it, so the panel docked at the bottom never covers the end of a page
 * (the last tiles, pagination, the footer), and `scroll-padding-bottom` uses it so that
 * scrolling a control into view stops above the panel.
 */
export const COMPARE_PANEL_HEIGHT_VAR = '--compare-panel-height';

/** Publishes the element's height as COMPARE_PANEL_HEIGHT_VAR on <html> while it is mounted. */
function usePublishedHeight(element: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(
        COMPARE_PANEL_HEIGHT_VAR,
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      );
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(COMPARE_PANEL_HEIGHT_VAR);
    };
  }, [element]);
}

/**
 * §2 Compare widget: a panel docked at the bottom of the window, shown only with at least one
 * vehicle selected, starting open when vehicles are already selected; tiles with thumbnail and
 * remove control; Compare Vehicles and Clear; Email Checklist for signed-in users only. Mounted in
 * both layouts, which reserve its height at the end of the page (COMPARE_PANEL_HEIGHT_VAR) and keep
 * it under their mobile menu; `className` places it (the member layout starts it after the sidebar).
 */
export function CompareWidget({
  renderVehicleAction,
  className,
}: { renderVehicleAction?: RenderVehicleAction; className?: string } = {}) {
  const { t } = useLingui();
  const ids = useCompareSelection();
  const count = ids.length;
  const [expanded, setExpanded] = useState(() => getCompareSelection().length > 0);
  // The first vehicle added opens the panel, so the visitor sees where it went.
  const [previousCount, setPreviousCount] = useState(ids.length);
  if (previousCount !== ids.length) {
    setPreviousCount(ids.length);
    if (previousCount === 0 && ids.length > 0) setExpanded(true);
  }
  const [overlayOpen, setOverlayOpen] = useState(false);
  // Mounted from its first opening on, so closing it runs Radix's own close.
  const [overlayUsed, setOverlayUsed] = useState(false);
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  usePublishedHeight(panel);
  const { data: vehicles = [], isFetching, isSuccess, isPlaceholderData } = useCompareVehicles(ids);
  // §2 Email Checklist only for signed-in users (and only once their account is approved).
  const mayEmailChecklist = showsPrices(usePriceAccess());
  // The server skips ids it no longer has (sold, withdrawn, not for this viewer): drop them from the
  // selection too, so they neither count towards the four nor sit there without a remove control.
  const fresh = isSuccess && !isPlaceholderData && !isFetching;
  useEffect(() => {
    if (!fresh) return;
    for (const id of ids) if (!vehicles.some((v) => v.id === id)) removeFromCompareSelection(id);
  }, [fresh, ids, vehicles]);
  if (ids.length === 0) return null;

  const shown = vehicles.filter((v) => ids.includes(v.id));
  // Under 768px: toggle and Clear, then the tiles (scrolling sideways), then the two actions.
  // From 768px: toggle and the actions on one line, the tiles under them (four columns from 1280px).
  return (
    <aside
      ref={setPanel}
      aria-label={t`Compare vehicles`}
      className={cn(
        // z-20: above the page, under the sticky header (z-40) and so under its mobile menu, and under
        // the member sidebar (z-30) and its fly-outs.
        'fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white shadow-[0_-6px_16px_-4px_rgb(15_39_71/0.15)]',
        className,
      )}
    >
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:grid-cols-[minmax(0,1fr)_auto_auto] lg:px-8">
        <button
          type="button"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls="compare-panel"
          className="col-[1] row-[1] -ms-2 inline-flex h-9 items-center gap-2 justify-self-start rounded-md px-2 text-sm font-semibold text-brand-900 hover:bg-slate-100"
        >
          <GitCompareArrows aria-hidden className="size-4 text-brand-600" />
          <span>
            <Trans>
              Compare{' '}
              <span className="rounded-full bg-brand-900 px-1.5 py-0.5 text-xs text-white tabular-nums">
                {count}
              </span>{' '}
              <span className="font-normal text-slate-500">of 4</span>
            </Trans>
            <span className="sr-only">{expanded ? t`, hide panel` : t`, show panel`}</span>
          </span>
          {expanded ? (
            <ChevronDown aria-hidden className="size-4 text-slate-500" />
          ) : (
            <ChevronUp aria-hidden className="size-4 text-slate-500" />
          )}
        </button>
        {/* display: contents, so its parts take their places in the grid above. */}
        <div id="compare-panel" hidden={!expanded} className="contents">
          <ul
            aria-busy={isFetching}
            className="col-[1/-1] row-[2] -mx-4 flex scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 snap-x lg:-mx-8 lg:scroll-px-8 lg:px-8 xl:mx-0 xl:grid xl:grid-cols-4 xl:overflow-visible xl:px-0 xl:pb-0"
          >
            {shown.map((v) => {
              const title = compareTitle(v.year, v.make, v.model);
              const vehicleName = `${v.year} ${v.make} ${v.model}`;
              return (
                <li
                  key={v.id}
                  className="flex w-60 max-w-[calc(100vw-4rem)] shrink-0 snap-start items-center gap-2 rounded-md border border-slate-200 bg-white p-1.5 xl:w-auto xl:max-w-none xl:min-w-0"
                >
                  <VehicleImage src={v.frontPhotoMedium} className="h-10 w-14 shrink-0 rounded" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold text-brand-900">{title}</span>
                    <span className="block truncate text-xs text-slate-500">
                      <bdi>{v.chassis}</bdi>
                    </span>
                  </span>
                  <button
                    type="button"
                    onClick={() => removeFromCompareSelection(v.id)}
                    aria-label={t`Remove ${vehicleName} from comparison`}
                    className="grid size-7 shrink-0 place-items-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              );
            })}
            {/* From 1280px the four places are drawn, the empty ones as outlines. */}
            {Array.from({ length: Math.max(0, 4 - shown.length) }, (_, i) => (
              <li
                key={`empty-${i}`}
                aria-hidden
                className="hidden h-[3.375rem] items-center justify-center rounded-md border border-dashed border-slate-300 px-3 text-center text-xs text-slate-500 xl:flex"
              >
                <Trans>Tick Compare on a vehicle</Trans>
              </li>
            ))}
          </ul>
          <div
            className={cn(
              'col-[1/-1] row-[3] grid gap-2 md:col-[2] md:row-[1] md:flex',
              mayEmailChecklist && 'grid-cols-2',
            )}
          >
            <Button
              onClick={() => {
                setOverlayUsed(true);
                setOverlayOpen(true);
              }}
              onPointerEnter={() => void loadOverlay()}
              onFocus={() => void loadOverlay()}
              disabled={shown.length === 0}
            >
              <Trans>Compare Vehicles</Trans>
            </Button>
            {mayEmailChecklist && (
              <Link
                to={`/form/email-checklist-form?id=${checklistIdsParam(ids)}`}
                className={buttonClasses('secondary')}
              >
                <Trans>Email Checklist</Trans>
              </Link>
            )}
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => clearCompareSelection()}
            className="col-[2] row-[1] md:col-[3] md:h-9"
          >
            <Trans>Clear</Trans>
          </Button>
        </div>
      </div>
      {overlayUsed && (
        <Suspense fallback={null}>
          <ComparisonOverlay
            open={overlayOpen}
            onOpenChange={setOverlayOpen}
            vehicles={shown}
            {...(renderVehicleAction ? { renderVehicleAction } : {})}
          />
        </Suspense>
      )}
    </aside>
  );
}
