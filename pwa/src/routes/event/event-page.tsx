import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  editionLabel,
  eventGamesPath,
  eventPagePath,
  eventRankingsPath,
  eventTeamsPath,
  type EventPageResponse,
  type EventRankingsResponse,
  type EventTeamsResponse,
  type GamesListResponse,
} from '@pitchside/shared';
import { useAfterLoad } from '../../data/after-load';
import { useApi } from '../../data/use-api';
import { useLiveEvent } from '../../data/use-live-event';
import { useLiveRefresh } from '../../data/use-live-refresh';
import { ageGroupLabel, EventHeader } from '../../components/event/event-header';
import { PageState } from '../../components/event/page-state';
import { PageLoading } from '../../components/states';
import type { RankingKey } from '../../components/event/rankings-tab';
import type { StageKey } from '../../components/event/standings-tab';
import { TabPanel, Tabs } from '../../components/tabs';
import { TeamsTab } from '../../components/event/teams-tab';
import { useDocumentTitle } from '../../app/use-title';
import { OfflineHelp } from '../../components/offline/offline-help';
import { apiText, formatError, useFormat, useT, withLaterTexts } from '../../i18n';
import './event-page.css';

// Saving the edition for offline runs beside the page, in its own chunk (with its texts), off the first load.
const SavedForOffline = lazy(withLaterTexts(() => import('../../components/offline/saved-for-offline')));
// The page opens on Teams: the other tabs (games list, tables and bracket, leaderboards) come when chosen.
// The games list and the Now view (what is on each pitch) use the schedule's texts, which follow the first paint.
// The Now view is its own chunk: read at the venue on match days, it is not part of every Games tab.
const GamesTab = lazy(withLaterTexts(() => import('../../components/event/games-tab').then((m) => ({ default: m.GamesTab }))));
const NowTab = lazy(withLaterTexts(() => import('../../components/schedule/now-tab')));
const StandingsTab = lazy(() => import('../../components/event/standings-tab').then((m) => ({ default: m.StandingsTab })));
const RankingsTab = lazy(withLaterTexts(() => import('../../components/event/rankings-tab').then((m) => ({ default: m.RankingsTab }))));

