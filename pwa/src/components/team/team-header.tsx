import type { PublicTeam } from '@pitchside/shared';
import { TeamLogo } from './team-logo';
import { useT } from '../../i18n';
import './team-header.css';
import { Name } from '../name';

export function TeamHeader({ team }: { team: PublicTeam }) {
  const t = useT();
  return (
    <header className="team-header">
      <TeamLogo src={team.logo} name={team.name} size={88} />
      <div className="team-header__text">
        <h1 className="team-header__name">
          <Name>{team.name}</Name>
        </h1>
        <dl className="team-header__facts">
          <div>
            <dt>{t('team.location')}</dt>
            <dd className={team.location ? undefined : 'is-missing'}>
              {team.location ? <Name>{team.location}</Name> : t('team.notSpecified')}
            </dd>
          </div>
          <div>
            <dt>{t('team.coach')}</dt>
            <dd className={team.coach ? undefined : 'is-missing'}>
              {team.coach ? <Name>{team.coach.fullName}</Name> : t('team.notAssigned')}
            </dd>
          </div>
          <div>
            <dt>{t('team.captain')}</dt>
            <dd className={team.captain ? undefined : 'is-missing'}>
              {team.captain ? <Name>{team.captain.fullName}</Name> : t('team.notAssigned')}
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
