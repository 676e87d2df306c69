import { Link } from '../link';
import { sortByName, type PublicTeam } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { PageLoading } from '../states';
import { EmptyText, LoadFailed } from './page-state';
import { useLocale, useT } from '../../i18n';
import './teams-tab.css';
import { Name } from '../name';

interface Props {
  teams: readonly PublicTeam[] | undefined;
  loading: boolean;
  error: { status: number; message: string; code?: string } | null;
}

export function TeamsTab({ teams, loading, error }: Props) {
  const t = useT();
  const locale = useLocale();
  if (!teams) {
    if (loading) return <PageLoading text={t('event.teams.loading')} />;
    if (error) return <LoadFailed error={error} title={t('event.teams.failed')} />;
    return <EmptyText>{t('event.teams.none')}</EmptyText>;
  }
  if (teams.length === 0) return <EmptyText>{t('event.teams.none')}</EmptyText>;
  return (
    <ul className="team-cards">
      {/* The server orders by code points; the reader's order puts "Élan" before "Tariq", Arabic names first in Arabic. */}
      {sortByName(teams, locale, (x) => x.name).map((team) => (
        <li key={team._id}>
          <Link to={`/teams/${team._id}`} className="team-card">
            <TeamLogo src={team.logo} name={team.name} size={48} />
            <span className="team-card__text">
              <Name className="team-card__name">{team.name}</Name>
              {team.location ? <span className="team-card__meta">{team.location}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