const TABS = [
  { key: 'teams', label: 'event.tab.teams' },
  { key: 'games', label: 'event.tab.games' },
  { key: 'standings', label: 'event.tab.standings' },
  { key: 'rankings', label: 'event.tab.rankings' },
  { key: 'now', label: 'event.tab.now' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (v: string | null): v is TabKey => TABS.some((t) => t.key === v);

export default function EventPage() {
  const { eventSlug = '' } = useParams();
  const t = useT();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const edition = params.get('edition');
  const ageGroupParam = params.get('ageGroup');
  const tabParam: TabKey = isTab(params.get('tab')) ? (params.get('tab') as TabKey) : 'teams';

  // Every choice lives in the URL, so a reload, a shared link or an offline visit opens the same view.
  const update = useCallback(
    (changes: Record<string, string | null>, opts: { push?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: !opts.push },
      );
    },
    [setParams],
  );

  const eventApi = useApi<EventPageResponse>(eventPagePath(eventSlug, { edition, ageGroup: ageGroupParam }));
  // While another edition or age group loads, the page keeps showing the last one instead of
  // blanking out; the selectors then jump to the new choice when it arrives.
  const [kept, setKept] = useState<{ slug: string; page: EventPageResponse } | null>(null);
  useEffect(() => {
    if (eventApi.data) setKept({ slug: eventSlug, page: eventApi.data });
  }, [eventApi.data, eventSlug]);
  const stale = eventApi.loading && kept?.slug === eventSlug ? kept.page : undefined;
  const page = eventApi.data ?? stale;
  // A link may name an age group this edition does not have (the server answers 400); the event
  // is still worth showing, with its default age group.
  const badAgeGroup = !eventApi.data && eventApi.error?.status === 400 && ageGroupParam !== null;
  useEffect(() => {
    if (badAgeGroup) update({ ageGroup: null });
  }, [badAgeGroup, update]);
  const eventId = page?.event._id ?? null;
  const ageGroup = page?.activeAgeGroup?.slug ?? null;

  const gamesApi = useApi<GamesListResponse>(eventId ? eventGamesPath(eventId, ageGroup) : null);
  const teamsApi = useApi<EventTeamsResponse>(eventId ? eventTeamsPath(eventId, ageGroup) : null);
  const rankingsApi = useApi<EventRankingsResponse>(eventId ? eventRankingsPath(eventId, ageGroup) : null);

  const loadedPage = useAfterLoad();
  const live = useLiveRefresh(gamesApi, eventApi, rankingsApi);
  const [liveTick, setLiveTick] = useState(0);
  useLiveEvent(eventId, (change) => {
    live(change);
    setLiveTick((n) => n + 1);
  });
  // What is on each pitch now: only for an edition whose venues have pitches.
  const venues = page?.event.venues;
  const hasPitches = !!venues?.some((v) => v.pitches.length);
  const tabs = hasPitches ? TABS : TABS.slice(0, -1);
  const tab: TabKey = hasPitches || tabParam !== 'now' ? tabParam : 'teams';
  const tabLabel = tabs.find((x) => x.key === tab)?.label;
  // The tab's name in the reader's language, never its catalog key; the age group named once.
  useDocumentTitle([
    page && `${page.event.event} ${format.edition(page.event.event_edition)}`,
    page?.activeAgeGroup && ageGroupLabel(page.activeAgeGroup),
    tabLabel && t(tabLabel),
  ]);

  const [refreshingRankings, setRefreshingRankings] = useState(false);
  const refreshRankings = async () => {
    setRefreshingRankings(true);
    try {
      await rankingsApi.refresh();
    } finally {
      setRefreshingRankings(false);
    }
  };

  if (!page) {
    if (eventApi.error) {
      if (eventApi.error.status === 404)
        return <PageState tone="error" title={apiText('eventNotFound')} detail={apiText('eventNotFoundDetail')} />;
      return (
        <PageState
          tone="error"
          title={t('event.fetchFailed')}
          detail={eventApi.error.status === 0 ? formatError(eventApi.error) : undefined}
        >
          {eventApi.error.status === 0 ? <OfflineHelp /> : null}
        </PageState>
      );
    }
    return <PageLoading text={t('event.loading')} />;
  }

  return (
    <div className="page event-page" aria-busy={page === stale}>
      <EventHeader
        event={page.event}
        editions={page.editions}
        ageGroups={page.ageGroups}
        activeAgeGroup={page.activeAgeGroup}
        // Age groups belong to one edition, so a new edition starts from its own default group.
        onEdition={(e) => update({ edition: String(e), ageGroup: null, group: null })}
        onAgeGroup={(slug) => update({ ageGroup: slug, group: null })}
      />
      <div className="event-page__offline">
        {/* Its code and the device database come once the page is up: the event comes first. */}
        {loadedPage && (
          <Suspense fallback={null}>
            <SavedForOffline
              eventId={page.event._id}
              name={`${page.event.event} ${editionLabel(page.event.event_edition)}`}
              liveTick={liveTick}
            />
          </Suspense>
        )}
      </div>
      <Tabs
        idBase="event"
        label={t('event.sections')}
        items={tabs.map((tb) => ({ key: tb.key, label: t(tb.label) }))}
        selected={tab}
        onSelect={(key) => update({ tab: key === 'teams' ? null : key, group: null })}
      />
      <TabPanel idBase="event" selected={tab}>
        <Suspense fallback={<PageLoading />}>
          {tab === 'teams' ? <TeamsTab teams={teamsApi.data?.teams} loading={teamsApi.loading} error={teamsApi.error} /> : null}
          {tab === 'games' ? (
            <GamesTab
              slug={page.event.slug || eventSlug}
              games={gamesApi.data?.games}
              venues={venues}
              knockout={page.activeKnockoutStage}
              loading={gamesApi.loading}
              error={gamesApi.error}
            />
          ) : null}
          {tab === 'now' ? (
            <NowTab
              slug={page.event.slug || eventSlug}
              games={gamesApi.data?.games}
              venues={venues}
              knockout={page.activeKnockoutStage}
              loading={gamesApi.loading}
              error={gamesApi.error}
            />
          ) : null}
          {tab === 'standings' ? (
            <StandingsTab
              slug={page.event.slug || eventSlug}
              page={page}
              games={gamesApi.data?.games}
              stage={(params.get('stage') as StageKey | null) ?? null}
              onStage={(s) => update({ stage: s, group: null })}
              openGroupId={params.get('group')}
              // Opening a group is a step the phone's Back button should undo.
              onOpenGroup={(id) => update({ group: id }, { push: true })}
            />
          ) : null}
          {tab === 'rankings' ? (
            <RankingsTab
              rankings={rankingsApi.data?.rankings}
              loading={rankingsApi.loading}
              error={rankingsApi.error}
              refreshing={refreshingRankings}
              selected={params.get('rank')}
              onSelect={(k: RankingKey) => update({ rank: k === 'goals' ? null : k })}
              onRefresh={() => void refreshRankings()}
            />
          ) : null}
        </Suspense>
      </TabPanel>
    </div>
  );
}
