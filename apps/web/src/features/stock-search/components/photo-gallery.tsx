import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { showNoCarImage } from '@/components/ui/no-car-image';

/** Every photo of the vehicle: one large view and a strip of thumbnails to choose it. */
export function PhotoGallery({ photos, name }: { photos: string[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const position = index + 1;
  const current = photos[index] ?? photos[0];
  return (
    <div className="space-y-2">
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
        {current && (
          <img
            src={current}
            alt={t`${name}, ${position} of ${count}`}
            onError={showNoCarImage}
            className="size-full object-cover"
          />
        )}
      </div>
      <ul className="grid grid-cols-5 gap-2 sm:grid-cols-6" aria-label={t`Photos`}>
        {photos.map((photo, i) => {
          const number = i + 1;
          return (
            <li key={photo}>
              <button
                type="button"
                aria-label={t`Show photo ${number}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={cn(
                  'block aspect-[4/3] w-full overflow-hidden rounded border-2',
                  i === index ? 'border-accent-500' : 'border-transparent',
                )}
              >
                <img
                  src={photo}
                  alt=""
                  loading="lazy"
                  onError={showNoCarImage}
                  className="size-full object-cover"
                />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
