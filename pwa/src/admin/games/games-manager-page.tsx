import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { EVENTS_LIST_LIMIT, GAME_STATUSES, type GameStatus } from '@pitchside/shared';
import { EmptyState, ErrorState, PageLoading } from '../../components/states';
import { TabPanel, Tabs } from '../../components/tabs';
import { useApi } from '../../data/use-api';
import { useOnline } from '../../data/online';
import { requestPersistentStorage } from '../../sync/runtime';
import { useSyncRuntime } from '../../sync/sync-context';
import { SelectField } from '../field';
import { Flash, useFlash } from '../flash';
import { AwaitingConfirmation } from './awaiting-confirmation';
import { CreateGameForm } from './create-game-form';
import { DeleteGameDialog } from './delete-game';
import { GameCard } from './game-card';
import {
  NO_DAY,
  STATUS_TABS,
  ageGroupOptions,
  buildCards,
  dayOptions,
  eventOptionLabel,
  filterCards,
  paginate,
  roundOptions,
  sortEvents,
  statusMatches,
  tabOf,
  teamOptions,
  type EventSummary,
  type StatusTab,
} from './game-list';
import { GoalsDialog } from './goals-dialog';
import { HistoryDialog } from './history-dialog';
import { PenaltiesDialog } from './penalties-dialog';
import { PublishFixtures } from './publish-fixtures';
import { roundText, useFormat, useT, withLaterTexts } from '../../i18n';
import { gameStatusText } from '../describe';
import './games-manager.css';
import { useDocumentTitle } from '../../app/use-title';
import { useSession } from '../../app/session';
import { inStaffEditions, rolesOf, staffEditions } from '../../app/staff-roles';

// The match report's clock and cards read the texts that follow the first paint: they come with its code.
const MatchReportDialog = lazy(withLaterTexts(() => import('./match-report-dialog').then((m) => ({ default: m.MatchReportDialog }))));

const VIEWS = [
  { key: 'manage', label: 'admin-games.view.manage' },
  { key: 'create', label: 'admin-games.view.create' },
] as const;
type View = (typeof VIEWS)[number]['key'];

export const NOT_ON_DEVICE = "This event hasn't been opened on this device yet. Connect to load its games.";
const LAST_EVENT_KEY = 'admin.games.event';

function useEventData(eventId: string) {
  const rt = useSyncRuntime();
  // Re-runs whenever any tab changes the outbox or the pulled rows (Dexie live query).
  return useLiveQuery(async () => {
    if (!eventId) return null;
    const [views, games, teams, pending, cookie] = await Promise.all([
      rt.client.gameViews(eventId),
      rt.store.listRows('game', eventId),
      rt.store.listRows('team', eventId),
      rt.store.listPending(),
      rt.store.getCookie(eventId),
    ]);
    return { eventId, cards: buildCards(views, games, teams, pending), games, teams, pulled: cookie !== null };
  }, [eventId, rt]);
}

