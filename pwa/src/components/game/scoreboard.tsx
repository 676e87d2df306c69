import { useEffect, useRef, useState } from 'react';
import { Link } from '../link';
import type { GameDetail } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { compactGoals } from './goal-timeline';
import { scoreOf } from './game-format';
import { shootOutText } from './score-text';
import { StatusBadge } from './status-badge';
import { statusText, useT } from '../../i18n';
import './scoreboard.css';
import { Name } from '../name';

export function Scoreboard({ game }: { game: GameDetail }) {
  const score = scoreOf(game);
  const pens = shootOutText(score);
  const t = useT();
  const started = game.status === 'live' || game.status === 'completed' || score.homeScore + score.awayScore > 0;
  const scoreLabel = t('game.scoreLabel', {
    home: game.homeTeam.name,
    homeScore: score.homeScore,
    away: game.awayTeam.name,
    awayScore: score.awayScore,
  });
  // Said as the badge shows it: a result awaiting confirmation is not announced as Full Time.
  const status = game.awaitingConfirmation && game.status === 'completed' ? 'awaiting' : game.status;
  // A goal or a new status arriving while the page is open is read out, politely, without moving focus;
  // what the page showed when it opened is not.
  const update = t('game.update', { status: statusText(status), score: scoreLabel });
  const shown = useRef(update);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (update === shown.current) return;
    shown.current = update;
    setAnnounced(update);
  }, [update]);
  const side = (which: 'home' | 'away') => {
    const team = which === 'home' ? game.homeTeam : game.awayTeam;
    const goals = compactGoals(which === 'home' ? game.homeGoals : game.awayGoals);
    return (
      <div className={`scoreboard__team scoreboard__team--${which}`}>
        <Link to={`/teams/${team._id}`} className="scoreboard__teamlink">
          <TeamLogo src={team.logo} name={team.name} size={64} />
          <Name className="scoreboard__name">{team.name}</Name>
        </Link>
        {goals.length > 0 ? (
          <ul className="scoreboard__goals" aria-label={t('game.teamGoals', { team: team.name })}>
            {goals.map((g) => (
              <li key={g.key}>
                <Name className="scoreboard__goal-name">{g.name}</Name>
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
        <StatusBadge status={game.status} awaiting={game.awaitingConfirmation} />
        {started ? (
          <p className="scoreboard__score" aria-label={scoreLabel}>
            <span>{score.homeScore}</span>
            <span className="scoreboard__dash" aria-hidden="true">
              -
            </span>
            <span>{score.awayScore}</span>
          </p>
        ) : (
          <p className="scoreboard__score scoreboard__score--vs">{t('event.vs')}</p>
        )}
        {pens ? <p className="scoreboard__pens">{pens}</p> : null}
      </div>
      {side('away')}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </section>
  );
}
