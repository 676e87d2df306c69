import sharp from 'sharp';
import { createRng } from './random';
import { COLOURS, HAIR_COLOURS, SKIN_TONES } from './names';

/** Demo pictures are drawn in code and rendered by sharp: the demo never needs the network. */
export const IMAGE_SIZE = 256;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length === 1 ? words[0]!.slice(0, 2) : words.map((w) => w[0]).join('');
  return letters.slice(0, 3).toUpperCase();
}

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(IMAGE_SIZE, IMAGE_SIZE).png({ compressionLevel: 6 }).toBuffer();
}

/** A shield crest in the club's colours with its initials; `pattern` varies the design between clubs. */
export function crestSvg(name: string, primary: string, secondary: string, pattern: number): string {
  const shield = 'M128 14 L226 46 V124 C226 184 184 224 128 244 C72 224 30 184 30 124 V46 Z';
  const patterns = [
    `<path d="M30 46 L226 46 L226 96 L30 96 Z" fill="${secondary}"/>`,
    `<path d="M104 14 L152 14 L152 244 L104 244 Z" fill="${secondary}"/>`,
    `<path d="M30 170 L226 60 L226 110 L30 220 Z" fill="${secondary}"/>`,
    `<circle cx="128" cy="128" r="70" fill="${secondary}"/>`,
  ];
  const text = initials(name);
  const fontSize = text.length > 2 ? 62 : 78;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><clipPath id="s"><path d="${shield}"/></clipPath></defs>
  <path d="${shield}" fill="${primary}"/>
  <g clip-path="url(#s)">${patterns[pattern % patterns.length]}</g>
  <path d="${shield}" fill="none" stroke="#1d1d1b" stroke-width="8"/>
  <text x="128" y="${142 + fontSize / 3}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize}"
    text-anchor="middle" fill="${primary}" stroke="#ffffff" stroke-width="5" paint-order="stroke">${escapeXml(text)}</text>
</svg>`;
}

/** A head-and-shoulders silhouette: skin, hair and shirt colours vary with the index. */
export function portraitSvg(index: number): string {
  const rng = createRng(`portrait:${index}`);
  const skin = rng.pick(SKIN_TONES);
  const hair = rng.pick(HAIR_COLOURS);
  const [shirt, trim] = rng.pick(COLOURS);
  const bg = rng.pick(['#dfe7ef', '#e8e2d6', '#d9ead3', '#f3e0e0', '#e2e0f3']);
  const hairStyle = rng.int(0, 2);
  const hairPath = [
    '<path d="M84 96 C84 58 172 58 172 96 L172 84 C168 50 88 50 84 84 Z" fill="HAIR"/>',
    '<path d="M80 104 C76 50 180 50 176 104 C168 80 88 80 80 104 Z" fill="HAIR"/>',
    '<ellipse cx="128" cy="74" rx="46" ry="22" fill="HAIR"/>',
  ][hairStyle]!.replace('HAIR', hair);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${bg}"/>
  <path d="M36 256 C36 196 76 172 128 172 C180 172 220 196 220 256 Z" fill="${shirt}"/>
  <path d="M108 174 L128 204 L148 174 Z" fill="${trim}"/>
  <rect x="112" y="140" width="32" height="38" rx="10" fill="${skin}"/>
  <ellipse cx="128" cy="108" rx="44" ry="52" fill="${skin}"/>
  ${hairPath}
</svg>`;
}

/** An event badge: a roundel with the series' initials and a ball. */
export function eventLogoSvg(name: string, primary: string, secondary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <circle cx="128" cy="128" r="120" fill="${primary}"/>
  <circle cx="128" cy="128" r="100" fill="none" stroke="${secondary}" stroke-width="8"/>
  <circle cx="128" cy="92" r="30" fill="#ffffff" stroke="#1d1d1b" stroke-width="4"/>
  <path d="M128 76 L141 86 L136 101 L120 101 L115 86 Z" fill="#1d1d1b"/>
  <text x="128" y="182" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="48" text-anchor="middle"
    fill="${secondary}">${escapeXml(initials(name))}</text>
</svg>`;
}

/** A stand-in identity card for pending registration requests (never a real document). */
export function idCardSvg(fullName: string, side: 'front' | 'back'): string {
  const body =
    side === 'front'
      ? `<rect x="20" y="60" width="70" height="90" fill="#c9d3dd"/>
  <text x="104" y="86" font-family="DejaVu Sans, sans-serif" font-size="14" fill="#1d1d1b">${escapeXml(fullName)}</text>
  <text x="104" y="110" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#555">DEMO IDENTITY CARD</text>`
      : `<rect x="20" y="120" width="216" height="30" fill="#1d1d1b"/>
  <text x="128" y="90" font-family="DejaVu Sans, sans-serif" font-size="12" text-anchor="middle" fill="#555">SPECIMEN - NOT VALID</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="#ffffff"/>
  <rect x="8" y="40" width="240" height="170" rx="12" fill="#eef2f5" stroke="#7a8a99" stroke-width="3"/>
  <rect x="8" y="40" width="240" height="14" fill="#c8102e"/>
  ${body}
</svg>`;
}

export const renderCrest = (name: string, primary: string, secondary: string, pattern: number) =>
  render(crestSvg(name, primary, secondary, pattern));
export const renderPortrait = (index: number) => render(portraitSvg(index));
export const renderEventLogo = (name: string, primary: string, secondary: string) => render(eventLogoSvg(name, primary, secondary));
export const renderIdCard = (fullName: string, side: 'front' | 'back') => render(idCardSvg(fullName, side));

/** Runs `fn` over `items` with a few at a time: sharp is fast but rendering hundreds at once wastes memory. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const i = nextIndex++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
