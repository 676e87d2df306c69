export { activateLocale, currentLocale, detectLocale, loadAdminCatalogs, withLaterTexts } from './i18n';
export { useT, useLocale, useFormat, translate, hasTranslation, editionText, type Translate } from './use-t';
export { formatError, apiText, issueText, serverMessage } from './format-error';
export { roleLabelKey, statusText, roundText, bracketRoundText } from './labels';
export { LanguageSwitcher } from './language-switcher';
