import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehiclePhotoList } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { vehiclePhotosQueryKey } from './get-vehicle-photos';

// PUT /api/admin/stock/:id/photos/order, POST .../photos/:photoId/default, DELETE .../photos/:photoId.
// Each answers the vehicle's photo list as it now is.

export type PhotoChange =
  | { kind: 'order'; photoIds: number[] }
  | { kind: 'default'; photoId: number }
  | { kind: 'delete'; photoId: number };

export function changeVehiclePhotos(vehicleId: number, change: PhotoChange): Promise<VehiclePhotoList> {
  const base = `/admin/stock/${vehicleId}/photos`;
  switch (change.kind) {
    case 'order':
      return apiFetch(`${base}/order`, { method: 'PUT', body: { photoIds: change.photoIds } });
    case 'default':
      return apiFetch(`${base}/${change.photoId}/default`, { method: 'POST' });
    case 'delete':
      return apiFetch(`${base}/${change.photoId}`, { method: 'DELETE' });
  }
}

/** The list as it will be after the change: shown at once, so quick clicks build on each other. */
function predict(list: VehiclePhotoList, change: PhotoChange): VehiclePhotoList {
  const byId = new Map(list.photos.map((photo) => [photo.id, photo]));
  const ids = list.photos.map((photo) => photo.id);
  const order =
    change.kind === 'order'
      ? change.photoIds
      : change.kind === 'default'
        ? [change.photoId, ...ids.filter((id) => id !== change.photoId)]
        : ids.filter((id) => id !== change.photoId);
  const photos = order.flatMap((id, position) => {
    const photo = byId.get(id);
    return photo ? [{ ...photo, position }] : [];
  });
  return { ...list, photos };
}

export function useChangeVehiclePhotos(vehicleId: number) {
  const queryClient = useQueryClient();
  const key = vehiclePhotosQueryKey(vehicleId);
  return useMutation({
    mutationFn: (change: PhotoChange) => changeVehiclePhotos(vehicleId, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<VehiclePhotoList>(key);
      if (previous) queryClient.setQueryData(key, predict(previous, change));
      return { previous };
    },
    onError: async (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      // Another change may have been made meanwhile (here or by a colleague): show what is stored.
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}
