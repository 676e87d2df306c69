import transliterate from '@sindresorhus/transliterate';

/** The spec's slug rule (admin section 5): lowercased, spaces to hyphens, other non-alphanumerics removed. */
function asciiSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

// Readable choices for Lebanese names where the library's defaults read oddly ("ely" for علي).
const ARABIC_READABLE: [string, string][] = [
  ['ع', 'a'],
  ['ة', 'a'],
  ['ى', 'a'],
  ['ء', ''],
];

/** FNV-1a, base 36: a short stable tag for names with nothing to transliterate (emoji, symbols). */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/**
 * Slug of an age group, event series or team. ASCII names follow the spec's rule exactly; Arabic and
 * accented names are transliterated first ("كأس بيروت" -> "kas-byrwt", "Élan" -> "elan", repeated
 * hyphens collapsed), and the result is never empty: a name with nothing readable gets a stable tag.
 */
export function slugify(name: string): string {
  const slug = !/[^ -~\s]/.test(name)
    ? asciiSlug(name)
    : asciiSlug(transliterate(name, { customReplacements: ARABIC_READABLE }))
        .replace(/-{2,}/g, '-')
        .replace(/^-+|-+$/g, '');
  return slug || `x-${shortHash(name.trim())}`;
}

/** The first of base, base-2, base-3... that `taken` does not hold (slugs unique per series or club). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
