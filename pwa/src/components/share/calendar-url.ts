/**
 * A feed's subscription address: webcal: makes the phone's calendar subscribe (and fetch it again, so
 * a moved or cancelled game reaches it) instead of importing a copy. It carries the reader's language,
 * since a calendar app sends no cookie.
 */
export function calendarSubscriptionUrl(calendarPath: string, locale: string, location: { host: string }): string {
  return `webcal://${location.host}${calendarPath}?lang=${encodeURIComponent(locale)}`;
}
