import { useEffect, useState } from 'react';
import type { KnockoutStage, PublicGame, PublicVenue } from '@pitchside/shared';
import { Link } from '../link';
import { Name } from '../name';
import { PageLoading } from '../states';
import { EmptyText, LoadFailed } from '../event/page-state';
import { roundText, useFormat, useT } from '../../i18n';
import { beirutDay } from '../event/games-filter';
import { isSlot, nowOnPitches, placedSlots, type KnockoutSlot } from './schedule-model';
import { PitchTag } from './pitch-tag';
import { VenuesList } from './venues-list';
import { ClockMinute } from '../match/clock-face';
import { readMatchReport } from '../match/public-report';
import './schedule.css';

/** A game moves from next to now when its status changes (live updates), but "today" moves with the clock. */
const CLOCK_MS = 60_000;

interface Props {
  slug: string;
  games: readonly PublicGame[] | undefined;
  venues: readonly PublicVenue[] | undefined;
  /** The age group's knockout: a game placed before its teams are known can be next on its pitch. */
  knockout?: KnockoutStage | null | undefined;
  loading: boolean;
  error: { status: number; message: string; code?: string } | null;
}

/**
 * The "Now" view: for every pitch, the game on it and the next one. It reads the games the event page
 * already has (and keeps current through its live stream), so it shows the same offline from the saved edition.
 */
export default function NowTab({ slug, games, venues, knockout, loading, error }: Props) {
  const t = useT();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => window.clearInterval(id);
  }, []);
  if (!games) {
    if (loading) return <PageLoading text={t('event.games.loading')} />;
    if (error) return <LoadFailed error={error} title={t('event.games.failed')} />;
  }
  const pitches = nowOnPitches([...(games ?? []), ...placedSlots(knockout)], venues, now);
  return (
    <div className="now-tab">
      <h2 className="now-tab__title">{t('schedule.now.title')}</h2>
      {pitches.length === 0 ? <EmptyText>{t('schedule.now.noPitches')}</EmptyText> : null}
      <ul className="now-pitches">
        {pitches.map(({ pitch, current, next }) => (
          <li key={pitch._id}>
            <section className="now-pitch" aria-labelledby={`now-${pitch._id}`}>
              <h3 id={`now-${pitch._id}`} className="now-pitch__title">
                <PitchTag pitch={pitch} />
                <Name className="now-pitch__name">{pitch.name}</Name>
              </h3>
              <div className="now-pitch__slot now-pitch__slot--current">
                <span className="now-pitch__label">
                  {current ? <span className="live-dot" aria-hidden="true" /> : null}
                  {t('schedule.now.current')}
                </span>
                {current ? <NowGame slug={slug} game={current} now={now} /> : <EmptyText>{t('schedule.now.nothing')}</EmptyText>}
              </div>
              <div className="now-pitch__slot">
                <span className="now-pitch__label">{t('schedule.now.next')}</span>
                {next ? <NowGame slug={slug} game={next} now={now} /> : <EmptyText>{t('schedule.now.noNext')}</EmptyText>}
              </div>
            </section>
          </li>
        ))}
      </ul>
      <VenuesList venues={venues} />
    </div>
  );
}

function NowGame({ slug, game, now }: { slug: string; game: PublicGame | KnockoutSlot; now: Date }) {
  const t = useT();
  const format = useFormat();
  // A next game on a later day says which day; today's says only the time.
  const style = game.startTime && beirutDay(game.startTime) === beirutDay(now) ? 'time' : 'weekdayTime';
  if (isSlot(game)) {
    // Its teams are still to come: the round says which game it is, "TBD" as on the bracket.
    return (
      <div className="now-game">
        <Name className="now-game__team">{game.homeTeam?.name ?? t('event.bracket.tbd')}</Name>
        <span className="now-game__middle">
          {roundText(game.round)} <time dateTime={game.startTime}>{format.date(game.startTime, style)}</time>
        </span>
        <Name className="now-game__team now-game__team--away">{game.awayTeam?.name ?? t('event.bracket.tbd')}</Name>
      </div>
    );
  }
  const live = game.status === 'live';
  const { clock, settings } = readMatchReport(game);
  return (
    <Link to={`/events/${slug}/games/${game._id}`} className="now-game">
      <Name className="now-game__team">{game.homeTeam.name}</Name>
      <span className="now-game__middle">
        {live ? (
          <span className="now-game__score">
            <bdi>{game.homeScore}</bdi>-<bdi>{game.awayScore}</bdi>
            {clock && clock.period !== 'notStarted' ? <ClockMinute clock={clock} settings={settings} /> : null}
          </span>
        ) : game.startTime ? (
          <time dateTime={game.startTime}>{format.date(game.startTime, style)}</time>
        ) : (
          t('event.vs')
        )}
      </span>
      <Name className="now-game__team now-game__team--away">{game.awayTeam.name}</Name>
    </Link>
  );
}
