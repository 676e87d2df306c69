import sharp from 'sharp';
import { IMAGE_MAX_BYTES, LOGO_VARIANT_SIZES, logoVariantKey } from '@pitchside/shared';
import { badRequest } from './errors';
import { sniffImage } from './images';
import type { Storage } from './storage';

/** Largest side of the stored original: plenty for a team header or a profile, small for phones. */
const PICTURE_MAX = 1024;

/** The public picture folders whose files have square WebP copies (LOGO_VARIANT_SIZES) beside them. */
export type PictureFolder = 'event-logos' | 'team-logos' | 'portraits';

/**
 * A square copy's name: a stored original's own id (a UUID, as storage names it) and one size the
 * app asks for. Nothing else names a copy: `<id>-64-64.webp` would be a copy of a copy, and every
 * new name one more file written by anyone who asks.
 */
const COPY_KEY = new RegExp(
  `^(event-logos|team-logos|portraits)/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(${LOGO_VARIANT_SIZES.join('|')})\\.webp$`,
);

/** One square copy: a logo fitted whole on a transparent square, a portrait filling it. */
function squareCopy(bytes: Uint8Array, folder: PictureFolder, size: number): Promise<Buffer> {
  return sharp(bytes, { animated: false })
    .rotate()
    .resize({ width: size, height: size, fit: folder === 'portraits' ? 'cover' : 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ quality: 82 })
    .toBuffer();
}

/** A logo read from a multipart field: a File, or nothing. */
export async function logoBytes(value: unknown): Promise<Uint8Array | null> {
  if (value instanceof File && value.size > 0) {
    if (value.size > IMAGE_MAX_BYTES) throw badRequest('imageTooLarge');
    return new Uint8Array(await value.arrayBuffer());
  }
  if (value === undefined || value === null || value === '' || (value instanceof File && value.size === 0)) return null;
  throw badRequest('invalidImage');
}

/**
 * Checks a picture (JPEG, PNG, GIF or WebP by its bytes, 5 MB at most) and re-encodes it with sharp
 * into WebP, without metadata, at most 1024 px, plus the square copies lists and cards show
 * (LOGO_VARIANT_SIZES, named by `logoUrl`): a logo is fitted whole on a transparent square, a
 * portrait fills it.
 * The files are written before the database row that names them; `discardPicture` removes them if
 * that fails.
 */
export async function storePicture(storage: Storage, folder: PictureFolder, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw badRequest('imageTooLarge');
  if (!sniffImage(bytes)) throw badRequest('invalidImage');
  let main: Buffer;
  let variants: Buffer[];
  try {
    main = await sharp(bytes, { animated: false })
      .rotate()
      .resize({ width: PICTURE_MAX, height: PICTURE_MAX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    variants = await Promise.all(LOGO_VARIANT_SIZES.map((size) => squareCopy(bytes, folder, size)));
  } catch {
    throw badRequest('invalidImage');
  }
  const key = await storage.put(folder, 'webp', main);
  await Promise.all(LOGO_VARIANT_SIZES.map((size, i) => storage.putAt(logoVariantKey(key, size), variants[i]!)));
  return key;
}

/** Removes a stored picture and its copies (after the row naming it is gone, or when its row was never written). */
export async function discardPicture(storage: Storage, key: string | null | undefined): Promise<void> {
  if (!key) return;
  const copies = key.endsWith('.webp') ? LOGO_VARIANT_SIZES.map((size) => logoVariantKey(key, size)) : [];
  await Promise.all([storage.remove(key), ...copies.map((k) => storage.remove(k))]);
}

/**
 * A square copy a picture stored before that size was made (a size added later): made from the
 * original on first request and kept, so older uploads get every size the app's srcset offers.
 * Null when `key` names no such copy or its original is gone.
 */
export function makeMissingCopy(storage: Storage, key: string): Promise<Buffer | null> {
  const m = COPY_KEY.exec(key);
  if (!m) return Promise.resolve(null);
  // A page of logos asks for each once, but many phones may open it at the same moment: one encode per copy.
  let job = copiesInFlight.get(key);
  if (!job) {
    job = makeCopy(storage, key, m[1] as PictureFolder, m[2]!, Number(m[3])).finally(() => copiesInFlight.delete(key));
    copiesInFlight.set(key, job);
  }
  return job;
}

const copiesInFlight = new Map<string, Promise<Buffer | null>>();

async function makeCopy(storage: Storage, key: string, folder: PictureFolder, id: string, size: number): Promise<Buffer | null> {
  const original = await storage.get(`${folder}/${id}.webp`);
  if (!original) return null;
  let copy: Buffer;
  try {
    copy = await squareCopy(original, folder, size);
  } catch {
    return null;
  }
  await storage.putAt(key, copy);
  return copy;
}
