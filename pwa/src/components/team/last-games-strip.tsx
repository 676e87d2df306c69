import { Link } from '../link';
import type { TeamGameResult } from '@pitchside/shared';
import { TeamLogo } from './team-logo';
import { lastGamesSlots } from './last-games';
import { scoreText } from '../game/score-text';
import { useT } from '../../i18n';
import './last-games-strip.css';

const RESULT_WORD = { W: 'team.result.W', D: 'team.result.D', L: 'team.result.L' } as const;
const RESULT_LETTER = { W: 'team.result.short.W', D: 'team.result.short.D', L: 'team.result.short.L' } as const;

/** The score from the team's side, as every screen writes it: "2-2 (3-1 pens)". */
const score = (g: TeamGameResult) =>
  scoreText({ homeScore: g.goalsFor, awayScore: g.goalsAgainst, homePenalties: g.penaltiesFor, awayPenalties: g.penaltiesAgainst });

export function LastGamesStrip({ games }: { games: readonly TeamGameResult[] }) {
  const t = useT();
  return (
    <section className="last-games" aria-labelledby="last-games-title">
      <h2 id="last-games-title" className="team-section-title">
        {t('team.lastGames')}
      </h2>
      <ol className="last-games__strip">
        {lastGamesSlots(games).map((g, i) =>
          g ? (
            <li key={g._id}>
              <Link
                to={`/events/${g.event.slug}/games/${g._id}`}
                className={`last-games__slot last-games__slot--${g.result}`}
                aria-label={t('team.resultLabel', {
                  result: t(RESULT_WORD[g.result]),
                  opponent: g.opponent,
                  score: score(g),
                })}
                title={`${g.opponent} ${score(g)}`}
              >
                <span className="last-games__badge" aria-hidden="true">
                  {t(RESULT_LETTER[g.result])}
                </span>
                <TeamLogo src={g.opponentLogo} name={g.opponent} size={26} />
              </Link>
            </li>
          ) : (
            <li key={`empty-${i}`} aria-hidden="true">
              <span className="last-games__slot last-games__slot--empty">
                <span className="last-games__badge">-</span>
                <span className="last-games__logo-blank" />
              </span>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
