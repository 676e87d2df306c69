import { REGISTRATION_IMAGE_FIELDS, type RegistrationImageField } from '@pitchside/shared';
import type { Storage } from '../lib/storage';
import { processImage } from '../lib/images';

/** Every photo of a request (portrait included) stays private, seen only by its reviewers, until it is approved. */
export const REQUEST_PHOTO_FOLDER = 'private-id';
/** Wide enough to read an ID card; anything bigger is only weight. */
const MAX_WIDTH = 1600;

export type PhotoKeys = Partial<Record<RegistrationImageField, string>>;

/** The uploaded files among the multipart values, by field; blank file inputs count as absent. */
export function pickFiles(body: Record<string, unknown>): Partial<Record<RegistrationImageField, File>> {
  const files: Partial<Record<RegistrationImageField, File>> = {};
  for (const field of REGISTRATION_IMAGE_FIELDS) {
    const v = body[field];
    if (v instanceof File && v.size > 0) files[field] = v;
  }
  return files;
}

/**
 * Checks every file first (JPEG or PNG by its bytes, 5 MB, pixel cap), then stores the re-encoded
 * copies, so one bad file stores nothing. Returns the storage keys.
 */
export async function storePhotos(storage: Storage, files: Partial<Record<RegistrationImageField, File>>): Promise<PhotoKeys> {
  const processed: [RegistrationImageField, { data: Buffer; ext: 'jpg' | 'png' }][] = [];
  for (const field of REGISTRATION_IMAGE_FIELDS) {
    const file = files[field];
    if (!file) continue;
    const bytes = new Uint8Array(await file.arrayBuffer());
    processed.push([
      field,
      await processImage(bytes, {
        allowed: ['image/jpeg', 'image/png'],
        typeMessage: 'imageType',
        sizeMessage: 'imageSize',
        pixelMessage: 'imagePixels',
        maxWidth: MAX_WIDTH,
      }),
    ]);
  }
  const keys: PhotoKeys = {};
  for (const [field, img] of processed) keys[field] = await storage.put(REQUEST_PHOTO_FOLDER, img.ext, img.data);
  return keys;
}

export async function removePhotos(storage: Storage, keys: (string | null | undefined)[]): Promise<void> {
  await Promise.all(keys.filter((k): k is string => !!k).map((k) => storage.remove(k)));
}
