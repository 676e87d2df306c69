import { nameCollator } from '@pitchside/shared';
import { currentLocale } from './i18n';

/**
 * Compares two names in the language the app is shown in ("Élan" before "Tariq"; in Arabic, Arabic
 * names first): the one comparison for every list of names the app sorts.
 */
export function compareNames(a: string | null | undefined, b: string | null | undefined): number {
  return nameCollator(currentLocale()).compare(a ?? '', b ?? '');
}
