import type { ReactNode } from 'react';

/** Dense, photo-first grid: 1 column at 375px, up to 4 at 1440px. */
export function VehicleGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section
      aria-label={label}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {children}
    </section>
  );
}

/**
 * The grid's place while the first page loads: tiles of the real tiles' size (a 4:3 photo and the
 * body's height), so the tiles replace them without moving the page (issue 14, layout shift).
 */
export function VehicleGridSkeleton({ label, count = 8 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label}>
      <div aria-hidden className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <div className="aspect-[4/3] animate-pulse bg-slate-100 motion-reduce:animate-none" />
            <div className="h-60 space-y-2 p-3">
              <div className="h-4 w-3/4 rounded bg-slate-100" />
              <div className="h-3 w-1/2 rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
