import { Link } from '../link';
import type { PlayerRef } from '@pitchside/shared';
import { EmptyText } from '../event/page-state';
import { TeamLogo } from './team-logo';
import { useT } from '../../i18n';
import './squad.css';
import { Name } from '../name';

export function Squad({ players }: { players: readonly PlayerRef[] }) {
  const t = useT();
  if (players.length === 0) return <EmptyText>{t('team.squad.none')}</EmptyText>;
  return (
    <ul className="squad">
      {players.map((p) => (
        <li key={p._id}>
          <Link to={`/user/${p._id}`} className="squad__player">
            <TeamLogo src={p.portraitImage} name={p.fullName} size={56} kind="portrait" />
            <span className="squad__text">
              <Name className="squad__name">{p.fullName}</Name>
              <span className="squad__id">{t('team.playerId', { id: p.playerId !== null ? String(p.playerId) : '-' })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
