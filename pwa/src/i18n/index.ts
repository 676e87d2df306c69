export { activateLocale, currentLocale, detectLocale, laterTexts, loadAdminCatalogs, withLaterTexts } from './i18n';
export { useT, useLocale, useFormat, translate, hasTranslation, editionText, type Translate, type TranslateValues } from './use-t';
export { formatError, apiText, issueText, serverMessage } from './format-error';
export { roleLabelKey, statusText, roundText, bracketRoundText } from './labels';
export { LanguageSwitcher } from './language-switcher';
