import { Link } from '../link';
import type { GameDetail, PlayerRef } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { EmptyText } from '../event/page-state';
import { useT } from '../../i18n';
import './lineups.css';
import { Name } from '../name';

function TeamLineup({ team }: { team: GameDetail['homeTeam'] }) {
  const t = useT();
  return (
    <section className="lineup card" aria-label={t('game.players', { team: team.name })}>
      <h2 className="lineup__title">
        <TeamLogo src={team.logo} name={team.name} size={28} />
        <Name>{team.name}</Name>
      </h2>
      {team.players.length === 0 ? (
        <EmptyText>{t('game.players.none')}</EmptyText>
      ) : (
        <ul className="lineup__list">
          {team.players.map((p: PlayerRef) => (
            <li key={p._id}>
              <Link to={`/user/${p._id}`} className="lineup__player">
                <TeamLogo src={p.portraitImage} name={p.fullName} size={36} kind="portrait" />
                <Name className="lineup__name">{p.fullName}</Name>
                {p.shirtNumber != null ? (
                  <span className="lineup__shirt" dir="ltr">
                    #{p.shirtNumber}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Lineups({ game }: { game: GameDetail }) {
  return (
    <div className="lineups">
      <TeamLineup team={game.homeTeam} />
      <TeamLineup team={game.awayTeam} />
    </div>
  );
}
