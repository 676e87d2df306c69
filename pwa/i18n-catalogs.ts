import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * Compiles the ICU catalogs (src/i18n/locales/<lang>/<area>.json) at build time, so the device
 * ships no message parser: Lingui's runtime only interpolates the compiled form.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'pitchside:compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/.test(id)) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compileMessage(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
