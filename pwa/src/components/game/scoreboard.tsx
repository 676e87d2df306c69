import { Link } from 'react-router';
import type { GameDetail } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { compactGoals } from './goal-timeline';
import { scoreboard } from './game-format';
import { StatusBadge } from './status-badge';
import { useT } from '../../i18n';
import './scoreboard.css';

export function Scoreboard({ game }: { game: GameDetail }) {
  const score = scoreboard(game);
  const t = useT();
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
          <ul className="scoreboard__goals" aria-label={t('game.teamGoals', { team: team.name })}>
            {goals.map((g) => (
              <li key={g.key}>
                <span className="scoreboard__goal-name">{g.name}</span>
                <span className="scoreboard__goal-minute" dir="ltr">
                  {g.minute}&prime;
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  };
  return (
    <section className="scoreboard" aria-label={t('game.scoreboard')}>
      {side('home')}
      <div className="scoreboard__middle">
        <StatusBadge status={game.status} />
        {started ? (
          <p
            className="scoreboard__score"
            aria-label={t('game.scoreLabel', {
              home: game.homeTeam.name,
              homeScore: score.home.total,
              away: game.awayTeam.name,
              awayScore: score.away.total,
            })}
          >
            <span>{score.home.total}</span>
            <span className="scoreboard__dash" aria-hidden="true">
              -
            </span>
            <span>{score.away.total}</span>
          </p>
        ) : (
          <p className="scoreboard__score scoreboard__score--vs">{t('event.vs')}</p>
        )}
        {score.home.penaltyLabel ? (
          <p className="scoreboard__pens">
            {score.home.penaltyLabel} <span aria-hidden="true">·</span> {score.away.penaltyLabel}
          </p>
        ) : null}
      </div>
      {side('away')}
    </section>
  );
}
