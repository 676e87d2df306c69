import transliterate from '@sindresorhus/transliterate';

/** The spec's slug rule (admin section 5): lowercased, spaces to hyphens, other non-alphanumerics removed. */
function asciiSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

// Arabic letters (and the Persian/Urdu ones in the same block) stay as typed: see
// docs/decisions/0001-arabic-slugs-keep-the-script.md.
const ARABIC_LETTER = /[\u0620-\u063f\u0641-\u064a\u066e-\u06d3\u06d5\u06ee\u06ef\u06fa-\u06fc\u06ff]/;
const ARABIC_MARKS = /[\p{Mn}\u0640]/gu; // harakat, shadda, superscript alef, Quranic marks; tatweel

/** Arabic-Indic and Persian digits as ASCII, so "تحت ١٤" and "تحت 14" get one slug. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

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
 * Slug of an age group, event series or team. ASCII names follow the spec's rule exactly. Arabic letters
 * are kept (percent-encoded in URLs: "كأس بيروت" -> "كأس-بيروت"), other letters are transliterated
 * ("Élan" -> "elan"), repeated hyphens collapsed, and the result is never empty: a name with nothing
 * readable gets a stable tag. Slugs are stored, so names saved before this rule keep their old slugs.
 */
export function slugify(name: string): string {
  let slug: string;
  if (!/[^ -~\s]/.test(name)) slug = asciiSlug(name);
  else {
    const text = asciiDigits(name.normalize('NFC').replace(ARABIC_MARKS, '')).trim().toLowerCase();
    let out = '';
    let run = '';
    // Transliterate the runs between Arabic letters; the library would turn the letters into consonants.
    for (const ch of text) {
      if (ARABIC_LETTER.test(ch)) {
        out += asciiKeepHyphens(transliterate(run)) + ch;
        run = '';
      } else run += ch;
    }
    out += asciiKeepHyphens(transliterate(run));
    slug = out.replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '');
  }
  return slug || `x-${shortHash(name.trim())}`;
}

function asciiKeepHyphens(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** The first of base, base-2, base-3... that `taken` does not hold (slugs unique per series or club). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