/** Games Manager, /admin/games (spec admin section 2): works from the device, offline included. */
export default function GamesManagerPage() {
  const rt = useSyncRuntime();
  const online = useOnline();
  const ids = useId();
  const flash = useFlash();
  const t = useT();
  useDocumentTitle([t('admin-games.title')]);
  const format = useFormat();
  const eventsApi = useApi<{ events: EventSummary[] }>(`/api/events?limit=${EVENTS_LIST_LIMIT}`);
  const { user } = useSession();
  // A scorer or organiser works on their own editions only: the others' games would not load anyway.
  const mine = useMemo(() => staffEditions(user), [user]);
  // No user here is an admin whose session lapsed (admin-gate): they keep their screens.
  const manages = !user || user.isAdmin || rolesOf(user).some((r) => r.role === 'organiser');
  const events = useMemo(
    () => sortEvents((eventsApi.data?.events ?? []).filter((e) => inStaffEditions(mine, e as EventSummary & { slug?: string }))),
    [eventsApi.data, mine],
  );

  const [chosenEvent, setChosenEvent] = useState(() => localStorage.getItem(LAST_EVENT_KEY) ?? '');
  const eventId = events.some((e) => e._id === chosenEvent) ? chosenEvent : (events[0]?._id ?? '');
  const [teamId, setTeamId] = useState('');
  const [round, setRound] = useState('');
  const [status, setStatus] = useState<GameStatus | ''>('');
  const [ageGroupId, setAgeGroupId] = useState('');
  const [day, setDay] = useState('');
  const [moreOpen, setMoreOpen] = useState(false);
  const [tab, setTab] = useState<StatusTab>('all');
  // Cards the scorer has touched since choosing the filters stay put while their status changes.
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set());
  const hold = (id: string) => setHeld((h) => (h.has(id) ? h : new Set(h).add(id)));
  const [view, setView] = useState<View>('manage');
  const [page, setPage] = useState(1);
  const [refreshing, setRefreshing] = useState(false);
  const [dialog, setDialog] = useState<{ kind: 'goals' | 'report' | 'penalties' | 'history' | 'delete'; gameId: string } | null>(null);

  const data = useEventData(eventId);
  const current = data && data.eventId === eventId ? data : null;

  useEffect(() => {
    void requestPersistentStorage();
  }, []);

  // The open event is pulled now and on every later trigger (online, visible, timer).
  useEffect(() => {
    if (!eventId) return;
    const unwatch = rt.watch(eventId);
    void rt.pull(eventId);
    return unwatch;
  }, [eventId, rt]);

  const chooseEvent = (id: string) => {
    setChosenEvent(id);
    localStorage.setItem(LAST_EVENT_KEY, id);
    setTeamId('');
    setRound('');
    setStatus('');
    setAgeGroupId('');
    setDay('');
    setHeld(new Set());
    setPage(1);
  };

  /** A filter the admin changes: the list is chosen afresh, so touched cards no longer stay. */
  const refilter =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setHeld(new Set());
      setPage(1);
    };

  const refresh = async () => {
    setRefreshing(true);
    try {
      await eventsApi.refresh();
      await rt.syncNow();
      if (eventId) await rt.pull(eventId);
    } finally {
      setRefreshing(false);
    }
  };

  const teams = useMemo(() => teamOptions(current?.teams ?? []), [current]);
  const rounds = useMemo(() => roundOptions(current?.games ?? []), [current]);
  const ageGroups = useMemo(() => ageGroupOptions(current?.cards ?? []), [current]);
  const days = useMemo(() => dayOptions(current?.cards ?? []), [current]);
  const undated = current?.cards.some((c) => c.day === null) ?? false;
  const filters = { tab, teamId, round, status, ageGroupId, day };
  const filtered = useMemo(
    () => filterCards(current?.cards ?? [], { tab, teamId, round, status, ageGroupId, day }, held),
    [current, tab, teamId, round, status, ageGroupId, day, held],
  );
  const paged = paginate(filtered, page);
  const moreActive = [teamId, round, status].filter(Boolean).length;
  const showTab = (target: StatusTab) => {
    setTab(target);
    setStatus('');
    setHeld(new Set());
    setPage(1);
  };
  const open = dialog ? current?.cards.find((c) => c.id === dialog.gameId) : undefined;

  let body;
  if (eventsApi.error && events.length === 0) body = <ErrorState error={eventsApi.error} onRetry={() => void eventsApi.refresh()} />;
  else if (!eventId || !current) body = <PageLoading />;
  else if (!current.pulled && current.cards.length === 0)
    body = online ? (
      <PageLoading text={t('admin-games.loadingGames')} />
    ) : (
      <ErrorState error={{ status: 0, message: t('admin-games.notOnDevice') }} />
    );
  else if (view === 'create') body = <CreateGameForm eventId={eventId} teams={teams} onCreated={() => void rt.pull(eventId)} />;
  else
    body = (
      <>
        {manages && (
          <PublishFixtures
            eventId={eventId}
            cards={current.cards}
            onDone={(text, tone) => {
              flash.show(text, tone);
              if (tone !== 'error') void rt.pull(eventId);
            }}
          />
        )}
        {manages && <AwaitingConfirmation cards={current.cards} onMessage={flash.show} />}
        <Tabs
          items={STATUS_TABS.map((s) => ({ key: s.key, label: t(s.label) }))}
          selected={tab}
          onSelect={refilter(setTab)}
          label={t('admin-games.gameStatus')}
          idBase={`${ids}-status`}
          wrap
        />
        <TabPanel idBase={`${ids}-status`} selected={tab}>
          {paged.items.length === 0 ? (
            <EmptyState>{t('admin-games.noGames')}</EmptyState>
          ) : (
            <div className="gm-grid">
              {paged.items.map((g) => (
                <GameCard
                  key={g.id}
                  game={g}
                  onTouch={() => hold(g.id)}
                  movedTo={statusMatches(g, filters) ? undefined : { tab: tabOf(g.view.status), show: () => showTab(tabOf(g.view.status)) }}
                  onGoals={() => setDialog({ kind: 'goals', gameId: g.id })}
                  onReport={() => setDialog({ kind: 'report', gameId: g.id })}
                  onPenalties={() => setDialog({ kind: 'penalties', gameId: g.id })}
                  onHistory={() => setDialog({ kind: 'history', gameId: g.id })}
                  onDelete={() => setDialog({ kind: 'delete', gameId: g.id })}
                  onMessage={flash.show}
                />
              ))}
            </div>
          )}
          {paged.items.length > 0 && (
            <nav className="gm-pager" aria-label={t('admin-common.pages')}>
              <button type="button" className="btn btn-ghost btn-sm" disabled={paged.page <= 1} onClick={() => setPage(paged.page - 1)}>
                {t('admin-common.prev')}
              </button>
              <span>{t('admin-games.page', { page: paged.page, pages: paged.pages })}</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={paged.page >= paged.pages}
                onClick={() => setPage(paged.page + 1)}
              >
                {t('admin-common.next')}
              </button>
            </nav>
          )}
        </TabPanel>
      </>
    );

  return (
    <section className="page gm-page">
      <h1 className="page-title">{t('admin-games.title')}</h1>
      <div className="gm-header">
        <SelectField
          label={t('admin-games.event')}
          value={eventId}
          onChange={(e) => chooseEvent(e.target.value)}
          disabled={events.length === 0}
        >
          {events.length === 0 && <option value="">{t('admin-games.loadingEvents')}</option>}
          {events.map((e) => (
            <option key={e._id} value={e._id}>
              {eventOptionLabel(e)}
            </option>
          ))}
        </SelectField>
        {ageGroups.length > 0 && (
          <SelectField label={t('admin-games.ageGroup')} value={ageGroupId} onChange={(e) => refilter(setAgeGroupId)(e.target.value)}>
            <option value="">{t('admin-games.allAgeGroups')}</option>
            {ageGroups.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField label={t('admin-games.day')} value={day} onChange={(e) => refilter(setDay)(e.target.value)}>
          <option value="">{t('admin-games.allDays')}</option>
          {days.map((d) => (
            <option key={d.day} value={d.day}>
              {format.date(d.startTime, 'shortDate')}
            </option>
          ))}
          {undated && <option value={NO_DAY}>{t('admin-games.noDay')}</option>}
        </SelectField>
        <div className="gm-header-buttons">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-expanded={moreOpen}
            aria-controls={`${ids}-more`}
            onClick={() => setMoreOpen((o) => !o)}
          >
            {moreActive ? t('admin-games.moreFiltersOn', { n: moreActive }) : t('admin-games.moreFilters')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm gm-refresh" onClick={() => void refresh()} disabled={refreshing}>
            {refreshing ? t('admin-common.refreshing') : t('admin-common.refresh')}
          </button>
        </div>
        <div id={`${ids}-more`} className="gm-more-filters" hidden={!moreOpen}>
          <SelectField label={t('admin-games.team')} value={teamId} onChange={(e) => refilter(setTeamId)(e.target.value)}>
            <option value="">{t('admin-games.allTeams')}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.label}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('admin-games.round')} value={round} onChange={(e) => refilter(setRound)(e.target.value)}>
            <option value="">{t('admin-games.allRounds')}</option>
            {rounds.map((r) => (
              <option key={r} value={r}>
                {roundText(r)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('admin-common.status')}
            value={status}
            onChange={(e) => refilter(setStatus)(e.target.value as GameStatus | '')}
          >
            <option value="">{t('admin-games.allStatuses')}</option>
            {GAME_STATUSES.map((s) => (
              <option key={s} value={s}>
                {gameStatusText(s)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <Tabs
        items={VIEWS.filter((v) => manages || v.key === 'manage').map((v) => ({ key: v.key, label: t(v.label) }))}
        selected={view}
        onSelect={setView}
        label={t('admin-games.title')}
        idBase={`${ids}-view`}
      />
      <TabPanel idBase={`${ids}-view`} selected={view}>
        <Flash message={flash.message} />
        {body}
      </TabPanel>
      {open && dialog?.kind === 'goals' && <GoalsDialog game={open} onClose={() => setDialog(null)} />}
      {open && dialog?.kind === 'report' && (
        <Suspense fallback={null}>
          <MatchReportDialog game={open} games={current?.cards} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {open && dialog?.kind === 'penalties' && <PenaltiesDialog game={open} onClose={() => setDialog(null)} />}
      {open && dialog?.kind === 'history' && <HistoryDialog game={open} onClose={() => setDialog(null)} />}
      {open && dialog?.kind === 'delete' && (
        <DeleteGameDialog
          game={open}
          onCancel={() => setDialog(null)}
          onDeleted={(text) => {
            setDialog(null);
            flash.show(text);
            void rt.pull(eventId);
          }}
        />
      )}
    </section>
  );
}
