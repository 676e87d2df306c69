import { Link } from 'react-router';
import type { PlayerRef } from '@pitchside/shared';
import { EmptyText } from '../event/page-state';
import { TeamLogo } from './team-logo';
import './squad.css';

export function Squad({ players }: { players: readonly PlayerRef[] }) {
  if (players.length === 0) return <EmptyText>No players listed for this team.</EmptyText>;
  return (
    <ul className="squad">
      {players.map((p) => (
        <li key={p._id}>
          <Link to={`/user/${p._id}`} className="squad__player">
            <TeamLogo src={p.portraitImage} name={p.fullName} size={56} kind="portrait" />
            <span className="squad__text">
              <span className="squad__name">{p.fullName}</span>
              <span className="squad__id">{p.playerId !== null ? `Player ID: ${p.playerId}` : 'Player ID: -'}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
