import { statusText } from '../../i18n';
import { statusBadgeTone } from './game-format';
import './status-badge.css';

/** A finished game whose result awaits an organiser's confirmation (issue 21) says so instead of Full Time. */
export function StatusBadge({ status, awaiting }: { status: string; awaiting?: boolean | undefined }) {
  const shown = awaiting && status === 'completed' ? 'awaiting' : status;
  return <span className={`status-badge status-badge--${statusBadgeTone(shown)}`}>{statusText(shown)}</span>;
}
