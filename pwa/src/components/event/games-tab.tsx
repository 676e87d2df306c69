import { useSearchParams } from 'react-router';
import { Link } from '../link';
import type { KnockoutStage, PublicGame, PublicVenue } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { shootOutText } from '../game/score-text';
import { StatusBadge } from '../game/status-badge';
import { PageLoading } from '../states';
import { EmptyText, LoadFailed } from './page-state';
import { sectionOf, splitGames, type GamesSectionKey } from './games-sections';
import { beirutDay, FILTERS_FROM_GAMES, filterGames, teamsOf, type GamesFilter } from './games-filter';
import { roundText, useFormat, useT } from '../../i18n';
import './games-tab.css';
import { SelectField } from '../field';
import { Name } from '../name';
import { ScheduleView } from '../schedule/schedule-view';
import { PitchTag } from '../schedule/pitch-tag';
import { isSlot, pitchesOf, placedSlots, type KnockoutSlot } from '../schedule/schedule-model';
import { VenuesList } from '../schedule/venues-list';

const EMPTY_TEXT: Record<GamesSectionKey, string | null> = {
  // The spec gives no empty text for Live Now: the section simply does not show.
  live: null,
  upcoming: 'event.games.none.upcoming',
  completed: 'event.games.none.completed',
};

const SECTION_KEYS: Record<GamesSectionKey, string> = {
  live: 'event.section.live',
  upcoming: 'event.section.upcoming',
  completed: 'event.section.completed',
};

interface Props {
  slug: string;
  games: readonly PublicGame[] | undefined;
  /** The edition's venues, for the pitches' order in the by-day-and-pitch view. */
  venues?: readonly PublicVenue[] | undefined;
  /** The age group's knockout: its games placed before their teams are known show by day and pitch too. */
  knockout?: KnockoutStage | null | undefined;
  loading: boolean;
  error: { status: number; message: string; code?: string } | null;
}

/** The filters live in the address (?day=today&team=<id>), so a reload or a shared link keeps them. */
function useGamesFilter(): [GamesFilter, (changes: Partial<GamesFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter: GamesFilter = { today: params.get('day') === 'today', teamId: params.get('team') || null };
  const set = (changes: Partial<GamesFilter>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (changes.today !== undefined) {
          if (changes.today) next.set('day', 'today');
          else next.delete('day');
        }
        if (changes.teamId !== undefined) {
          if (changes.teamId) next.set('team', changes.teamId);
          else next.delete('team');
        }
        return next;
      },
      { replace: true },
    );
  return [filter, set];
}

