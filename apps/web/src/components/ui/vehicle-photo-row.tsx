import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { VehicleImage } from './vehicle-image';

/**
 * A list row's vehicle: its small photo (the no-car picture when it has none or it fails) beside its
 * name and details, as the offer and purchase lists show it.
 */
export function VehiclePhotoRow({
  photoUrl,
  className,
  textClassName,
  children,
}: {
  photoUrl: string;
  className?: string;
  /** The text beside the photo (a maximum width). */
  textClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex gap-3', className)}>
      <VehicleImage src={photoUrl} className="h-12 w-16 shrink-0 rounded" />
      <div className={cn('min-w-0', textClassName)}>{children}</div>
    </div>
  );
}
