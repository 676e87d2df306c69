import { useState, type CSSProperties } from 'react';
import { logoUrl } from '@pitchside/shared';

/**
 * Where the browser may fetch an image from. An uploaded logo has square WebP copies at 64 and 256 px
 * beside it: `srcset` lets a phone take the one its screen needs (a 32 px logo on a 3x screen takes
 * the 256), never the 1024 px original. Other images (portraits, older uploads) have one file.
 */
export function imageSources(src: string, size: number): { src: string; srcSet?: string; sizes?: string } {
  const small = logoUrl(src, 64);
  const large = logoUrl(src, 256);
  if (!small || !large || small === src) return { src };
  return { src: size <= 64 ? small : large, srcSet: `${small} 64w, ${large} 256w`, sizes: `${size}px` };
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
