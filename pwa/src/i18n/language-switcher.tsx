import { LOCALES, LOCALE_NAMES, isLocale } from '@pitchside/shared';
import { SelectField } from '../components/field';
import { activateLocale } from './i18n';
import { useLocale, useT } from './use-t';

/** Header and mobile-menu language choice; remembered on the device. */
export function LanguageSwitcher({ onChange }: { onChange?: (locale: string) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="language-switcher">
      <SelectField
        label={t('common.language')}
        labelHidden
        value={locale}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLocale(next)) return;
          void activateLocale(next, { remember: true })
            .then(() => onChange?.(next))
            // Notifications already on come in the new language too.
            .then(() => import('../data/follows'))
            .then((m) => m.languageChanged())
            .catch(() => {});
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
