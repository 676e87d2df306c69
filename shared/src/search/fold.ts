/**
 * Name search that finds Arabic and accented names however they are typed: with or without hamza
 * on the alef (أحمد / احمد), taa marbuta or haa (فاطمة / فاطمه), alef maqsura or yaa, harakat and
 * tatweel, and Latin accents (Élie / elie). The same folding runs on the typed text here and on the
 * stored names in SQL (api `foldedSql`), from the same two tables, so both sides always agree.
 */

/** Characters replaced one for one: FOLD_FROM[i] becomes FOLD_TO[i]. */
export const FOLD_FROM = 'أإآٱىةؤئ' + 'àáâãäåāèéêëēìíîïīòóôõöōùúûüūýÿçñ' + 'ÀÁÂÃÄÅĀÈÉÊËĒÌÍÎÏĪÒÓÔÕÖŌÙÚÛÜŪÝÇÑ';
export const FOLD_TO = 'اااايهوي' + 'aaaaaaaeeeeeiiiiioooooouuuuuyycn' + 'aaaaaaaeeeeeiiiiioooooouuuuuycn';

/** Removed entirely: Arabic harakat (fathatan to sukun, superscript alef) and tatweel. */
export const FOLD_STRIP_CLASS = '[\u064B-\u065F\u0670\u0640]';

const FOLD_MAP = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));
const STRIP = new RegExp(FOLD_STRIP_CLASS, 'g');

export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text.trim().toLowerCase()) out += FOLD_MAP.get(ch) ?? ch;
  return out.replace(STRIP, '').replace(/\s+/g, ' ');
}
