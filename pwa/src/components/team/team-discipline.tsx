import { useEffect, useState } from 'react';
import { isolate, type PlayerCards, type PublicTeam, type TeamSuspension } from '@pitchside/shared';
import { useSession } from '../../app/session';
import { apiGet } from '../../data/api';
import { CardIcon } from '../match/card-icon';
import { Link } from '../link';
import { Name } from '../name';
import { useFormat, useT } from '../../i18n';
import './team-discipline.css';

type Cards = Partial<Pick<PublicTeam, 'yellowCards' | 'redCards'>>;

/**
 * For the team's coach: how many games each suspended player still sits out, from the event's
 * suspensions list (GET /api/events/:id/suspensions answers a coach for his own teams only).
 */
function useGamesLeft(team: PublicTeam, suspended: boolean): Map<string, number> {
  const { user } = useSession();
  const coachId = team.coach && '_id' in team.coach ? team.coach._id : null;
  const isCoach = !!user && (coachId === user.id || (user.coachingTeams ?? []).includes(team._id));
  const [left, setLeft] = useState(new Map<string, number>());
  useEffect(() => {
    if (!isCoach || !suspended) return;
    let live = true;
    apiGet(`/api/events/${team.event._id}/suspensions`)
      .then((body) => {
        if (live)
          setLeft(
            new Map(body.suspensions.filter((s) => s.teamId === team._id).map((s) => [`${s.playerId} ${s.gameId}`, s.gamesRemaining])),
          );
      })
      // Offline or refused: the public list still shows who sits out which game.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [isCoach, suspended, team._id, team.event._id]);
  return left;
}

/**
 * The team page's cards (the selected edition's team) and, for the page's own team, who is suspended
 * for which game not played yet: public, as in football (the name, the game and the rule; an
 * organiser's words never reach it). Its texts come with the later group (lazy-loaded).
 */
export default function TeamDiscipline({
  team,
  cards,
  suspensions,
}: {
  team: PublicTeam;
  cards: Cards | null;
  suspensions: readonly TeamSuspension[] | undefined;
}) {
  const t = useT();
  const format = useFormat();
  const gamesLeft = useGamesLeft(team, !!suspensions?.length);
  const eventSlug = team.event.slug;
  return (
    <section className="team-discipline" aria-labelledby="team-discipline-title">
      <h2 id="team-discipline-title" className="team-section-title">
        {t('match.cards')}
      </h2>
      <dl className="team-stats__grid team-discipline__cards">
        <div className="team-stats__cell">
          <dt>
            <CardIcon kind="yellow" labelled={false} /> {t('match.discipline.yellowCards')}
          </dt>
          <dd>{format.number(cards?.yellowCards ?? 0)}</dd>
        </div>
        <div className="team-stats__cell">
          <dt>
            <CardIcon kind="red" labelled={false} /> {t('match.discipline.redCards')}
          </dt>
          <dd>{format.number(cards?.redCards ?? 0)}</dd>
        </div>
      </dl>
      {suspensions ? (
        <>
          <h3 className="team-discipline__title">{t('match.suspended.title')}</h3>
          {suspensions.length === 0 ? (
            <p className="muted">{t('match.suspended.none')}</p>
          ) : (
            <ul className="team-discipline__list">
              {suspensions.map((s) => (
                <li key={`${s.playerId}-${s.gameId}`} className="team-discipline__row">
                  <Link to={`/user/${s.playerId}`} className="team-discipline__player">
                    <Name>{s.playerName}</Name>
                  </Link>
                  <Link to={`/events/${eventSlug}/games/${s.gameId}`} className="team-discipline__game">
                    {s.opponent ? t('match.suspended.against', { opponent: isolate(s.opponent) }) : t('match.suspended.nextGame')}
                    {s.startTime ? (
                      <>
                        {' · '}
                        <time dateTime={s.startTime}>{format.date(s.startTime, 'weekdayTime')}</time>
                      </>
                    ) : null}
                  </Link>
                  <span className="team-discipline__why">
                    <CardIcon kind={s.reason === 'redCard' ? 'red' : 'yellow'} labelled={false} />{' '}
                    {t(s.reason === 'redCard' ? 'match.suspended.redCard' : 'match.suspended.yellowCards')}
                  </span>
                  {gamesLeft.has(`${s.playerId} ${s.gameId}`) ? (
                    <span className="team-discipline__why">
                      {t('match.suspended.gamesLeft', { n: gamesLeft.get(`${s.playerId} ${s.gameId}`)! })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

/** Beside a squad member: his yellow and red cards for this team, the count after each card shape. */
export function SquadCards({ cards }: { cards: PlayerCards }) {
  const t = useT();
  const format = useFormat();
  const tally: ['yellow' | 'red', number, string][] = [
    ['yellow', cards.yellowCards, 'match.discipline.yellowCards'],
    ['red', cards.redCards, 'match.discipline.redCards'],
  ];
  return (
    <span className="squad__cards">
      {tally
        .filter(([, n]) => n > 0)
        .map(([kind, n, label]) => (
          <span key={kind} className="squad__card" role="img" aria-label={`${t(label)}: ${format.number(n)}`}>
            <CardIcon kind={kind} labelled={false} />
            <span aria-hidden="true">{format.number(n)}</span>
          </span>
        ))}
    </span>
  );
}
