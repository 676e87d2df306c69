import { type CareerResponse, type PublicUser, type UserTeam } from '@pitchside/shared';
import type { ReactNode } from 'react';
import { Link } from '../link';
import { formatError, roleLabelKey, useFormat, useT } from '../../i18n';
import { useApi } from '../../data/use-api';
import { Avatar } from './avatar';
import { CareerStatsPanel } from './career-stats';
import { ContactPrivacyPanel } from './contact-privacy';
import './profile.css';
import { Name } from '../name';

/** What a profile screen can show; the own profile may only have the stored session user offline. */
export type ProfileData = Pick<PublicUser, 'fullName' | 'userRole' | 'type' | 'playerId'> &
  Partial<Pick<PublicUser, 'portraitImage' | 'instagramUsername' | 'team' | 'email' | 'phoneNumber' | 'dateOfBirth' | 'contactPrivacy'>> & {
    id: string;
  };

const hasCareer = (type: string) => type === 'player' || type === 'old-player';

function TeamsList({ title, teams }: { title: string; teams: UserTeam[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <section className="card profile-section">
      <h2>{title}</h2>
      {teams.length === 0 ? (
        <p className="muted">{t('profile.noTeams')}</p>
      ) : (
        <ul className="team-list">
          {teams.map((team) => (
            <li key={team._id}>
              <Link to={`/teams/${team._id}`} className="team-row">
                <Avatar src={team.logo} name={team.name} size={40} />
                <span>
                  <strong>
                    <Name>{team.name}</Name>
                  </strong>
                  <small>
                    {team.event.event} · {format.edition(team.event.event_edition)}
                    {team.ageGroup ? ` · ${team.ageGroup.label ?? team.ageGroup.name}` : ''}
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
  onChanged,
}: {
  profile: ProfileData;
  teamsTitle: string;
  actions?: ReactNode;
  /** The member's own page lists every field, with 'Not set' for blanks, so they see what is missing. */
  own?: boolean;
  /** Called after a setting on the page was saved, to load the profile again. */
  onChanged?: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const career = useApi<CareerResponse>(hasCareer(profile.type) ? `/api/player-stats/player/${profile.id}/career` : null);
  const details: [string, ReactNode][] = [];
  details.push([t('profile.role'), t(roleLabelKey(profile.userRole))]);
  const notSet = <span className="muted">{t('profile.notSet')}</span>;
  if (profile.playerId !== null) details.push([t('profile.playerId'), <bdi key="pid">#{profile.playerId}</bdi>]);
  else if (own) details.push([t('profile.playerId'), notSet]);
  if (profile.email) details.push([t('common.email'), <bdi key="email">{profile.email}</bdi>]);
  if (profile.phoneNumber) details.push([t('profile.phone'), <bdi key="phone">{profile.phoneNumber}</bdi>]);
  else if (own) details.push([t('profile.phone'), notSet]);
  if (profile.dateOfBirth) details.push([t('profile.dateOfBirth'), format.date(profile.dateOfBirth) || profile.dateOfBirth]);
  else if (own) details.push([t('profile.dateOfBirth'), notSet]);
  if (!profile.instagramUsername && (own || profile.contactPrivacy)) details.push([t('profile.instagram'), notSet]);
  if (profile.instagramUsername) {
    const handle = profile.instagramUsername.replace(/^@/, '');
    details.push([
      t('profile.instagram'),
      <a key="ig" href={`https://instagram.com/${encodeURIComponent(handle)}`} target="_blank" rel="noopener noreferrer">
        <Name ltr>@{handle}</Name>
      </a>,
    ]);
  }

  return (
    <div className="profile">
      <section className="card profile-head">
        <Avatar src={profile.portraitImage} name={profile.fullName} size={96} className="profile-portrait" />
        <div className="profile-id">
          <h1>
            <Name>{profile.fullName}</Name>
          </h1>
          <p className="muted">
            {/* An 'old-player' is a profile an admin made (a squad's player without an account yet),
                not someone who stopped playing: a player like any other to the reader. */}
            {profile.type === 'player' || profile.type === 'old-player' ? t('profile.player') : t(roleLabelKey(profile.userRole))}
            {profile.playerId !== null && (
              <>
                {' · '}
                <bdi>#{profile.playerId}</bdi>
              </>
            )}
          </p>
        </div>
        {actions && <div className="profile-actions">{actions}</div>}
      </section>

      <section className="card profile-section">
        <h2>{t('profile.details')}</h2>
        <dl className="detail-list">
          {details.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {profile.contactPrivacy ? (
          // The player themself, or an admin: the choice and what it does.
          <ContactPrivacyPanel
            key={`${profile.id}:${profile.contactPrivacy.showInstagram}`}
            userId={profile.id}
            privacy={profile.contactPrivacy}
            hasHandle={!!profile.instagramUsername}
            own={own}
            onChanged={onChanged}
          />
        ) : (
          // Everyone else: why no contact details show, the same words for a minor and an adult who hid them.
          !profile.instagramUsername &&
          hasCareer(profile.type) && (
            <p className="muted contact-privacy" data-testid="contact-rule">
              {t('profile.contactRule')}
            </p>
          )
        )}
      </section>

      {hasCareer(profile.type) && career.data && <CareerStatsPanel career={career.data.careerStats} />}
      {hasCareer(profile.type) && !career.data && career.error && (
        <section className="card profile-section">
          <h2>{t('profile.career')}</h2>
          <p className="muted">{career.error.status === 0 ? formatError(career.error) : t('profile.careerFailed')}</p>
        </section>
      )}

      {profile.team && <TeamsList title={teamsTitle} teams={profile.team} />}
    </div>
  );
}
