// The one builder of vehicle photo addresses. An <img> sends no Bearer token, so the photo route
// cannot tell who is looking: photos of stock that not everyone may see (DDU units, §6) carry an
// access code derived from the server's key, and only answers that already passed the vehicle access
// rule ever contain such an address. An address names a photo position, not a
// file: the media route serves whatever is there now, the vehicle's uploaded WebP (back
// office) or its demo picture, so every caller shows uploaded photos without knowing about them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isDduVehicle } from '@ibc/domain';

export interface PhotoVehicle {
  id: number;
  stockType: string;
}

export interface VehiclePhotos {
  /** Path (or absolute URL with `base`) of one view; view 0 is the front photo. */
  url(vehicle: PhotoVehicle, view?: number, base?: string): string;
  /** True when the photo route may serve this vehicle's photos to a request carrying `access`. */
  mayServe(vehicle: PhotoVehicle, access: string | undefined): boolean;
}

export function createVehiclePhotos(key: Uint8Array): VehiclePhotos {
  const accessCode = (id: number) =>
    createHmac('sha256', key).update(`vehicle-photo:${id}`).digest('base64url').slice(0, 22);
  return {
    url(vehicle, view = 0, base = '') {
      const path = `${base}/media/vehicles/${vehicle.id}/${view}.svg`;
      return isDduVehicle(vehicle) ? `${path}?access=${accessCode(vehicle.id)}` : path;
    },
    mayServe(vehicle, access) {
      if (!isDduVehicle(vehicle)) return true;
      if (!access) return false;
      const expected = Buffer.from(accessCode(vehicle.id));
      const given = Buffer.from(access);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
