export { activateLocale, currentLocale, detectLocale, loadAdminCatalogs } from './i18n';
export { useT, useLocale, useFormat, translate, hasTranslation, type Translate, type TranslateValues } from './use-t';
export { formatError } from './format-error';
export { LanguageSwitcher } from './language-switcher';
