import { Link } from 'react-router';
import type { PublicTeam } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { PageLoading } from '../states';
import { EmptyText, LoadFailed } from './page-state';
import './teams-tab.css';

interface Props {
  teams: readonly PublicTeam[] | undefined;
  loading: boolean;
  error: { status: number; message: string } | null;
}

export function TeamsTab({ teams, loading, error }: Props) {
  if (!teams) {
    if (loading) return <PageLoading text="Loading teams..." />;
    if (error) return <LoadFailed error={error} title="Failed to fetch teams" />;
    return <EmptyText>No teams registered yet.</EmptyText>;
  }
  if (teams.length === 0) return <EmptyText>No teams registered yet.</EmptyText>;
  return (
    <ul className="team-cards">
      {teams.map((t) => (
        <li key={t._id}>
          <Link to={`/teams/${t._id}`} className="team-card">
            <TeamLogo src={t.logo} name={t.name} size={48} />
            <span className="team-card__text">
              <span className="team-card__name">{t.name}</span>
              {t.location ? <span className="team-card__meta">{t.location}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