export function GamesTab({ slug, games, venues, knockout, loading, error }: Props) {
  const t = useT();
  const [filter, setFilter] = useGamesFilter();
  const [params, setParams] = useSearchParams();
  if (!games) {
    if (loading) return <PageLoading text={t('event.games.loading')} />;
    if (error) return <LoadFailed error={error} title={t('event.games.failed')} />;
  }
  const listed = (games ?? []).filter((g) => sectionOf(g.status) !== null);
  const teams = teamsOf(listed);
  const teamId = teams.some((x) => x._id === filter.teamId) ? filter.teamId : null;
  const filtering = filter.today || teamId !== null;
  const shown = filtering ? filterGames(listed, { today: filter.today, teamId }) : listed;
  const sections = splitGames(shown);
  // A phone shows one game card per row: past a screenful, the list gets a Today switch and a team picker.
  const showFilters = filtering || listed.length >= FILTERS_FROM_GAMES;
  // Once games have pitches, fans can read them by day and pitch (?view=pitches, ?pitch=<id>) as at the venue.
  const pitches = pitchesOf(listed, venues);
  const byPitch = pitches.length > 0 && params.get('view') === 'pitches';
  const pitchId = byPitch && pitches.some((p) => p._id === params.get('pitch')) ? params.get('pitch') : null;
  const slots = placedSlots(knockout).filter(
    (s) =>
      (!filter.today || beirutDay(s.startTime) === beirutDay(new Date())) &&
      (!teamId || s.homeTeam?._id === teamId || s.awayTeam?._id === teamId),
  );
  const setView = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const viewPicker =
    pitches.length > 0 ? (
      <div className="schedule-view__pick" role="group" aria-label={t('schedule.view.label')}>
        <button type="button" aria-pressed={!byPitch} onClick={() => setView({ view: null, pitch: null })}>
          {t('schedule.view.rounds')}
        </button>
        <button type="button" aria-pressed={byPitch} onClick={() => setView({ view: 'pitches' })}>
          {t('schedule.view.pitches')}
        </button>
        {byPitch ? (
          <SelectField
            label={t('schedule.pitch.filter')}
            labelHidden
            dir="auto"
            value={pitchId ?? ''}
            onChange={(e) => setView({ pitch: e.target.value || null })}
          >
            <option value="">{t('schedule.pitch.all')}</option>
            {pitches.map((p) => (
              <option key={p._id} value={p._id}>
                {`${p.code} · ${p.venue.name}`}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
    ) : null;
  return (
    <div className="games-tab">
      {viewPicker}
      {showFilters ? (
        <div className="games-filters" role="group" aria-label={t('event.games.filters')}>
          <button
            type="button"
            className={`games-filters__today${filter.today ? ' is-on' : ''}`}
            aria-pressed={filter.today}
            onClick={() => setFilter({ today: !filter.today })}
          >
            {t('event.games.today')}
          </button>
          <div className="games-filters__team">
            <SelectField
              label={t('event.games.team')}
              labelHidden
              dir="auto"
              value={teamId ?? ''}
              onChange={(e) => setFilter({ teamId: e.target.value || null })}
            >
              <option value="">{t('event.games.allTeams')}</option>
              {teams.map((x) => (
                <option key={x._id} value={x._id}>
                  {x.name}
                </option>
              ))}
            </SelectField>
          </div>
          {filtering ? (
            <span className="games-filters__count" aria-live="polite">
              {t('event.games.shown', { shown: shown.length, total: listed.length })}
            </span>
          ) : null}
        </div>
      ) : null}
      {filtering && shown.length === 0 ? (
        <div className="games-filters__none">
          <EmptyText>{t('event.games.noMatch')}</EmptyText>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setFilter({ today: false, teamId: null })}>
            {t('event.games.showAll')}
          </button>
        </div>
      ) : null}
      {byPitch ? (
        <>
          <ScheduleView
            games={[...shown, ...slots]}
            venues={venues}
            pitchId={pitchId}
            renderGame={(g) => (isSlot(g) ? <SlotCard slot={g} /> : <GameCard slug={slug} game={g} />)}
          />
          <VenuesList venues={venues} />
        </>
      ) : null}
      {(byPitch ? [] : (['live', 'upcoming', 'completed'] as const)).map((key) => {
        const rounds = sections[key];
        if (rounds.length === 0 && (EMPTY_TEXT[key] === null || (filtering && shown.length === 0))) return null;
        return (
          <section key={key} className={`games-section games-section--${key}`} aria-labelledby={`games-${key}`}>
            <h2 id={`games-${key}`} className="games-section__title">
              {key === 'live' ? <span className="live-dot" aria-hidden="true" /> : null}
              {t(SECTION_KEYS[key])}
            </h2>
            {rounds.length === 0 ? <EmptyText>{t(EMPTY_TEXT[key] ?? '')}</EmptyText> : null}
            {rounds.map((r) => (
              <div key={r.round} className="games-round">
                <h3 className="games-round__title">{roundText(r.round)}</h3>
                <ul className="game-cards">
                  {r.games.map((g) => (
                    <li key={g._id}>
                      <GameCard slug={slug} game={g} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}

/** A knockout game waiting for its teams: its round, time and pitch, the teams as the bracket names them. */
export function SlotCard({ slot }: { slot: KnockoutSlot }) {
  const t = useT();
  const format = useFormat();
  return (
    <article className="game-card">
      <div className="game-card__meta">
        <span>{roundText(slot.round)}</span>
        <time dateTime={slot.startTime}>{format.date(slot.startTime, 'weekdayTime')}</time>
        {slot.pitch ? <PitchTag pitch={slot.pitch} /> : null}
      </div>
      <div className="game-card__teams">
        <span className="game-card__team">
          <Name className="game-card__name">{slot.homeTeam?.name ?? t('event.bracket.tbd')}</Name>
        </span>
        <span className="game-card__vs">{t('event.vs')}</span>
        <span className="game-card__team game-card__team--away">
          <Name className="game-card__name">{slot.awayTeam?.name ?? t('event.bracket.tbd')}</Name>
        </span>
      </div>
    </article>
  );
}

function GameCard({ slug, game }: { slug: string; game: PublicGame }) {
  const scored = game.status === 'live' || game.status === 'completed';
  const pens = shootOutText(game);
  const t = useT();
  const format = useFormat();
  const kickoff = game.startTime ? format.date(game.startTime, 'weekdayTime') || null : null;
  return (
    <article className="game-card">
      <div className="game-card__meta">
        <StatusBadge status={game.status} awaiting={game.awaitingConfirmation} />
        {kickoff ? <time dateTime={game.startTime ?? undefined}>{kickoff}</time> : null}
        {game.pitch ? <PitchTag pitch={game.pitch} /> : game.location ? <span>{game.location}</span> : null}
      </div>
      <div className="game-card__teams">
        <Link to={`/teams/${game.homeTeam._id}`} className="game-card__team game-card__team--home">
          <TeamLogo src={game.homeTeam.logo} name={game.homeTeam.name} size={32} />
          <Name className="game-card__name">{game.homeTeam.name}</Name>
        </Link>
        {/* The score links to the game; its ::after stretches over the card so a tap anywhere opens it. */}
        <Link
          to={`/events/${slug}/games/${game._id}`}
          className="game-card__score"
          // A played game's link is named by its own words around the score, so what is seen is what is said.
          aria-label={scored ? undefined : t('event.gameDetails', { home: game.homeTeam.name, away: game.awayTeam.name })}
        >
          {scored ? (
            <>
              <span className="visually-hidden">{t('event.scoreOf', { home: game.homeTeam.name, away: game.awayTeam.name })} </span>
              {/* One number per side, so in Arabic each team's goals sit beside it, as on the scoreboard. */}
              <span className="game-card__goals">
                <bdi>{game.homeScore}</bdi>-<bdi>{game.awayScore}</bdi>
              </span>
              {pens ? <small>{pens}</small> : null}
              <span className="visually-hidden"> {t('event.scoreDetails')}</span>
            </>
          ) : (
            <span className="game-card__vs">{t('event.vs')}</span>
          )}
        </Link>
        <Link to={`/teams/${game.awayTeam._id}`} className="game-card__team game-card__team--away">
          <Name className="game-card__name">{game.awayTeam.name}</Name>
          <TeamLogo src={game.awayTeam.logo} name={game.awayTeam.name} size={32} />
        </Link>
      </div>
    </article>
  );
}
