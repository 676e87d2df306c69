import { statusText, translate } from '../../i18n';
import { statusBadgeTone } from './game-format';
import './status-badge.css';

/** A finished game whose result awaits an organiser's confirmation (issue 21) says so instead of Full Time. */
export function StatusBadge({ status, awaiting }: { status: string; awaiting?: boolean | undefined }) {
  const held = awaiting && status === 'completed';
  return (
    <span className={`status-badge status-badge--${held ? 'other' : statusBadgeTone(status)}`}>
      {held ? translate('game.status.awaiting') : statusText(status)}
    </span>
  );
}
