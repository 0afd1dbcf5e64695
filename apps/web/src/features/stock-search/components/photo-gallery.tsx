import { useState } from 'react';
import { cn } from '@/lib/cn';
import { showNoCarImage } from '@/components/ui/no-car-image';

/** Every photo of the vehicle: one large view and a strip of thumbnails to choose it. */
export function PhotoGallery({ photos, name }: { photos: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? photos[0];
  return (
    <div className="space-y-2">
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
        {current && (
          <img
            src={current}
            alt={`${name}, ${index + 1} of ${photos.length}`}
            onError={showNoCarImage}
            className="size-full object-cover"
          />
        )}
      </div>
      <ul className="grid grid-cols-5 gap-2 sm:grid-cols-6" aria-label="Photos">
        {photos.map((photo, i) => (
          <li key={photo}>
            <button
              type="button"
              aria-label={`Show photo ${i + 1}`}
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
        ))}
      </ul>
    </div>
  );
}
