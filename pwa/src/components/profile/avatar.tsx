import { useState } from 'react';

/** A portrait or logo; when there is none (or it fails to load offline) the initials stand in. */
export function Avatar({
  src,
  name,
  size = 40,
  className = '',
}: {
  src: string | null | undefined;
  name: string;
  size?: number;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?';
  if (src && !broken) {
    return (
      <img
        className={`avatar ${className}`}
        src={src}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setBroken(true)}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      className={`avatar avatar-initials ${className}`}
      role="img"
      aria-label={name}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
    >
      {initials}
    </span>
  );
}
