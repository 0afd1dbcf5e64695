// Uploaded vehicle photos -> the three WebP sizes the site shows. The uploaded name and
// type are never trusted: sharp reads the bytes and decides what they are. Every size is turned
// upright from the EXIF orientation and written without metadata (sharp keeps none unless asked),
// so no camera GPS position or serial number reaches the public site.
import sharp, { type Metadata } from 'sharp';
import { VEHICLE_PHOTO_MESSAGES, VEHICLE_PHOTO_SIZES, type VehiclePhotoSize } from '@ibc/domain';
import { badRequest } from '../../lib/errors.ts';

/** Larger than any camera's photo; stops a small file that expands to gigabytes of pixels. */
export const MAX_PHOTO_PIXELS = 100_000_000;

const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

const QUALITY: Record<VehiclePhotoSize, number> = { thumbnail: 72, medium: 80, large: 82 };

export type ResizedPhoto = Record<VehiclePhotoSize, Buffer>;

/**
 * HEIC/HEIF files start with an ISO-BMFF `ftyp` box. The prebuilt sharp carries libheif with the
 * AV1 decoder only (AVIF), not HEVC, so an iPhone's HEIC cannot be decoded: it gets its own message.
 */
function isHeifContainer(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  return !['avif', 'avis'].includes(bytes.toString('latin1', 8, 12));
}

const PIXEL_LIMIT_MESSAGE =
  /*i18n*/ 'This photo has more than 100 million pixels. Please upload a smaller photo.';

function unreadable(bytes: Buffer, error?: unknown) {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return badRequest(PIXEL_LIMIT_MESSAGE);
  return badRequest(isHeifContainer(bytes) ? VEHICLE_PHOTO_MESSAGES.heic : VEHICLE_PHOTO_MESSAGES.notAnImage);
}

export async function resizePhoto(bytes: Buffer): Promise<ResizedPhoto> {
  if (bytes.length === 0) throw badRequest(VEHICLE_PHOTO_MESSAGES.empty);
  const options = { limitInputPixels: MAX_PHOTO_PIXELS };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw unreadable(bytes, error);
  }
  if (!metadata.format || !READABLE_FORMATS.has(metadata.format)) {
    // GIF, TIFF, SVG, PDF...: sharp reads them, but they are not the photos this page takes.
    throw badRequest(VEHICLE_PHOTO_MESSAGES.wrongType);
  }
  if (metadata.format === 'heif' && metadata.compression !== 'av1') {
    throw badRequest(VEHICLE_PHOTO_MESSAGES.heic);
  }
  // One decode, upright; each size is a clone of it.
  const upright = sharp(bytes, options).rotate();
  try {
    const sizes = Object.keys(VEHICLE_PHOTO_SIZES) as VehiclePhotoSize[];
    const outputs = await Promise.all(
      sizes.map(
        async (size) =>
          [
            size,
            await upright
              .clone()
              .resize({ ...VEHICLE_PHOTO_SIZES[size], fit: 'inside', withoutEnlargement: true })
              .webp({ quality: QUALITY[size] })
              .toBuffer(),
          ] as const,
      ),
    );
    return Object.fromEntries(outputs) as ResizedPhoto;
  } catch (error) {
    // A header that parses over a body that does not (a truncated or corrupt file).
    throw unreadable(bytes, error);
  }
}
