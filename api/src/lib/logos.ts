import sharp from 'sharp';
import { IMAGE_MAX_BYTES, LOGO_VARIANT_SIZES, MSG, logoVariantKey } from '@pitchside/shared';
import { badRequest } from './errors';
import { sniffImage } from './images';
import type { Storage } from './storage';

/** Largest side of the stored original: plenty for a team header, small for phones. */
const LOGO_MAX = 1024;

/** A logo read from a multipart field: a File, or nothing. */
export async function logoBytes(value: unknown): Promise<Uint8Array | null> {
  if (value instanceof File && value.size > 0) {
    if (value.size > IMAGE_MAX_BYTES) throw badRequest(MSG.imageTooLarge);
    return new Uint8Array(await value.arrayBuffer());
  }
  if (value === undefined || value === null || value === '' || (value instanceof File && value.size === 0)) return null;
  throw badRequest(MSG.invalidImage);
}

/**
 * Checks a logo (JPEG, PNG, GIF or WebP by its bytes, 5 MB at most) and re-encodes it with sharp into
 * WebP, without metadata, at most 1024 px, plus square-fitted 64 and 256 px variants for lists. The
 * files are written before the database row that names them; `discard` removes them if that fails.
 */
export async function storeLogo(storage: Storage, folder: 'event-logos' | 'team-logos', bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw badRequest(MSG.imageTooLarge);
  if (!sniffImage(bytes)) throw badRequest(MSG.invalidImage);
  let main: Buffer;
  let variants: Buffer[];
  try {
    const base = () => sharp(bytes, { animated: false }).rotate();
    main = await base()
      .resize({ width: LOGO_MAX, height: LOGO_MAX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    variants = await Promise.all(
      LOGO_VARIANT_SIZES.map((size) =>
        base()
          .resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  } catch {
    throw badRequest(MSG.invalidImage);
  }
  const key = await storage.put(folder, 'webp', main);
  await Promise.all(LOGO_VARIANT_SIZES.map((size, i) => storage.putAt(logoVariantKey(key, size), variants[i]!)));
  return key;
}

/** Removes a logo and its variants (after the row naming it is gone, or when its row was never written). */
export async function discardLogo(storage: Storage, key: string | null | undefined): Promise<void> {
  if (!key) return;
  await Promise.all([storage.remove(key), ...LOGO_VARIANT_SIZES.map((size) => storage.remove(logoVariantKey(key, size)))]);
}
