import type { PublicTeam } from '@pitchside/shared';
import { TeamLogo } from './team-logo';
import './team-header.css';

export function TeamHeader({ team }: { team: PublicTeam }) {
  return (
    <header className="team-header">
      <TeamLogo src={team.logo} name={team.name} size={88} />
      <div className="team-header__text">
        <h1 className="team-header__name">{team.name}</h1>
        <dl className="team-header__facts">
          <div>
            <dt>Location</dt>
            <dd className={team.location ? undefined : 'is-missing'}>{team.location || 'Not specified'}</dd>
          </div>
          <div>
            <dt>Coach</dt>
            <dd className={team.coach ? undefined : 'is-missing'}>{team.coach?.fullName ?? 'Not assigned'}</dd>
          </div>
          <div>
            <dt>Captain</dt>
            <dd className={team.captain ? undefined : 'is-missing'}>{team.captain?.fullName ?? 'Not assigned'}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
