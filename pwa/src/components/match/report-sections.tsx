import { SIDES, TEN_METRE_KICK_FROM_FOUL, type Side } from '@pitchside/shared';
import { Link } from '../link';
import { Name } from '../name';
import { useT } from '../../i18n';
import { CARD_KEYS, CardIcon } from './card-icon';
import type { PublicMatchReport } from './public-report';
import './match.css';

interface TeamWithPlayers {
  name: string;
  players: readonly { _id: string; fullName: string }[];
}

export function playerNameOf(team: TeamWithPlayers, playerId: string, fallback: string | null): string | null {
  return team.players.find((p) => p._id === playerId)?.fullName ?? fallback;
}

/**
 * The cards, accumulated fouls and timeouts of a game for fans: cards by minute with their shape and
 * letter (not colour alone), fouls per team per half (the sixth and later said in words), timeouts.
 * Nothing is shown of what the game's answer does not carry.
 */
export function ReportSections({ report, teams }: { report: PublicMatchReport; teams: Record<Side, TeamWithPlayers> }) {
  const t = useT();
  const { cards, fouls, timeouts } = report;
  return (
    <>
      {cards.length > 0 && (
        <section aria-labelledby="cards-title">
          <h2 id="cards-title" className="game-details__heading">
            {t('match.cards')}
          </h2>
          <ol className="timeline">
            {cards.map((c) => {
              const team = teams[c.side];
              const name = playerNameOf(team, c.playerId, c.playerName);
              return (
                <li key={c.id} className={`timeline__row timeline__row--${c.side}`}>
                  <span className="timeline__minute" dir="ltr">{`${c.minute}′`}</span>
                  <span className="timeline__body">
                    <span className="timeline__scorer match-card-line">
                      <CardIcon kind={c.kind} />
                      {name ? (
                        <Link to={`/user/${c.playerId}`}>
                          <Name>{name}</Name>
                        </Link>
                      ) : (
                        <span>{t('match.aPlayer')}</span>
                      )}
                    </span>
                    <span className="timeline__assist">{t(CARD_KEYS[c.kind])}</span>
                    <Name className="timeline__team">{team.name}</Name>
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      )}
      {(fouls || timeouts.length > 0) && (
        <section aria-labelledby="fouls-title">
          <h2 id="fouls-title" className="game-details__heading">
            {t('match.foulsAndTimeouts')}
          </h2>
          <table className="match-fouls">
            <thead>
              <tr>
                <th scope="col">{t('match.team')}</th>
                <th scope="col">{t('match.foulsHalf', { half: 1 })}</th>
                <th scope="col">{t('match.foulsHalf', { half: 2 })}</th>
                <th scope="col">{t('match.timeouts')}</th>
              </tr>
            </thead>
            <tbody>
              {SIDES.map((side) => (
                <tr key={side}>
                  <th scope="row">
                    <Name>{teams[side].name}</Name>
                  </th>
                  {[0, 1].map((h) => {
                    const n = fouls?.[side][h];
                    return (
                      <td key={h} className={n !== undefined && n >= TEN_METRE_KICK_FROM_FOUL ? 'match-fouls--kick' : undefined}>
                        {n === undefined ? '–' : n}
                        {n !== undefined && n >= TEN_METRE_KICK_FROM_FOUL ? (
                          <span className="match-fouls__note"> {t('match.tenMetre')}</span>
                        ) : null}
                      </td>
                    );
                  })}
                  <td>
                    {timeouts
                      .filter((x) => x.side === side)
                      .sort((a, b) => a.half - b.half)
                      .map((x) =>
                        x.minute !== null ? t('match.timeoutAt', { minute: x.minute }) : t('match.timeoutHalf', { half: x.half }),
                      )
                      .join(', ') || '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
