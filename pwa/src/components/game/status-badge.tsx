import { statusText } from '../../i18n';
import { statusBadgeTone } from './game-format';
import './status-badge.css';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge status-badge--${statusBadgeTone(status)}`}>{statusText(status)}</span>;
}
