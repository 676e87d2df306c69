import { createHash } from 'node:crypto';
import sharp, { type OverlayOptions } from 'sharp';
import { goalsText, TIME_ZONE } from '@pitchside/shared';
import { DateTime } from 'luxon';
import type { Tx } from '../db/client';
import { listGames } from '../events/queries';
import { resolveEvent } from '../events/service';
import { isUuid } from '../events/serialize';
import { isPrivateKey, isStorageKey, type Storage } from '../lib/storage';
import { findGameEventId, findTeamPreview } from './preview-queries';

/** The size link previews ask for (WhatsApp, Facebook, X, LinkedIn all crop to about 1.91:1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEW_TYPE = 'image/png';
/** Raised when the drawing changes, so every stored image is drawn again. */
const LAYOUT = 1;
const FOLDER = 'link-previews';

export type PreviewKind = 'events' | 'teams' | 'games' | 'site';
export const PREVIEW_KINDS: readonly PreviewKind[] = ['events', 'teams', 'games', 'site'];

/**
 * What one preview image shows. It holds no words of any language (names as typed, digits, a date),
 * so one image serves every reader, and no player: nothing about a person, let alone a minor.
 */
export interface PreviewContent {
  kind: PreviewKind;
  id: string;
  title: string;
  subtitle: string | null;
  /** Storage keys of the logos drawn (one, or home and away for a game). */
  logos: (string | null)[];
  /** A game's score ("3-1", with "(4-2)" for a shoot-out) or its kick-off ("04/07 · 17:30"). */
  centre: string | null;
  centreSmall: string | null;
  names: string[];
}

/** The content's version: the stored image's name and the og:image URL's ?v=, so a change is a new image. */
export function previewVersion(c: PreviewContent): string {
  return createHash('sha256')
    .update(JSON.stringify({ LAYOUT, ...c }))
    .digest('hex')
    .slice(0, 16);
}

export function previewPath(c: PreviewContent): string {
  return `/previews/${c.kind}/${c.kind === 'site' ? 'pitchside' : c.id}.png?v=${previewVersion(c)}`;
}

