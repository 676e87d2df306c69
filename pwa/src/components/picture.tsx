import { useState, type CSSProperties } from 'react';
import { LOGO_VARIANT_SIZES, logoUrl } from '@pitchside/shared';

/**
 * Where the browser may fetch an image from. A stored logo or portrait has square WebP copies at 64,
 * 128 and 256 px beside it: `srcset` lets a phone take the one its screen needs (a 32 px logo takes
 * the 128 on a 3x screen), never the 1024 px original. Other images (older uploads) have one file.
 */
export function imageSources(src: string, size: number): { src: string; srcSet?: string; sizes?: string } {
  const copies = LOGO_VARIANT_SIZES.map((w) => [w, logoUrl(src, w)] as const);
  if (copies.some(([, url]) => !url || url === src)) return { src };
  // Without srcset support, the smallest copy that is sharp at one pixel per point.
  const fallback = copies.find(([w]) => w >= size) ?? copies[copies.length - 1]!;
  return { src: fallback[1]!, srcSet: copies.map(([w, url]) => `${url} ${w}w`).join(', '), sizes: `${size}px` };
}

function initialsOf(name: string): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

interface Props {
  src: string | null | undefined;
  /** Whose image it is: the initials when there is no image, and the text for a screen reader. */
  name: string;
  alt: string;
  size: number;
  className: string;
  /** Added to the class when the initials stand in for the image. */
  blankClassName: string;
  /** Initials beside a printed name say nothing more, so screen readers may skip them. */
  initialsHidden?: boolean;
}

/**
 * Every logo and portrait: a square of fixed width and height (so nothing shifts as it loads), over
 * the sizes the server made; the initials stand in when there is no image or it fails (offline).
 */
export function Picture({ src, name, alt, size, className, blankClassName, initialsHidden = false }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const style: CSSProperties = { width: size, height: size };
  if (src && broken !== src) {
    return (
      <img
        className={className}
        {...imageSources(src, size)}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(src)}
        style={style}
      />
    );
  }
  const text = { ...style, fontSize: Math.max(10, Math.round(size * 0.38)) };
  const blank = `${className} ${blankClassName}`;
  return initialsHidden ? (
    <span className={blank} style={text} aria-hidden="true">
      {initialsOf(name)}
    </span>
  ) : (
    <span className={blank} style={text} role="img" aria-label={alt}>
      {initialsOf(name)}
    </span>
  );
}
