import { isLocale, type GamePitch, type Locale } from '@pitchside/shared';

/** How long each panel of tables, bracket and coming games stays up when the URL does not say. */
export const DEFAULT_ROTATE_SECONDS = 15;
const MIN_ROTATE_SECONDS = 5;
const MAX_ROTATE_SECONDS = 600;

export interface BoardOptions {
  /** Pitch codes, names or ids to show (`?pitches=P1,P2`); null for every pitch. */
  pitches: string[] | null;
  /** Milliseconds each rotating panel stays up (`?rotate=SECONDS`). */
  rotateMs: number;
  /** The language to show the board in (`?lang=ar`), else the device's own. */
  lang: Locale | null;
  /** The edition (`?edition=2`), else the series' newest. */
  edition: string | null;
}

/** Reads the board's URL: a TV is set up once by its address, there is no control to press on it. */
export function boardOptions(params: URLSearchParams): BoardOptions {
  const wanted = (params.get('pitches') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const seconds = Number(params.get('rotate'));
  const rotate =
    Number.isFinite(seconds) && seconds > 0 ? Math.min(MAX_ROTATE_SECONDS, Math.max(MIN_ROTATE_SECONDS, seconds)) : DEFAULT_ROTATE_SECONDS;
  const lang = params.get('lang');
  return {
    pitches: wanted.length ? wanted : null,
    rotateMs: Math.round(rotate * 1000),
    lang: isLocale(lang) ? lang : null,
    edition: /^\d+$/.test(params.get('edition') ?? '') ? params.get('edition') : null,
  };
}

/** The pitches the board was asked for, by the code on the venue's signs, the name or the id, in any case. */
export function pickPitches<P extends { pitch: GamePitch }>(rows: readonly P[], wanted: readonly string[] | null): P[] {
  if (!wanted) return [...rows];
  const keys = new Set(wanted.map((w) => w.toLowerCase()));
  return rows.filter(({ pitch }) => [pitch.code, pitch.name, pitch._id].some((k) => keys.has(k.toLowerCase())));
}
