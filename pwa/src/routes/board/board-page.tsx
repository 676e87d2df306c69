import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  eventGamesPath,
  eventPagePath,
  type EventPageResponse,
  type GamesListResponse,
  type PublicAgeGroup,
  type PublicGame,
} from '@pitchside/shared';
import { useApi } from '../../data/use-api';
import { useLiveEvent } from '../../data/use-live-event';
import { useLiveRefresh } from '../../data/use-live-refresh';
import { ageGroupLabel } from '../../components/event/event-header';
import { recomputeGroups } from '../../components/event/group-table';
import { PageState } from '../../components/event/page-state';
import { beirutDay } from '../../components/event/games-filter';
import { nowOnPitches, placedSlots, type KnockoutSlot } from '../../components/schedule/schedule-model';
import { PageLoading } from '../../components/states';
import { useDocumentTitle } from '../../app/use-title';
import { activateLocale, apiText, currentLocale, formatError, useFormat, useT } from '../../i18n';
import { boardOptions, pickPitches } from './board-options';
import { BoardFreshness } from './board-freshness';
import { BoardPitch } from './board-pitch';
import { BoardSlideView, type BoardSlide } from './board-slides';
import { useRotation } from './use-rotation';
import './board.css';

/** The pitches list "now" moves with the clock as well as with live changes. */
const CLOCK_MS = 30_000;
/** Games listed on the "coming up" panel: what a 1080-pixel-high screen shows in big type. */
const UPCOMING_ROWS = 8;
const WAITING: readonly string[] = ['Upcoming', 'scheduled'];

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
  useBoardLanguage(options.lang);

  const eventApi = useApi<EventPageResponse>(eventPagePath(eventSlug, { edition: options.edition }));
  const page = eventApi.data;
  const eventId = page?.event._id ?? null;
  // Every age group's games: a pitch hosts whichever is on it.
  const gamesApi = useApi<GamesListResponse>(eventId ? eventGamesPath(eventId, null) : null);
  const [liveTick, setLiveTick] = useState(0);
  const live = useLiveRefresh(gamesApi, eventApi);
  useLiveEvent(eventId, (change) => {
    live(change);
    setLiveTick((n) => n + 1);
  });

  // Each age group's page (tables, bracket, knockout games placed before their teams are known).
  const [pages, setPages] = useState<Record<string, EventPageResponse>>({});
  const onAgeGroupPage = useCallback(
    (slug: string, p: EventPageResponse) => setPages((prev) => (prev[slug] === p ? prev : { ...prev, [slug]: p })),
    [],
  );
  const agePages = useMemo(() => {
    const list = page?.ageGroups ?? [];
    if (!list.length) return page ? [{ ageGroup: null, page }] : [];
    return list.flatMap((ag) => (pages[ag.slug] ? [{ ageGroup: ag as PublicAgeGroup | null, page: pages[ag.slug]! }] : []));
  }, [page, pages]);

  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => window.clearInterval(id);
  }, []);

  const games = gamesApi.data?.games;
  const slots = useMemo(
    () => agePages.flatMap(({ ageGroup, page: p }) => placedSlots(p.activeKnockoutStage, ageGroup && { name: ageGroupLabel(ageGroup) })),
    [agePages],
  );
  const venues = page?.event.venues;
  const pitches = useMemo(
    () => pickPitches(nowOnPitches<PublicGame | KnockoutSlot>([...(games ?? []), ...slots], venues, now), options.pitches),
    [games, slots, venues, now, options.pitches],
  );
  const slides = useMemo(
    () =>
      boardSlides(
        eventSlug,
        agePages,
        games,
        slots,
        pitches.map((p) => p.pitch._id),
        options.pitches !== null,
        now,
      ),
    [eventSlug, agePages, games, slots, pitches, options.pitches, now],
  );
  const index = useRotation(slides.length, options.rotateMs);

  useDocumentTitle([page && `${page.event.event} ${format.edition(page.event.event_edition)}`, t('schedule.board.title')]);

  if (!page) {
    if (eventApi.error) {
      if (eventApi.error.status === 404)
        return <PageState tone="error" title={apiText('eventNotFound')} detail={apiText('eventNotFoundDetail')} />;
      return <PageState tone="error" title={t('event.fetchFailed')} detail={formatError(eventApi.error)} />;
    }
    return <PageLoading text={t('event.loading')} />;
  }
  const slide = slides[index];
  return (
    <main className="board" data-pitches={Math.min(pitches.length, 4)}>
      {page.ageGroups.map((ag) => (
        <AgeGroupPage
          key={ag.slug}
          slug={eventSlug}
          edition={options.edition}
          ageGroup={ag.slug}
          refreshKey={liveTick}
          onPage={onAgeGroupPage}
        />
      ))}
      <header className="board-header">
        <h1 className="board-header__title">
          <bdi>{page.event.event}</bdi> {format.edition(page.event.event_edition)}
        </h1>
        <BoardFreshness fetchedAt={gamesApi.fetchedAt ?? eventApi.fetchedAt} />
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
      {slide ? (
        <div className="board-rotation">
          <BoardSlideView key={slide.key} slide={slide} />
          {slides.length > 1 ? (
            <p className="board-rotation__count" aria-hidden="true">
              {t('schedule.board.slide', { current: index + 1, total: slides.length })}
            </p>
          ) : null}
        </div>
      ) : null}
    </main>
  );
}

