/** Ordinal edition label: 1st, 2nd, 3rd, then Nth (the spec uses 4th..20th, 21st, 22nd, ...). */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

export function editionLabel(edition: number): string {
  return `${ordinal(edition)} Edition`;
}

// Slugs live in their own module: the transliteration tables then load only with the admin screens.
export { slugify, uniqueSlug } from './slug';

/** 'Just now' under a minute, then Nm, Nh (under 24 h), Nd (under 7 days), otherwise the local date. */
export function relativeTime(then: Date | string | number, now: Date = new Date()): string {
  const t = new Date(then);
  const seconds = Math.floor((now.getTime() - t.getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d`;
  return t.toLocaleDateString();
}

export function memberId(userId: string): string {
  return userId.slice(-8);
}

export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

export function truncateName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** Messages are styled as success when their text contains 'successful' (spec section 4). */
export function isSuccessMessage(text: string): boolean {
  return /successful/i.test(text);
}

/** Square sizes made beside every stored logo and portrait (WebP). */
export const LOGO_VARIANT_SIZES = [64, 128, 256] as const;
export type LogoVariantSize = (typeof LOGO_VARIANT_SIZES)[number];

/** Storage key of a picture's square copy: `team-logos/<id>.webp` -> `team-logos/<id>-64.webp`. */
export function logoVariantKey(key: string, size: LogoVariantSize): string {
  return key.replace(/\.webp$/, `-${size}.webp`);
}

/**
 * The URL of a logo's or portrait's square copy at `size` px when it has them (stored as WebP: admin
 * uploads, approved registrations, the demo); other pictures (older uploads) are returned as they are.
 */
export function logoUrl(url: string | null | undefined, size: LogoVariantSize): string | null {
  if (!url) return null;
  return /^\/api\/uploads\/(team-logos|event-logos|portraits)\/[a-z0-9-]+\.webp$/.test(url) && !/-(64|128|256)\.webp$/.test(url)
    ? url.replace(/\.webp$/, `-${size}.webp`)
    : url;
}
