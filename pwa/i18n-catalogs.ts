import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { MSG } from '../shared/src/messages';
import { EN_WORDING } from './src/i18n/server-wording-en';

/** The module holding the English texts of the server's message codes. */
export const SERVER_TEXTS_EN = 'virtual:server-texts-en';
const RESOLVED = `\0${SERVER_TEXTS_EN}`;

/**
 * The English texts of the server's message codes (`api.<code>`): MSG's own words, so a new code
 * needs no second English copy; Arabic and French live in locales/<lang>/api.json.
 */
export function serverTextsEn(): Record<string, string> {
  return Object.fromEntries(Object.entries(MSG).map(([code, text]) => [`api.${code}`, EN_WORDING[code] ?? text]));
}

const compiled = (source: Record<string, string>) =>
  Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compileMessage(message)]));

/**
 * Compiles the ICU catalogs (src/i18n/locales/<lang>/<area>.json) at build time, so the device
 * ships no message parser: Lingui's runtime only interpolates the compiled form. The English texts
 * of the server's messages come the same way, made from MSG (`virtual:server-texts-en`).
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'pitchside:compiled-catalogs',
    enforce: 'pre',
    resolveId(id) {
      return id === SERVER_TEXTS_EN ? RESOLVED : null;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(compiled(serverTextsEn()))};` : null;
    },
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(compiled(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