const storageKeyOf = (logo: string | null | undefined): string | null => {
  if (!logo) return null;
  const key = logo.replace(/^\/api\/uploads\//, '');
  return isStorageKey(key) && !isPrivateKey(key) ? key : null;
};

export const SITE_PREVIEW: PreviewContent = {
  kind: 'site',
  id: 'pitchside',
  title: 'Pitchside',
  subtitle: null,
  logos: [],
  centre: null,
  centreSmall: null,
  names: [],
};

/** What the preview of an event, team or game shows, as stored now; null for one that does not exist. */
export async function previewContent(db: Tx, kind: PreviewKind, id: string): Promise<PreviewContent | null> {
  if (kind === 'site') return SITE_PREVIEW;
  if (!isUuid(id)) return null;
  if (kind === 'events') {
    const event = await resolveEvent(db, id).catch(() => null);
    if (!event) return null;
    return { kind, id, title: event.name, subtitle: null, logos: [storageKeyOf(event.logo)], centre: null, centreSmall: null, names: [] };
  }
  if (kind === 'teams') {
    const team = await findTeamPreview(db, id);
    if (!team) return null;
    return {
      kind,
      id,
      title: team.name,
      subtitle: team.eventName,
      logos: [storageKeyOf(team.logo)],
      centre: null,
      centreSmall: null,
      names: [],
    };
  }
  const eventId = await findGameEventId(db, id);
  if (!eventId) return null;
  const event = await resolveEvent(db, eventId).catch(() => null);
  const [g] = event ? await listGames(db, { eventId, gameId: id }, { limit: 1, offset: 0 }) : [];
  if (!event || !g) return null;
  const played = g.status === 'completed' || g.status === 'live';
  const pens = g.homePenalties !== null || g.awayPenalties !== null ? `(${g.homePenalties ?? 0}-${g.awayPenalties ?? 0})` : null;
  const kickoff = g.startTime ? DateTime.fromJSDate(g.startTime).setZone(TIME_ZONE) : null;
  return {
    kind,
    id,
    title: event.name,
    subtitle: null,
    logos: [storageKeyOf(g.home.logo), storageKeyOf(g.away.logo)],
    centre: played ? goalsText(g) : kickoff ? kickoff.toFormat('HH:mm') : '–',
    centreSmall: played ? pens : kickoff ? kickoff.toFormat('dd/LL/yyyy') : null,
    names: [g.home.name, g.away.name],
  };
}

const xml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** A name cut to what fits a line, by characters (not UTF-16 units, which would split a letter). */
const fit = (s: string, max: number) => {
  const chars = Array.from(s.trim());
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : chars.join('');
};

const FONT = 'DejaVu Sans, Noto Sans, Noto Sans Arabic, Arial, sans-serif';
const text = (x: number, y: number, size: number, s: string, weight = 'bold', fill = '#ffffff') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${xml(s)}</text>`;

/** A round plate for a logo, or the one there is not. */
const plate = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" />`;

async function logoLayer(storage: Storage, key: string | null, size: number): Promise<Buffer | null> {
  if (!key) return null;
  const bytes = await storage.get(key);
  if (!bytes) return null;
  try {
    return await sharp(bytes, { animated: false })
      .resize({ width: size, height: size, fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .png()
      .toBuffer();
  } catch {
    // A logo sharp cannot read is left off rather than failing the preview.
    return null;
  }
}

/**
 * Draws the 1200x630 image: the background and texts as SVG (librsvg lays out Arabic with its joined
 * letter forms and right-to-left order, through the system's fonts), the logos composited on white
 * plates, flattened to an opaque PNG (previews show transparency as black on some apps).
 */
export async function drawPreview(storage: Storage, c: PreviewContent): Promise<Buffer> {
  const W = PREVIEW_WIDTH;
  const H = PREVIEW_HEIGHT;
  const parts: string[] = [
    `<rect width="${W}" height="${H}" fill="#0b3d24" />`,
    `<rect y="${H - 70}" width="${W}" height="70" fill="#0f7b3f" />`,
    text(W / 2, H - 24, 30, 'Pitchside', 'bold', '#f5c542'),
  ];
  const overlays: OverlayOptions[] = [];
  /** A logo on a white plate (a square logo's corners inside it), else the name's first letter. */
  const addLogo = async (key: string | null, name: string, cx: number, cy: number, r: number) => {
    parts.push(plate(cx, cy, r));
    const size = Math.round(r * 1.35);
    const layer = await logoLayer(storage, key, size);
    if (layer) overlays.push({ input: layer, left: Math.round(cx - size / 2), top: Math.round(cy - size / 2) });
    else parts.push(text(cx, cy + r * 0.35, Math.round(r), Array.from(name.trim())[0]?.toUpperCase() ?? '', 'bold', '#0f7b3f'));
  };
  if (c.kind === 'games') {
    parts.push(text(W / 2, 80, 38, fit(c.title, 40), 'normal', '#d9f2e3'));
    await addLogo(c.logos[0] ?? null, c.names[0] ?? '', 230, 260, 130);
    await addLogo(c.logos[1] ?? null, c.names[1] ?? '', W - 230, 260, 130);
    if (c.centre) parts.push(text(W / 2, 300, c.centre.length > 5 ? 96 : 130, c.centre));
    if (c.centreSmall) parts.push(text(W / 2, 370, 44, c.centreSmall, 'normal', '#d9f2e3'));
    // About 16 bold characters fit the 420 px under each logo.
    parts.push(text(230, 470, 36, fit(c.names[0] ?? '', 17)));
    parts.push(text(W - 230, 470, 36, fit(c.names[1] ?? '', 17)));
  } else if (c.kind === 'site') {
    parts.push(text(W / 2, 330, 140, 'Pitchside', 'bold', '#ffffff'));
  } else {
    await addLogo(c.logos[0] ?? null, c.title, W / 2, 220, 150);
    parts.push(text(W / 2, 460, 56, fit(c.title, 28)));
    if (c.subtitle) parts.push(text(W / 2, 525, 36, fit(c.subtitle, 48), 'normal', '#d9f2e3'));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
  const drawn = await sharp(Buffer.from(svg)).composite(overlays).png().toBuffer();
  // A second pass: sharp flattens before it composites, and the logos bring an alpha channel back.
  return sharp(drawn).flatten({ background: '#0b3d24' }).png({ compressionLevel: 9 }).toBuffer();
}

const inFlight = new Map<string, Promise<Buffer>>();

/**
 * The preview image of what `c` shows, drawn once per content version and kept in storage; a later
 * request (or another instance sharing the storage) reads it back. Old versions are not removed: a
 * few tens of kilobytes each, written only when what they show changed.
 */
export async function previewImage(storage: Storage, c: PreviewContent): Promise<Buffer> {
  const key = `${FOLDER}/${c.kind}-${c.kind === 'site' ? 'pitchside' : c.id}-${previewVersion(c)}.png`;
  const stored = await storage.get(key);
  if (stored) return stored;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = drawPreview(storage, c)
      .then(async (png) => {
        await storage.putAt(key, png);
        return png;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
