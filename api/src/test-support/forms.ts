import sharp from 'sharp';
import type { TestContext } from '../test/harness';

/** A real picture of the given kind, with EXIF, as a phone would send it. */
export async function picture(kind: 'png' | 'jpeg' | 'gif' | 'webp' = 'png', size = 300): Promise<Buffer> {
  const base = sharp({ create: { width: size, height: Math.round(size / 2), channels: 3, background: '#c00' } });
  if (kind === 'jpeg')
    return base
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Someone', Copyright: 'GPS 33.89N 35.50E' } } })
      .toBuffer();
  if (kind === 'gif') return base.gif().toBuffer();
  if (kind === 'webp') return base.webp().toBuffer();
  return base.png().toBuffer();
}

/** Sends multipart form data (files as Blobs) and returns status and parsed body. */
export async function sendForm(
  t: TestContext,
  method: string,
  url: string,
  fields: Record<string, string | Buffer | undefined>,
  token?: string,
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, new Blob([new Uint8Array(v)]), `${k}.bin`);
  }
  const res = await t.app.request(url, { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}
