import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { eventGamesPath, eventPagePath, type EventPageResponse, type GamesListResponse, type PublicGame } from '@pitchside/shared';
import { useApi } from '../../data/use-api';
import { PageState } from '../../components/event/page-state';
import { nowOnPitches, type KnockoutSlot } from '../../components/schedule/pitches-now';
import { PageLoading } from '../../components/states';
import { useDocumentTitle } from '../../app/use-title';
import { formatError, useFormat, useT } from '../../i18n';
import { boardOptions, pickPitches } from './board-options';
import { BoardPitch } from './board-pitch';
import { loadBoardLater } from './game-clock';
import type { AgeGroupData } from './board-live';
import './board.css';

// The rotating panels (tables, bracket, coming games) follow the pitches: the first paint is what is on now.
const BoardRotation = lazy(() => loadBoardLater().then((m) => m.loadRotation()));
const BoardLive = lazy(() => loadBoardLater().then((m) => ({ default: m.BoardLive })));
const BoardFreshness = lazy(() => loadBoardLater().then((m) => ({ default: m.BoardFreshness })));

/** The pitches list "now" moves with the clock as well as with live changes. */
const CLOCK_MS = 30_000;
const NO_AGE_GROUP_DATA: AgeGroupData = { agePages: [], slots: [] };

/**
 * The venue board (`/events/:slug/board`): for a TV by the pitches, every pitch's game now and the
 * next one, then the games coming up and each age group's tables and bracket in turn. It reads the
 * same answers as the event page (kept on the device, so it opens from the device's copy and keeps
 * its last state without signal) and follows the same live stream. Nothing on it needs a pointer.
 */
export default function BoardPage() {
  const { eventSlug = '' } = useParams();
  const [params] = useSearchParams();
  const options = useMemo(() => boardOptions(params), [params]);
  const t = useT();
  const format = useFormat();

  const eventApi = useApi<EventPageResponse>(eventPagePath(eventSlug, { edition: options.edition }));
  const page = eventApi.data;
  const eventId = page?.event._id ?? null;
  // Every age group's games: a pitch hosts whichever is on it.
  const gamesApi = useApi<GamesListResponse>(eventId ? eventGamesPath(eventId, null) : null);
  // Each age group's page and the knockout games placed before their teams are known, as BoardLive loads them.
  const [later, setLater] = useState<AgeGroupData>(NO_AGE_GROUP_DATA);
  const { agePages, slots } = later;

  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => window.clearInterval(id);
  }, []);

  const games = gamesApi.data?.games;
  const venues = page?.event.venues;
  const pitches = useMemo(
    () => pickPitches(nowOnPitches<PublicGame | KnockoutSlot>([...(games ?? []), ...slots], venues, now), options.pitches),
    [games, slots, venues, now, options.pitches],
  );

  const pitchIds = useMemo(() => pitches.map((p) => p.pitch._id), [pitches]);
  useDocumentTitle([page && `${page.event.event} ${format.edition(page.event.event_edition)}`, t('schedule.board.title')]);

  if (!page) {
    if (eventApi.error) {
      return <PageState tone="error" title={t('event.fetchFailed')} detail={formatError(eventApi.error)} />;
    }
    return <PageLoading text={t('event.loading')} />;
  }
  return (
    <main className="board">
      <Suspense fallback={null}>
        <BoardLive
          slug={eventSlug}
          edition={options.edition}
          lang={options.lang}
          page={page}
          games={gamesApi}
          event={eventApi}
          onAgeGroupData={setLater}
        />
      </Suspense>
      <header className="board-header">
        <h1 className="board-header__title">
          <bdi>{page.event.event}</bdi> {format.edition(page.event.event_edition)}
        </h1>
        <Suspense fallback={null}>
          <BoardFreshness fetchedAt={gamesApi.fetchedAt ?? eventApi.fetchedAt} />
        </Suspense>
        <time className="board-header__clock" dateTime={now.toISOString()}>
          {format.date(now, 'time')}
        </time>
      </header>
      {pitches.length === 0 ? (
        <p className="board-empty">{t('schedule.now.noPitches')}</p>
      ) : (
        <ul className="board-pitches">
          {pitches.map((p) => (
            <li key={p.pitch._id}>
              <BoardPitch pitch={p.pitch} current={p.current} next={p.next} now={now} />
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        <BoardRotation
          slug={eventSlug}
          agePages={agePages}
          games={games}
          slots={slots}
          pitchIds={pitchIds}
          onlyThosePitches={options.pitches !== null}
          now={now}
          rotateMs={options.rotateMs}
        />
      </Suspense>
    </main>
  );
}
