import { Link } from 'react-router-dom';
import type { GameDetail } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { compactGoals } from './goal-timeline';
import { shootOutText } from '@pitchside/shared';
import { StatusBadge } from './status-badge';
import './scoreboard.css';

export function Scoreboard({ game }: { game: GameDetail }) {
  // One score format on every screen: goals, with the shoot-out beside them ("2-2", "(3-1 pens)").
  const score = { home: { total: game.homeScore }, away: { total: game.awayScore } };
  const pens = shootOutText(game);
  const started = game.status === 'live' || game.status === 'completed' || score.home.total + score.away.total > 0;
  const side = (which: 'home' | 'away') => {
    const team = which === 'home' ? game.homeTeam : game.awayTeam;
    const goals = compactGoals(which === 'home' ? game.homeGoals : game.awayGoals);
    return (
      <div className={`scoreboard__team scoreboard__team--${which}`}>
        <Link to={`/teams/${team._id}`} className="scoreboard__teamlink">
          <TeamLogo src={team.logo} name={team.name} size={64} />
          <span className="scoreboard__name">{team.name}</span>
        </Link>
        {goals.length > 0 ? (
          <ul className="scoreboard__goals" aria-label={`${team.name} goals`}>
            {goals.map((g) => (
              <li key={g.key}>
                <span className="scoreboard__goal-name">{g.name}</span>
                <span className="scoreboard__goal-minute">{g.minute}&prime;</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  };
  return (
    <section className="scoreboard" aria-label="Scoreboard">
      {side('home')}
      <div className="scoreboard__middle">
        <StatusBadge status={game.status} />
        {started ? (
          <p
            className="scoreboard__score"
            aria-label={`${game.homeTeam.name} ${score.home.total}, ${game.awayTeam.name} ${score.away.total}`}
          >
            <span>{score.home.total}</span>
            <span className="scoreboard__dash" aria-hidden="true">
              -
            </span>
            <span>{score.away.total}</span>
          </p>
        ) : (
          <p className="scoreboard__score scoreboard__score--vs">vs</p>
        )}
        {pens ? <p className="scoreboard__pens">{pens}</p> : null}
      </div>
      {side('away')}
    </section>
  );
}
