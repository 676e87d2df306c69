// Generates the PWA icons from one SVG mark. Run once after changing the mark:
//   node pwa/scripts/make-icons.mjs
// The PNGs are committed so builds never depend on sharp's native binary.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const GREEN = '#0f7b3f';
const WHITE = '#ffffff';
const INK = '#10231a';

// A football: white disc, a central pentagon and five partial patches at the rim.
function ball(cx, cy, r) {
  const pent = (x, y, s, rot) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = rot + (i * 2 * Math.PI) / 5 - Math.PI / 2;
      return `${(x + s * Math.cos(a)).toFixed(1)},${(y + s * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
  const patches = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const px = cx + r * 0.92 * Math.cos(a);
    const py = cy + r * 0.92 * Math.sin(a);
    return `<polygon points="${pent(px, py, r * 0.26, a + Math.PI)}" fill="${INK}"/>`;
  }).join('');
  const seams = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const x1 = cx + r * 0.3 * Math.cos(a);
    const y1 = cy + r * 0.3 * Math.sin(a);
    const x2 = cx + r * 0.7 * Math.cos(a);
    const y2 = cy + r * 0.7 * Math.sin(a);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${INK}" stroke-width="${r * 0.05}"/>`;
  }).join('');
  return `<defs><clipPath id="c"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${WHITE}"/>
  <g clip-path="url(#c)">${patches}${seams}<polygon points="${pent(cx, cy, r * 0.32, 0)}" fill="${INK}"/></g>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${INK}" stroke-width="${r * 0.05}"/>`;
}

/** `pad` is the share of the canvas kept clear around the ball (maskable icons need a safe zone). */
function svg(size, pad, rounded) {
  const r = (size * (1 - 2 * pad)) / 2;
  const corner = rounded ? size * 0.2 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${corner}" fill="${GREEN}"/>
  ${ball(size / 2, size / 2, r)}
</svg>`;
}

const targets = [
  { file: 'icon-192.png', size: 192, pad: 0.14, rounded: true },
  { file: 'icon-512.png', size: 512, pad: 0.14, rounded: true },
  { file: 'maskable-512.png', size: 512, pad: 0.24, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, pad: 0.14, rounded: false },
];
for (const t of targets) {
  await sharp(Buffer.from(svg(t.size, t.pad, t.rounded)))
    .png()
    .toFile(path.join(out, t.file));
}
writeFileSync(path.join(here, '..', 'public', 'favicon.svg'), svg(64, 0.1, true));
console.log('icons written to', out);
