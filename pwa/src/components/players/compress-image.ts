import { COMPRESS_MAX_WIDTH, COMPRESS_QUALITY, IMAGE_MAX_BYTES } from '@pitchside/shared';

export type ImageProblem = 'type' | 'size';

const ACCEPTED = ['image/jpeg', 'image/jpg', 'image/png'];
const NAME = /\.(jpe?g|png)$/i;

/** The spec's client checks: JPG, JPEG or PNG, at most 5 MB. The server checks the bytes again. */
export function checkImage(file: File): ImageProblem | null {
  if (!ACCEPTED.includes(file.type.toLowerCase()) && !NAME.test(file.name)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** Width and height after fitting into the maximum width, never enlarging. */
export function fitWidth(width: number, height: number, max = COMPRESS_MAX_WIDTH): { width: number; height: number } {
  if (width <= max) return { width, height };
  return { width: max, height: Math.round((height * max) / width) };
}

/**
 * The new-registration form sends each photo as a JPEG at most 800 px wide at quality 0.7 (spec):
 * a phone photo of several megabytes becomes a hundred kilobytes on a weak connection.
 */
export async function compressImage(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWidth(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    // A transparent PNG turns white rather than black once it is a JPEG.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', COMPRESS_QUALITY));
    if (!blob) return file;
    return new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
