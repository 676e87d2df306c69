import { translate } from '../../i18n';
import './team-logo.css';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** A logo or portrait, or the name's initials when there is no image, at a fixed square size. */
export function TeamLogo({
  src,
  name,
  size = 32,
  kind = 'logo',
}: {
  src: string | null | undefined;
  name: string;
  size?: number;
  kind?: 'logo' | 'portrait';
}) {
  const style = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.38)) };
  if (src) {
    return (
      <img
        className={`team-logo team-logo--${kind}`}
        src={src}
        alt={kind === 'logo' ? translate('team.logoAlt', { name }) : name}
        width={size}
        height={size}
        loading="lazy"
        style={style}
      />
    );
  }
  // Initials carry no extra meaning beside the name printed next to them, so screen readers skip them.
  return (
    <span className={`team-logo team-logo--${kind} team-logo--blank`} style={style} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
