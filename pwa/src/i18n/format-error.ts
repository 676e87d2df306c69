import { ApiError } from '../data/api';
import { hasTranslation, translate } from './use-t';

/**
 * An error as the reader should see it: the server's message code in the reader's language when
 * the catalog knows it, else the server's own text, else the screen's fallback key.
 */
export function formatError(err: unknown, fallbackKey = 'api.serverError'): string {
  if (err instanceof ApiError) {
    if (err.code && hasTranslation(`api.${err.code}`)) return translate(`api.${err.code}`);
    if (err.message) return err.message;
  }
  return translate(fallbackKey);
}
