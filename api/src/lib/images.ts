import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, type MessageCode } from '@pitchside/shared';
import { badRequest } from './errors';

export type ImageKind = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** Detects the real type from the first bytes; a file's name or declared type is not trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return 'image/png';
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return 'image/gif';
  if (
    b.length >= 12 &&
    b[0] === 0x52 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x46 &&
    b[8] === 0x57 &&
    b[9] === 0x45 &&
    b[10] === 0x42 &&
    b[11] === 0x50
  )
    return 'image/webp';
  return null;
}

export interface ImageRules {
  allowed: readonly ImageKind[];
  typeMessage: MessageCode;
  sizeMessage: MessageCode;
  /** Shown when the picture claims more than IMAGE_MAX_PIXELS pixels; the type message otherwise. */
  pixelMessage?: MessageCode;
  maxWidth?: number;
}

/**
 * Checks size and magic bytes, then re-encodes with sharp: the output carries no EXIF or GPS data and
 * cannot smuggle anything that is not a picture.
 */
export async function processImage(bytes: Uint8Array, rules: ImageRules): Promise<{ data: Buffer; ext: 'jpg' | 'png' }> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw badRequest(rules.sizeMessage);
  const kind = sniffImage(bytes);
  if (!kind || !rules.allowed.includes(kind)) throw badRequest(rules.typeMessage);
  // The header states the dimensions: refuse an image bomb before anything is decoded.
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { animated: false, limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(rules.typeMessage);
  }
  if (!meta.width || !meta.height) throw badRequest(rules.typeMessage);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw badRequest(rules.pixelMessage ?? rules.typeMessage);
  try {
    const pipeline = sharp(bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
    if (rules.maxWidth) pipeline.resize({ width: rules.maxWidth, withoutEnlargement: true });
    if (kind === 'image/png' || kind === 'image/gif' || kind === 'image/webp') {
      return { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), ext: 'png' };
    }
    return { data: await pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer(), ext: 'jpg' };
  } catch {
    throw badRequest(rules.typeMessage);
  }
}
