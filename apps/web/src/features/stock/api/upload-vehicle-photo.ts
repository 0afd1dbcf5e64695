import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_VEHICLE_PHOTO_BYTES, vehiclePhotoListSchema, type VehiclePhotoList } from '@ibc/domain';
import { ApiError, buildApiUrl } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { getToken } from '@/lib/session';
import { getVehiclePhotos, vehiclePhotosQueryKey } from './get-vehicle-photos';

// POST /api/admin/stock/:id/photos: ONE photo as the raw request body (its Content-Type says what
// it is), so each file has its own progress bar and its own error. fetch cannot report upload
// progress, so this one request uses XMLHttpRequest, with the same Bearer and anti-forgery headers
// as apiFetch.

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** The type to send: the browser's, or from the name when the browser does not know HEIC. */
export function photoContentType(file: File): string | null {
  if (Object.values(TYPES_BY_EXTENSION).includes(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? null;
}

/** The domain's VEHICLE_PHOTO_MESSAGES a file checked here can get, in the reader's language. */
const PHOTO_FILE_PROBLEMS = {
  wrongType: msg`Please upload a JPEG, PNG, WebP or HEIC photo.`,
  tooBig: msg`This photo is larger than 15 MB. Please upload a smaller photo.`,
  empty: msg`The photo file is empty.`,
} as const;

const UPLOAD_FAILED = msg`The upload failed.`;
const UPLOAD_UNREACHABLE = msg`The upload did not reach the server. Please try again.`;

/** Why this file will not be sent, checked before a byte goes up; null when it may go. */
export function photoFileProblem(file: File): MessageDescriptor | null {
  if (!photoContentType(file)) return PHOTO_FILE_PROBLEMS.wrongType;
  if (file.size > MAX_VEHICLE_PHOTO_BYTES) return PHOTO_FILE_PROBLEMS.tooBig;
  if (file.size === 0) return PHOTO_FILE_PROBLEMS.empty;
  return null;
}

export interface UploadPhotoInput {
  file: File;
  /** Fraction of the file sent so far (0..1); 1 while the server resizes it. */
  onProgress?: (sent: number) => void;
}

function send(
  vehicleId: number,
  { file, onProgress }: UploadPhotoInput,
  i18n: I18n,
): Promise<VehiclePhotoList> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildApiUrl(`/admin/stock/${vehicleId}/photos`));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', photoContentType(file) ?? 'application/octet-stream');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token.access_token}`);
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // Not JSON (a proxy's page): the status text says what happened.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(vehiclePhotoListSchema.parse(body));
        return;
      }
      const message = (body as { message?: unknown } | null)?.message;
      reject(
        new ApiError(
          xhr.status,
          typeof message === 'string' && message ? message : xhr.statusText || i18n._(UPLOAD_FAILED),
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, i18n._(UPLOAD_UNREACHABLE)));
    xhr.send(file);
  });
}

export async function uploadVehiclePhoto(
  vehicleId: number,
  input: UploadPhotoInput,
  i18n: I18n,
): Promise<VehiclePhotoList> {
  try {
    return await send(vehicleId, input, i18n);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    // The access token expired: a read through apiFetch refreshes it (or ends the session); then
    // the photo goes once more.
    await getVehiclePhotos(vehicleId);
    return send(vehicleId, input, i18n);
  }
}

export function useUploadVehiclePhoto(vehicleId: number) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: (input: UploadPhotoInput) => uploadVehiclePhoto(vehicleId, input, i18n),
    onSuccess: (list) => queryClient.setQueryData(vehiclePhotosQueryKey(vehicleId), list),
  });
}
