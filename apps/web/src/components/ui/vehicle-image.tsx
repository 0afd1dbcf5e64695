import { useLingui } from '@lingui/react/macro';
import type { ImgHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { noCarImage, showNoCarImage } from './no-car-image';

/**
 * A vehicle's photo, or the no-car picture when it has none or it fails to load; decorative (`alt=""`)
 * unless given a name.
 */
export function VehicleImage({
  src,
  alt = '',
  className,
  ...img
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string | null | undefined }) {
  const { t } = useLingui();
  return (
    <img
      {...img}
      src={src || noCarImage(t`No image`)}
      onError={showNoCarImage}
      alt={alt}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
