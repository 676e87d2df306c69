import { Picture } from '../picture';

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
  return <Picture src={src} name={name} alt={name} size={size} className={`avatar ${className}`.trim()} blankClassName="avatar-initials" />;
}
