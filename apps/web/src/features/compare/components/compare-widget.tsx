import { checklistIdsParam, compareTitle } from '@ibc/domain';
import { ChevronLeft, ChevronRight, GitCompareArrows, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { usePriceAccess } from '@/lib/current-user';
import { cn } from '@/lib/cn';
import { useCompareVehicles } from '../api/get-compare-vehicles';
import { useCompareSelection } from '../hooks/use-compare-selection';
import {
  clearCompareSelection,
  getCompareSelection,
  removeFromCompareSelection,
} from '../utils/compare-selection-store';
import { NO_CAR_IMAGE, showNoCarImage } from '@/components/ui/no-car-image';
import type { RenderVehicleAction } from './comparison-overlay';

// Issue 14: the overlay (a Radix dialog) is fetched when it is first opened, not with every page.
const loadOverlay = () => import('./comparison-overlay');
const ComparisonOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.ComparisonOverlay })));

/**
 * §2 Compare widget: a fixed side panel, shown only with at least one vehicle selected, starting
 * open when vehicles are already selected; tiles with thumbnail and remove control; Compare
 * Vehicles and Clear; Email Checklist for signed-in users only. Mounted in both layouts.
 */
export function CompareWidget({ renderVehicleAction }: { renderVehicleAction?: RenderVehicleAction } = {}) {
  const ids = useCompareSelection();
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
  const { data: vehicles = [], isFetching, isSuccess, isPlaceholderData } = useCompareVehicles(ids);
  // §2 Email Checklist only for signed-in users (and, issue 10, only once their account is approved).
  const mayEmailChecklist = usePriceAccess() === 'approved';
  // The server skips ids it no longer has (sold, withdrawn, not for this viewer): drop them from the
  // selection too, so they neither count towards the four nor sit there without a remove control.
  const fresh = isSuccess && !isPlaceholderData && !isFetching;
  useEffect(() => {
    if (!fresh) return;
    for (const id of ids) if (!vehicles.some((v) => v.id === id)) removeFromCompareSelection(id);
  }, [fresh, ids, vehicles]);
  if (ids.length === 0) return null;

  const shown = vehicles.filter((v) => ids.includes(v.id));
  return (
    <aside
      aria-label="Compare vehicles"
      className="fixed inset-x-2 bottom-2 z-40 flex flex-col items-end sm:inset-x-auto sm:top-1/2 sm:right-0 sm:bottom-auto sm:-translate-y-1/2 sm:flex-row sm:items-start"
    >
      <button
        type="button"
        onClick={() => setExpanded((open) => !open)}
        aria-expanded={expanded}
        aria-controls="compare-panel"
        className="flex items-center gap-1.5 rounded-t-md bg-brand-900 px-3 py-2 text-xs font-semibold text-white shadow-lg hover:bg-brand-800 sm:rounded-t-none sm:rounded-l-md sm:py-3"
      >
        {expanded ? (
          <ChevronRight aria-hidden className="size-4 rotate-90 sm:rotate-0" />
        ) : (
          <ChevronLeft aria-hidden className="size-4 rotate-90 sm:rotate-0" />
        )}
        <GitCompareArrows aria-hidden className="size-4" />
        <span>
          Compare <span className="tabular-nums">({ids.length})</span>
          <span className="sr-only">{expanded ? ', hide panel' : ', show panel'}</span>
        </span>
      </button>
      <div
        id="compare-panel"
        hidden={!expanded}
        className="w-full rounded-md rounded-tr-none border border-slate-200 bg-white p-3 shadow-xl sm:w-72 sm:rounded-tr-md sm:rounded-l-none sm:rounded-bl-md"
      >
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Compare <span className="tabular-nums">{ids.length}</span> of 4
        </p>
        <ul className="mt-2 space-y-2" aria-busy={isFetching}>
          {shown.map((v) => {
            const title = compareTitle(v.year, v.make, v.model);
            return (
              <li key={v.id} className="flex items-center gap-2 rounded-md border border-slate-200 p-1.5">
                <img
                  src={v.frontPhotoMedium || NO_CAR_IMAGE}
                  onError={showNoCarImage}
                  alt=""
                  className="h-10 w-14 shrink-0 rounded bg-slate-100 object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-brand-900">{title}</span>
                  <span className="block truncate text-xs text-slate-500">{v.chassis}</span>
                </span>
                <button
                  type="button"
                  onClick={() => removeFromCompareSelection(v.id)}
                  aria-label={`Remove ${v.year} ${v.make} ${v.model} from comparison`}
                  className="grid size-7 shrink-0 place-items-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="mt-3 grid gap-2">
          <Button
            onClick={() => {
              setOverlayUsed(true);
              setOverlayOpen(true);
            }}
            onPointerEnter={() => void loadOverlay()}
            onFocus={() => void loadOverlay()}
            disabled={shown.length === 0}
          >
            Compare Vehicles
          </Button>
          <div className={cn('grid gap-2', mayEmailChecklist && 'grid-cols-2')}>
            <Button variant="secondary" onClick={() => clearCompareSelection()}>
              Clear
            </Button>
            {mayEmailChecklist && (
              <Link
                to={`/form/email-checklist-form?id=${checklistIdsParam(ids)}`}
                className={buttonClasses('secondary')}
              >
                Email Checklist
              </Link>
            )}
          </div>
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
