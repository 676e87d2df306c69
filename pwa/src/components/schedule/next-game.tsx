import { eventGamesPath, type GamesListResponse, type PublicTeam } from '@pitchside/shared';
import { useApi } from '../../data/use-api';
import { useLiveEvent } from '../../data/use-live-event';
import { Link } from '../link';
import { Name } from '../name';
import { useFormat, useT } from '../../i18n';
import { nextGameOf } from './schedule-model';
import { PitchTag } from './pitch-tag';
import './schedule.css';

/**
 * The team's game on now, else its next one, with its time and pitch. It reads the edition's games
 * list, the same answer as the event page's Games tab (saved with the edition, so it shows offline),
 * and follows the event's live changes.
 */
export default function NextGame({ team }: { team: Pick<PublicTeam, '_id' | 'event' | 'ageGroup'> }) {
  const t = useT();
  const format = useFormat();
  const gamesApi = useApi<GamesListResponse>(eventGamesPath(team.event._id, team.ageGroup?.slug ?? null));
  useLiveEvent(team.event._id, (change) => {
    const known = change && gamesApi.data?.games.find((g) => g._id === change.gameId);
    if (!known || known.version < change.version) void gamesApi.refresh();
  });
  const game = gamesApi.data ? nextGameOf(gamesApi.data.games, team._id) : null;
  if (!game) return null;
  const live = game.status === 'live';
  const home = game.homeTeam._id === team._id;
  const opponent = home ? game.awayTeam : game.homeTeam;
  return (
    <section className="next-game" aria-labelledby="next-game-title">
      <h2 id="next-game-title" className="next-game__title">
        {live ? (
          <>
            <span className="live-dot" aria-hidden="true" />
            {t('schedule.next.live')}
          </>
        ) : (
          t('schedule.next.title')
        )}
      </h2>
      <Link to={`/events/${game.event.slug}/games/${game._id}`} className="next-game__link">
        <span className="next-game__opponent">
          {t('schedule.next.against')} <Name>{opponent.name}</Name>
        </span>
        {live ? (
          <span className="next-game__score">
            <bdi>{home ? game.homeScore : game.awayScore}</bdi>-<bdi>{home ? game.awayScore : game.homeScore}</bdi>
          </span>
        ) : game.startTime ? (
          <time dateTime={game.startTime}>{format.date(game.startTime, 'weekdayTime')}</time>
        ) : null}
        {game.pitch ? <PitchTag pitch={game.pitch} /> : null}
      </Link>
    </section>
  );
}
