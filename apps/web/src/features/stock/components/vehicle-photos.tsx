import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { VEHICLE_PHOTO_ACCEPT, type VehiclePhoto } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { readText, type Text } from '@/lib/i18n';
import { useChangeVehiclePhotos, type PhotoChange } from '../api/change-vehicle-photos';
import { useVehiclePhotos } from '../api/get-vehicle-photos';
import { photoFileProblem, useUploadVehiclePhoto } from '../api/upload-vehicle-photo';

interface Upload {
  key: number;
  name: string;
  /** 0..1 of the bytes sent; 1 while the server resizes the photo. */
  sent: number;
  error: Text | null;
}

const SOMETHING_WENT_WRONG = msg`Something went wrong. Please try again.`;

const errorMessage = (i18n: I18n, error: unknown) =>
  error instanceof Error ? error.message : i18n._(SOMETHING_WENT_WRONG);

/**
 * Stock, "Photos": upload (drop or pick), reorder, choose the default (front) photo and
 * delete a vehicle's photos. Files go up one at a time, in the order chosen, each with its own
 * progress and error; the first photo is the one tiles, the checklist, compare and mail show.
 */
export function VehiclePhotos({ vehicleId }: { vehicleId: number }) {
  const { t, i18n } = useLingui();
  const photos = useVehiclePhotos(vehicleId);
  const upload = useUploadVehiclePhoto(vehicleId);
  const change = useChangeVehiclePhotos(vehicleId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const queue = useRef(Promise.resolve());
  const nextKey = useRef(0);
  const hintId = useId();

  const update = (key: number, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  function addFiles(files: readonly File[]) {
    for (const file of files) {
      const key = nextKey.current++;
      const problem = photoFileProblem(file);
      setUploads((list) => [...list, { key, name: file.name, sent: 0, error: problem }]);
      if (problem) continue;
      // One photo at a time, in the order chosen: the first one picked is the first in the list.
      queue.current = queue.current.then(async () => {
        try {
          await upload.mutateAsync({ file, onProgress: (sent) => update(key, { sent }) });
          setUploads((list) => list.filter((u) => u.key !== key));
        } catch (error) {
          update(key, { error: errorMessage(i18n, error) });
        }
      });
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    addFiles([...event.dataTransfer.files]);
  }

  const run = (photoChange: PhotoChange) => change.mutate(photoChange);
  const list = photos.data?.photos ?? [];
  const demoPhotoCount = photos.data?.demoPhotoCount ?? 0;
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    run({ kind: 'order', photoIds: ids });
  };

  return (
    <CardSection id="vehicle-photos" title={t`Photos`} bodyClassName="mt-2 space-y-3">
      <p id={hintId} className="text-sm text-slate-600">
        <Trans>
          The first photo is the default: members see it on the search tile, the checklist, the comparison and
          in e-mails. JPEG, PNG, WebP or HEIC, up to 15 MB each.
        </Trans>
      </p>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm text-slate-600',
          dragging ? 'border-accent-500 bg-accent-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <ImagePlus aria-hidden className="size-6 text-slate-400" />
        <p>
          <Trans>Drop photos here, or</Trans>
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => picker.current?.click()}
          aria-describedby={hintId}
        >
          <Trans>Add photos</Trans>
        </Button>
        <input
          ref={picker}
          type="file"
          accept={VEHICLE_PHOTO_ACCEPT}
          multiple
          hidden
          aria-label={t`Add photos`}
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>

      {uploads.length > 0 && (
        <ul aria-label={t`Uploads`} className="space-y-2">
          {uploads.map(({ key, name, sent, error }) => (
            <li key={key} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate font-medium text-slate-800">{name}</span>
                {error ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={t`Dismiss ${name}`}
                    onClick={() => setUploads((all) => all.filter((x) => x.key !== key))}
                  >
                    <X aria-hidden className="size-4" />
                  </Button>
                ) : (
                  <span className="text-xs text-slate-600 tabular-nums">
                    {sent < 1 ? `${Math.round(sent * 100)}%` : <Trans>Resizing…</Trans>}
                  </span>
                )}
              </div>
              {error ? (
                <p role="alert" className="mt-1 text-danger-700">
                  {readText(i18n, error)}
                </p>
              ) : (
                <progress
                  className="mt-1 h-1.5 w-full accent-accent-700"
                  max={1}
                  value={sent}
                  aria-label={t`Uploading ${name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {change.isError && <FormAlert>{errorMessage(i18n, change.error)}</FormAlert>}
      {photos.isError && <FormAlert>{errorMessage(i18n, photos.error)}</FormAlert>}
      {photos.isPending && <Skeleton className="h-32 w-full" />}

      {photos.data && list.length === 0 && (
        <p className="text-sm text-slate-600">
          {demoPhotoCount > 0 ? (
            <Plural
              value={demoPhotoCount}
              one="No photos uploaded yet: members see # generated demo pictures, which the first upload replaces."
              other="No photos uploaded yet: members see # generated demo pictures, which the first upload replaces."
            />
          ) : (
            <Trans>No photos yet: members see a "photo coming soon" picture.</Trans>
          )}
        </p>
      )}

      {list.length > 0 && (
        <ol aria-label={t`Vehicle photos`} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {list.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              number={index + 1}
              total={list.length}
              isFirst={index === 0}
              isLast={index === list.length - 1}
              onMoveLeft={() => move(index, -1)}
              onMoveRight={() => move(index, 1)}
              onMakeDefault={() => run({ kind: 'default', photoId: photo.id })}
              onDelete={() => run({ kind: 'delete', photoId: photo.id })}
            />
          ))}
        </ol>
      )}
    </CardSection>
  );
}

function PhotoCard({
  photo,
  number,
  total,
  isFirst,
  isLast,
  onMoveLeft,
  onMoveRight,
  onMakeDefault,
  onDelete,
}: {
  photo: VehiclePhoto;
  number: number;
  total: number;
  isFirst: boolean;
  isLast: boolean;
  onMoveLeft: () => void;
  onMoveRight: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const action = 'size-8 text-slate-700';
  return (
    <li className="overflow-hidden rounded-md border border-slate-200 bg-white">
      <div className="relative aspect-[4/3] bg-slate-100">
        <img
          src={photo.thumbnailUrl}
          alt={t`${number} of ${total}`}
          width={320}
          height={240}
          loading="lazy"
          className="size-full object-cover"
        />
        {isFirst && (
          <Badge tone="accent" className="absolute top-1.5 inset-s-1.5">
            <Trans>Default</Trans>
          </Badge>
        )}
      </div>
      <div className="flex items-center justify-between gap-1 px-1 py-1">
        <div className="flex">
          <Button
            variant="ghost"
            size="icon"
            className={action}
            disabled={isFirst}
            aria-label={t`Move photo ${number} left`}
            title={t`Move left`}
            onClick={onMoveLeft}
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={action}
            disabled={isLast}
            aria-label={t`Move photo ${number} right`}
            title={t`Move right`}
            onClick={onMoveRight}
          >
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Button>
        </div>
        <div className="flex">
          {!isFirst && (
            <Button
              variant="ghost"
              size="icon"
              className={action}
              aria-label={t`Make photo ${number} the default photo`}
              title={t`Make default photo`}
              onClick={onMakeDefault}
            >
              <Star aria-hidden className="size-4" />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className={cn(action, 'hover:text-danger-700')}
            aria-label={t`Delete photo ${number}`}
            title={t`Delete photo`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
    </li>
  );
}
