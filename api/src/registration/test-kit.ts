import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestContext } from '../test/harness';

/** A small JPEG carrying EXIF with a copyright note and a GPS position, as a phone camera writes it. */
export async function jpegWithGps(colour = '#c33'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 53/1 0/1' } })
    .toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 4, background: '#3c3' } })
    .png()
    .toBuffer();
}

/** A PNG whose header claims 10,000 x 10,000 pixels: tiny on the wire, 400 MB once decoded. */
export function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(10_000, 0);
  ihdr.writeUInt32BE(10_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Photos = Partial<Record<'portraitImage' | 'idFrontPicture' | 'idBackPicture', { bytes: Buffer; name?: string; type?: string }>>;

export async function threePhotos(): Promise<Photos> {
  return {
    portraitImage: { bytes: await jpegWithGps('#c33') },
    idFrontPicture: { bytes: await jpegWithGps('#33c') },
    idBackPicture: { bytes: await png() },
  };
}

/** POST /api/users/player-registration as the browser sends it (multipart). */
export async function register(t: TestContext, token: string | undefined, fields: Record<string, string>, photos: Photos = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, p] of Object.entries(photos)) {
    form.append(k, new File([new Uint8Array(p.bytes)], p.name ?? `${k}.jpg`, { type: p.type ?? 'image/jpeg' }));
  }
  const res = await t.app.request('/api/users/player-registration', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  await t.deps.mailer.settled();
  return { status: res.status, body: (await res.json()) as any };
}

/** A member who registered and was approved: a player with a numeric player ID. */
export async function approvedPlayer(t: TestContext, name?: string) {
  const m = await t.member(name ? { fullName: name } : {});
  const sent = await register(t, m.token, { dateOfBirth: '2008-04-12' }, await threePhotos());
  if (sent.status !== 201) throw new Error(`registration failed: ${JSON.stringify(sent.body)}`);
  const ok = await t.request('POST', `/api/admin/requests/${sent.body.request._id}/approve`, { token: await t.adminToken() });
  if (ok.status !== 200) throw new Error(`approval failed: ${JSON.stringify(ok.body)}`);
  return { ...m, playerId: ok.body.playerId as number };
}
