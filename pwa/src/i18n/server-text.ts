import { MSG } from '@pitchside/shared';
import { hasTranslation, translate } from './use-t';

let codeByText: Map<string, string> | undefined;

/**
 * A server text that came without its code (sync rejections, older clients' stored answers): the
 * shared English texts are known, so their translation is shown; anything else as sent. Its own
 * module: the whole English catalogue it needs is admin-only weight, not the public first load.
 */
export function serverText(message: string): string {
  codeByText ??= new Map(Object.entries(MSG).map(([code, text]) => [text as string, code]));
  const code = codeByText.get(message);
  return code && hasTranslation(`api.${code}`) ? translate(`api.${code}`) : message;
}