/** Loads (and keeps current, and on the device) one age group's event page for the rotating panels. */
function AgeGroupPage({
  slug,
  edition,
  ageGroup,
  refreshKey,
  onPage,
}: {
  slug: string;
  edition: string | null;
  ageGroup: string;
  refreshKey: number;
  onPage: (ageGroup: string, page: EventPageResponse) => void;
}) {
  const { data } = useApi<EventPageResponse>(eventPagePath(slug, { edition, ageGroup }), { refreshKey });
  useEffect(() => {
    if (data) onPage(ageGroup, data);
  }, [ageGroup, data, onPage]);
  return null;
}

/** `?lang=ar` shows the board in the event's language whatever the TV's browser prefers, without remembering it. */
function useBoardLanguage(lang: ReturnType<typeof boardOptions>['lang']) {
  useEffect(() => {
    if (lang && lang !== currentLocale()) void activateLocale(lang, { laterTexts: 'now' });
  }, [lang]);
}

/**
 * The rotating panels: the games coming up (on the chosen pitches when the board shows some), then
 * per age group its group tables (rebuilt from the games on the device, so a result shows at once)
 * or league table, and its bracket once drawn.
 */
export function boardSlides(
  slug: string,
  agePages: ReadonlyArray<{ ageGroup: PublicAgeGroup | null; page: EventPageResponse }>,
  games: readonly PublicGame[] | undefined,
  slots: readonly KnockoutSlot[],
  pitchIds: readonly string[],
  onlyThosePitches: boolean,
  now: Date,
): BoardSlide[] {
  const today = beirutDay(now);
  const shown = new Set(pitchIds);
  const upcoming = [...(games ?? []), ...slots]
    .filter((g) => WAITING.includes(g.status) && !!g.startTime && beirutDay(g.startTime) >= today)
    .filter((g) => !onlyThosePitches || (g.pitch && shown.has(g.pitch._id)))
    .sort((a, b) => Date.parse(a.startTime!) - Date.parse(b.startTime!))
    .slice(0, UPCOMING_ROWS);
  const slides: BoardSlide[] = [{ kind: 'upcoming', key: 'upcoming', games: upcoming }];
  for (const { ageGroup, page } of agePages) {
    const ag = ageGroup ?? page.activeAgeGroup;
    const title = ag ? ageGroupLabel(ag) : page.event.event;
    const key = ag?.slug ?? 'event';
    const rules = {
      tiebreakers: ag?.tiebreakers ?? page.tiebreakers,
      pointsAdjustments: ag?.pointsAdjustments ?? page.pointsAdjustments,
      drawingOfLots: ag?.drawingOfLots,
    };
    const serverGroups = page.activeGroupStage?.groups ?? [];
    const groups = games ? recomputeGroups(serverGroups, games, { rules }) : serverGroups;
    if (groups.length) slides.push({ kind: 'groups', key: `${key}-groups`, title, groups });
    if (page.leagueTable?.length) {
      const rows = games
        ? recomputeGroups([{ _id: 'league', groupName: 'League', teams: page.leagueTable }], games, { league: true, rules })[0]!.teams
        : page.leagueTable;
      slides.push({ kind: 'league', key: `${key}-league`, title, rows });
    }
    const knockout = page.activeKnockoutStage;
    if (knockout && knockout.bracket.rounds.length > 0)
      slides.push({ kind: 'bracket', key: `${key}-bracket`, title, slug, bracket: knockout.bracket, plannedTeams: ag?.knockoutTeams });
  }
  return slides;
}
