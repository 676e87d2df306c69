import type { EventPageResponse, PublicAgeGroup, PublicGame } from '@pitchside/shared';
import { useMemo } from 'react';
import { ageGroupLabel } from '../../components/event/event-header';
import { beirutDay } from '../../components/event/games-filter';
import { recomputeGroups } from '../../components/event/group-table';
import type { KnockoutSlot } from '../../components/schedule/pitches-now';
import { useT } from '../../i18n';
import { BoardSlideView, type BoardSlide } from './board-slides';
import { useRotation } from './use-rotation';

/** Games listed on the "coming up" panel: what a 1080-pixel-high screen shows in big type. */
const UPCOMING_ROWS = 8;
const WAITING: readonly string[] = ['Upcoming', 'scheduled'];

/** An age group's event page (or the event's own, when it has no age groups). */
export interface AgePage {
  ageGroup: PublicAgeGroup | null;
  page: EventPageResponse;
}

interface Props {
  slug: string;
  agePages: readonly AgePage[];
  games: readonly PublicGame[] | undefined;
  slots: readonly KnockoutSlot[];
  pitchIds: readonly string[];
  onlyThosePitches: boolean;
  now: Date;
  rotateMs: number;
}

/** The board's lower half: one panel at a time, the next every few seconds, with no control to press. */
export default function BoardRotation({ slug, agePages, games, slots, pitchIds, onlyThosePitches, now, rotateMs }: Props) {
  const t = useT();
  const slides = useMemo(
    () => boardSlides(slug, agePages, games, slots, pitchIds, onlyThosePitches, now),
    [slug, agePages, games, slots, pitchIds, onlyThosePitches, now],
  );
  const index = useRotation(slides.length, rotateMs);
  const slide = slides[index];
  if (!slide) return null;
  return (
    <div className="board-rotation">
      <BoardSlideView key={slide.key} slide={slide} />
      {slides.length > 1 ? (
        <p className="board-rotation__count" aria-hidden="true">
          {t('schedule.board.slide', { current: index + 1, total: slides.length })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The rotating panels: the games coming up (on the chosen pitches when the board shows some), then
 * per age group its group tables (rebuilt from the games on the device, so a result shows at once)
 * or league table, and its bracket once drawn.
 */
export function boardSlides(
  slug: string,
  agePages: readonly AgePage[],
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
