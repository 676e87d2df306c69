import { Link } from 'react-router-dom';
import type { BracketMatch, BracketSlot, BracketView } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { penaltyText } from '../game/game-format';
import { bracketColumns, fullRounds } from './bracket-columns';
import './knockout-bracket.css';

export function KnockoutBracket({ slug, bracket }: { slug: string; bracket: BracketView }) {
  const columns = bracketColumns(fullRounds(bracket));
  const champion = bracket.champion;
  return (
    <div className="bracket-scroll" tabIndex={0} role="region" aria-label="Knockout bracket (scrolls sideways)">
      <ol className="bracket">
        {columns.map((col) => (
          <li key={col.key} className={`bracket__col bracket__col--${col.side}`}>
            <h3 className="bracket__label">{col.label}</h3>
            <div className="bracket__matches">
              {col.side === 'final' ? (
                <div className="bracket__champion" aria-label={`Champion: ${champion?.name ?? 'TBD'}`}>
                  <span className="bracket__trophy" aria-hidden="true">
                    🏆
                  </span>
                  <span className="bracket__champion-label">CHAMPION</span>
                  <span className="bracket__champion-team">
                    {champion ? <TeamLogo src={champion.logo} name={champion.name} size={28} /> : null}
                    <span>{champion?.name ?? 'TBD'}</span>
                  </span>
                </div>
              ) : null}
              {col.matches.map((m) => (
                <Match key={`${m.roundSize}-${m.position}`} slug={slug} match={m} />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Slot({ slot }: { slot: BracketSlot }) {
  const pen = penaltyText(slot.penalties);
  return (
    <span className={`bracket-slot${slot.isWinner ? ' is-winner' : ''}${slot.team ? '' : ' is-tbd'}`}>
      {slot.team ? <TeamLogo src={slot.team.logo} name={slot.team.name} size={18} /> : null}
      <span className="bracket-slot__name" title={slot.team?.name}>
        {slot.team?.name ?? 'TBD'}
      </span>
      {slot.score !== null ? (
        <span className="bracket-slot__score">
          {slot.score}
          {pen ? <small> {pen}</small> : null}
        </span>
      ) : null}
    </span>
  );
}

function Match({ slug, match }: { slug: string; match: BracketMatch }) {
  const body = (
    <>
      <Slot slot={match.home} />
      <Slot slot={match.away} />
    </>
  );
  if (match.gameId) {
    return (
      <Link className="bracket-match bracket-match--link" to={`/events/${slug}/games/${match.gameId}`}>
        {body}
      </Link>
    );
  }
  return <div className="bracket-match">{body}</div>;
}
