import { editionLabel, USER_ROLE_LABELS, type CareerResponse, type PublicUser, type UserTeam } from '@pitchside/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NETWORK_STATUS } from '../../data/api';
import { useApi } from '../../data/use-api';
import { Avatar } from './avatar';
import { CareerStatsPanel } from './career-stats';
import './profile.css';

/** What a profile screen can show; the own profile may only have the stored session user offline. */
export type ProfileData = Pick<PublicUser, 'fullName' | 'userRole' | 'type' | 'playerId'> &
  Partial<Pick<PublicUser, 'portraitImage' | 'instagramUsername' | 'team' | 'email' | 'phoneNumber' | 'dateOfBirth'>> & { id: string };

const hasCareer = (type: string) => type === 'player' || type === 'old-player';

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function TeamsList({ title, teams }: { title: string; teams: UserTeam[] }) {
  return (
    <section className="card profile-section">
      <h2>{title}</h2>
      {teams.length === 0 ? (
        <p className="muted">No teams yet</p>
      ) : (
        <ul className="team-list">
          {teams.map((t) => (
            <li key={t._id}>
              <Link to={`/teams/${t._id}`} className="team-row">
                <Avatar src={t.logo} name={t.name} size={40} />
                <span>
                  <strong>{t.name}</strong>
                  <small>
                    {t.event.event} · {editionLabel(t.event.event_edition)}
                    {t.ageGroup ? ` · ${t.ageGroup.label ?? t.ageGroup.name}` : ''}
                  </small>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ProfileView({
  profile,
  teamsTitle,
  actions,
  own = false,
}: {
  profile: ProfileData;
  teamsTitle: string;
  actions?: ReactNode;
  /** The member's own page lists every field, with 'Not set' for blanks, so they see what is missing. */
  own?: boolean;
}) {
  const career = useApi<CareerResponse>(hasCareer(profile.type) ? `/api/player-stats/player/${profile.id}/career` : null);
  const details: [string, ReactNode][] = [];
  details.push(['Role', USER_ROLE_LABELS[profile.userRole] ?? profile.userRole]);
  const notSet = <span className="muted">Not set</span>;
  if (profile.playerId !== null) details.push(['Player ID', `#${profile.playerId}`]);
  else if (own) details.push(['Player ID', notSet]);
  if (profile.email) details.push(['Email', profile.email]);
  if (profile.phoneNumber) details.push(['Phone', profile.phoneNumber]);
  else if (own) details.push(['Phone', notSet]);
  if (profile.dateOfBirth) details.push(['Date of Birth', formatDate(profile.dateOfBirth)]);
  else if (own) details.push(['Date of Birth', notSet]);
  if (!profile.instagramUsername && own) details.push(['Instagram', notSet]);
  if (profile.instagramUsername) {
    const handle = profile.instagramUsername.replace(/^@/, '');
    details.push([
      'Instagram',
      <a key="ig" href={`https://instagram.com/${encodeURIComponent(handle)}`} target="_blank" rel="noopener noreferrer">
        @{handle}
      </a>,
    ]);
  }

  return (
    <div className="profile">
      <section className="card profile-head">
        <Avatar src={profile.portraitImage} name={profile.fullName} size={96} className="profile-portrait" />
        <div className="profile-id">
          <h1>{profile.fullName}</h1>
          <p className="muted">
            {profile.type === 'player'
              ? 'Player'
              : profile.type === 'old-player'
                ? 'Former player'
                : (USER_ROLE_LABELS[profile.userRole] ?? 'Member')}
            {profile.playerId !== null && ` · #${profile.playerId}`}
          </p>
        </div>
        {actions && <div className="profile-actions">{actions}</div>}
      </section>

      <section className="card profile-section">
        <h2>Details</h2>
        <dl className="detail-list">
          {details.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>

      {hasCareer(profile.type) && career.data && <CareerStatsPanel career={career.data.careerStats} />}
      {hasCareer(profile.type) && !career.data && career.error && (
        <section className="card profile-section">
          <h2>Career Statistics</h2>
          <p className="muted">{career.error.status === NETWORK_STATUS ? career.error.message : 'Failed to fetch data'}</p>
        </section>
      )}

      {profile.team && <TeamsList title={teamsTitle} teams={profile.team} />}
    </div>
  );
}
