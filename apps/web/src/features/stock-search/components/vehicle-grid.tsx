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
