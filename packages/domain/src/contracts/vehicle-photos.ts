// The back office's vehicle photos: staff upload photos one per request, the server
// keeps three WebP sizes of each, and position 0 is the default (front) photo that tiles, the
// checklist, the comparison and mail show.
import { z } from 'zod';
import { recordIdSchema } from './errors.ts';

/**
 * The sizes kept of every uploaded photo, each fitted inside its box (never enlarged, never
 * cropped). Medium is what the site shows today at /media/vehicles/:id/:position (the 320 x 240
 * tile at 2x, the checklist, compare and mail at 640 x 480, the demo pictures' size); the thumbnail
 * is for strips and this grid, large for a full-screen look.
 */
export const VEHICLE_PHOTO_SIZES = {
  thumbnail: { width: 320, height: 240 },
  medium: { width: 640, height: 480 },
  large: { width: 1600, height: 1200 },
} as const;
export type VehiclePhotoSize = keyof typeof VEHICLE_PHOTO_SIZES;

/** The largest photo file accepted (one per request). */
export const MAX_VEHICLE_PHOTO_BYTES = 15 * 1024 * 1024;
/** Photos per vehicle: more than any listing needs, and the photo addresses allow two digits. */
export const MAX_VEHICLE_PHOTOS = 40;

/** What the file picker offers; the extensions for systems that do not know HEIC's type. */
export const VEHICLE_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
/** Content types an upload may declare; HEIF is the same container as HEIC. */
export const VEHICLE_PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;

export const VEHICLE_PHOTO_MESSAGES = {
  notAnImage: /*i18n*/ 'This file is not a photo we can read. Please upload JPEG, PNG or WebP photos.',
  wrongType: /*i18n*/ 'Please upload a JPEG, PNG, WebP or HEIC photo.',
  heic: /*i18n*/ 'HEIC photos cannot be read yet; please upload JPEG, PNG or WebP.',
  tooBig: /*i18n*/ 'This photo is larger than 15 MB. Please upload a smaller photo.',
  empty: /*i18n*/ 'The photo file is empty.',
  tooMany: `A vehicle can have at most ${MAX_VEHICLE_PHOTOS} photos. Please delete one first.`,
  noSuchPhoto: /*i18n*/ 'This photo is no longer on this vehicle. Please reload the page.',
  orderMismatch:
    /*i18n*/ 'The photos changed since the page was loaded. Please reload the page and try again.',
} as const;

export const vehiclePhotoSchema = z.object({
  id: z.number().int(),
  /** 0 is the default (front) photo. */
  position: z.number().int(),
  thumbnailUrl: z.string(),
  mediumUrl: z.string(),
  largeUrl: z.string(),
  /** Bytes of the large WebP. */
  byteSize: z.number().int(),
});
export type VehiclePhoto = z.infer<typeof vehiclePhotoSchema>;

export const vehiclePhotoListSchema = z.object({
  vehicleId: z.number().int(),
  /** Uploaded photos in display order. */
  photos: z.array(vehiclePhotoSchema),
  /** Generated demo pictures the vehicle shows until its first photo is uploaded (they are replaced then). */
  demoPhotoCount: z.number().int(),
});
export type VehiclePhotoList = z.infer<typeof vehiclePhotoListSchema>;

export const vehiclePhotoOrderSchema = z.object({
  /** Every photo of the vehicle, once each, in the new order: the first becomes the default. */
  photoIds: z
    .array(recordIdSchema(/*i18n*/ 'Please give photo ids.'))
    .min(1, /*i18n*/ 'Please give the photos in their new order.')
    .max(MAX_VEHICLE_PHOTOS, VEHICLE_PHOTO_MESSAGES.orderMismatch)
    .refine((ids) => new Set(ids).size === ids.length, /*i18n*/ 'Each photo may appear only once.'),
});
export type VehiclePhotoOrder = z.infer<typeof vehiclePhotoOrderSchema>;
