import { MSG, messageCodeOf } from '@pitchside/shared';
import { hasTranslation, translate } from './use-t';

/**
 * A server text that came without its code (sync rejections, older clients' stored answers): the
 * shared English texts are known, so their translation is shown, a templated one with its values
 * ('at least 12 characters' keeps its 12); anything else as sent. Its own module: the whole English
 * catalogue it needs is admin-only weight, not the public first load.
 */
export function serverText(message: string): string {
  const { code, params } = messageCodeOf(message, 400);
  // An unknown text falls back to the status's code; only a text that is one of ours is translated.
  const ours = params !== undefined || (MSG as Record<string, string>)[code] === message;
  return ours && hasTranslation(`api.${code}`) ? translate(`api.${code}`, params) : message;
}
