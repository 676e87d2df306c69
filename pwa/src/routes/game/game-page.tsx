import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { gamePagePath, type GameDetail, type GameResponse } from '@pitchside/shared';
import { useApi } from '../../data/use-api';
import { useLiveEvent } from '../../data/use-live-event';
import { PageState } from '../../components/event/page-state';
import { TabPanel, Tabs } from '../../components/tabs';
import { GameDetails } from '../../components/game/game-details';
import { formatKickoff, scoreOf } from '../../components/game/game-format';
import { scoreText } from '../../components/game/score-text';
import { Lineups } from '../../components/game/lineups';
import { Scoreboard } from '../../components/game/scoreboard';
import { PageLoading } from '../../components/states';
import { OfflineHelp } from '../../components/offline/offline-help';
import { ShareActions } from '../../components/share/share-actions';
import { ageText, useNow } from '../../components/offline/age';
import { useDocumentTitle } from '../../app/use-title';
import { apiText, formatError, roundText, translate, useT, withLaterTexts } from '../../i18n';
import './game-page.css';
import { Name } from '../../components/name';
import { PitchTag } from '../../components/schedule/pitch-tag';
import { LazyClockFace } from '../../components/match/lazy';
import { readMatchReport } from '../../components/match/public-report';

// The bell (follow this game) is not needed for the first paint: its code and texts come after.
const FollowGame = lazy(withLaterTexts(() => import('../../components/offline/follow-game')));

const TABS = [
  { key: 'details', label: 'game.tab.details' },
  { key: 'lineups', label: 'game.tab.lineups' },
] as const;

/** The page's error text: 'Game not found' for 404, the HTTP status for other answers (spec section 7). */
export function gameErrorText(error: { status: number; message: string }): string {
  if (error.status === 404) return apiText('gameNotFound');
  if (error.status > 0) return translate('game.httpError', { status: error.status });
  return translate('game.loadFailed');
}

/** Where the game is played: the pitch's code as on the signs, its name and its venue; else the spec's location. */
function Place({ game }: { game: GameDetail }) {
  const pitch = game.pitch;
  if (pitch)
    return (
      <span className="game-page__place">
        <PitchTag pitch={pitch} venue={false} />
        {pitch.name !== pitch.code ? <Name>{pitch.name}</Name> : null}
        <span aria-hidden="true"> · </span>
        <Name>{pitch.venue.name}</Name>
      </span>
    );
  return game.location ? <Name>{game.location}</Name> : null;
}

export default function GamePage() {
  const { eventSlug = '', gameId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const t = useT();
  const tab = params.get('tab') === 'lineups' ? 'lineups' : 'details';
  const api = useApi<GameResponse>(gamePagePath(eventSlug, gameId));
  const game = api.data?.game;
  const now = useNow();
  const played = game && (game.status === 'completed' || game.status === 'live');
  useDocumentTitle([
    game && `${game.homeTeam.name} ${played ? scoreText(scoreOf(game)) : t('event.vs')} ${game.awayTeam.name}`,
    game?.round && roundText(game.round),
    game?.event.event,
  ]);

  useLiveEvent(game?.event._id, (change) => {
    // Other games of the event change too; only this one (and only a newer version) needs a fetch.
    if (change && (change.gameId !== gameId || (game && change.version <= game.version))) return;
    void api.refresh();
  });

  if (!game) {
    if (api.error) {
      return (
        <div className="page">
          <PageState tone="error" title={gameErrorText(api.error)} detail={api.error.status === 0 ? formatError(api.error) : undefined}>
            {api.error.status === 0 ? <OfflineHelp /> : null}
          </PageState>
        </div>
      );
    }
    return <PageLoading text={t('game.loading')} />;
  }

  const kickoff = formatKickoff(game.startTime);
  const report = readMatchReport(game);
  return (
    <div className="page game-page">
      <header className="game-page__header">
        <Link to={`/events/${game.event.slug || eventSlug}?tab=games`} className="game-page__event">
          <Name>{game.event.event}</Name>
        </Link>
        <h1 className="game-page__round">{game.round ? roundText(game.round) : t('game.title')}</h1>
        <p className="game-page__meta">
          {kickoff ? (
            <time dateTime={game.startTime ?? undefined}>{t('game.kickoffBeirut', { time: kickoff })}</time>
          ) : (
            <span>{t('game.tba')}</span>
          )}
          {game.pitch || game.location ? (
            <>
              <span aria-hidden="true"> · </span>
              <Place game={game} />
            </>
          ) : null}
        </p>
      </header>
      <div className="game-page__share">
        <ShareActions />
        <Suspense fallback={null}>
          <FollowGame gameId={game._id} eventId={game.event._id} label={`${game.homeTeam.name} – ${game.awayTeam.name}`} />
        </Suspense>
      </div>
      <Scoreboard game={game} />
      {report.clock && report.clock.period !== 'notStarted' ? (
        <div className="game-page__clock">
          <Suspense fallback={null}>
            <LazyClockFace clock={report.clock} settings={report.settings} />
          </Suspense>
        </div>
      ) : null}
      {game.status === 'live' && api.fetchedAt !== null ? (
        <p className="game-page__confirmed">{t('offline.scoreConfirmed', { age: ageText(t, api.fetchedAt, now) })}</p>
      ) : null}
      <div className="game-page__tabs">
        <Tabs
          idBase="game"
          label={t('game.sections')}
          items={TABS.map((tb) => ({ key: tb.key, label: t(tb.label) }))}
          selected={tab}
          onSelect={(key) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (key === 'details') next.delete('tab');
                else next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
        />
        <TabPanel idBase="game" selected={tab}>
          {tab === 'details' ? <GameDetails game={game} /> : <Lineups game={game} />}
        </TabPanel>
      </div>
    </div>
  );
}
