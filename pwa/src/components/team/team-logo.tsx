import { translate } from '../../i18n';
import { Picture } from '../picture';
import './team-logo.css';

/** A logo or portrait, or the name's initials when there is none, at a fixed square size. */
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
  return (
    <Picture
      src={src}
      name={name}
      alt={kind === 'logo' ? translate('team.logoAlt', { name }) : name}
      size={size}
      className={`team-logo team-logo--${kind}`}
      blankClassName="team-logo--blank"
      initialsHidden
    />
  );
}
