import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehiclePhotoList } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { stockQueryKey } from './get-stock';

// GET /api/admin/stock/:id/photos: the uploaded photos in display order (the first is the default).
export function getVehiclePhotos(vehicleId: number, signal?: AbortSignal): Promise<VehiclePhotoList> {
  return apiFetch<VehiclePhotoList>(`/admin/stock/${vehicleId}/photos`, {
    ...(signal ? { signal } : {}),
  });
}

export const vehiclePhotosQueryKey = (vehicleId: number) =>
  [...stockQueryKey, 'vehicle', vehicleId, 'photos'] as const;

export function vehiclePhotosQueryOptions(vehicleId: number) {
  return queryOptions({
    queryKey: vehiclePhotosQueryKey(vehicleId),
    queryFn: ({ signal }) => getVehiclePhotos(vehicleId, signal),
  });
}

export function useVehiclePhotos(vehicleId: number) {
  return useQuery(vehiclePhotosQueryOptions(vehicleId));
}
