import {
  editionLabel,
  eventGamesPath,
  eventPagePath,
  eventRankingsPath,
  eventTeamsPath,
  gamePagePath,
  scoreLine,
  teamHistoryPath,
  teamPagePath,
  userPagePath,
} from '@pitchside/shared';
import type { Tx } from '../db/client';
import { AppError } from '../lib/errors';
import { eventPage, gameDetail } from '../events/service';
import { teamById } from '../teams/service';
import { userProfile } from '../users/service';

/** What a link preview shows for one page; image is a path below the site (a logo or portrait). */
export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  type: 'website' | 'profile';
  /** The API answers the page asks for first (announced in its HTML so they load with its code). */
  data: string[];
}

const SITE = 'Pitchside';

const STATUS_WORDS: Record<string, string> = {
  completed: 'Full Time',
  live: 'Live',
  upcoming: 'Upcoming',
  scheduled: 'Scheduled',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

/** A page that does not exist (or an id of the wrong shape) gets the plain shell, not an error page. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

const kickoffText = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', {
        timeZone: 'Asia/Beirut',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      })
    : null;

export async function eventMeta(
  db: Tx,
  slug: string,
  query: { edition?: string | undefined; ageGroup?: string | undefined },
): Promise<PageMeta | null> {
  const page = await orNull(() => eventPage(db, slug, query));
  if (!page) return null;
  const e = page.event;
  const parts = [`${e.event} ${editionLabel(e.event_edition)}`];
  if (page.activeAgeGroup) parts.push(page.activeAgeGroup.name);
  const ageGroup = page.activeAgeGroup?.slug ?? null;
  return {
    title: parts.join(' · '),
    description: `Fixtures, live scores, standings, the bracket and rankings of ${e.event} ${editionLabel(e.event_edition)}, on ${SITE}.`,
    image: e.event_logo,
    type: 'website',
    data: [
      eventPagePath(slug, { edition: query.edition ?? null, ageGroup: query.ageGroup ?? null }),
      eventGamesPath(e._id, ageGroup),
      eventTeamsPath(e._id, ageGroup),
      eventRankingsPath(e._id, ageGroup),
    ],
  };
}

export async function gameMeta(db: Tx, slug: string, gameId: string): Promise<PageMeta | null> {
  const g = await orNull(() => gameDetail(db, slug, gameId));
  if (!g) return null;
  const played = g.status === 'completed' || g.status === 'live';
  const headline = played ? `${g.homeTeam.name} ${scoreLine(g)} ${g.awayTeam.name}` : `${g.homeTeam.name} vs ${g.awayTeam.name}`;
  const status = STATUS_WORDS[g.status] ?? g.status;
  const round = g.round || null;
  const when = kickoffText(g.startTime);
  const description = [round, status, when, g.location].filter(Boolean).join(' · ');
  return {
    title: `${headline}${round ? ` · ${round}` : ''}`,
    description: `${g.event.event}: ${description}`,
    image: g.homeTeam.logo ?? null,
    type: 'website',
    data: [gamePagePath(slug, gameId)],
  };
}

export async function teamMeta(db: Tx, id: string): Promise<PageMeta | null> {
  const t = await orNull(() => teamById(db, id));
  if (!t) return null;
  const record = `${t.wins} W · ${t.draws} D · ${t.losses} L`;
  return {
    title: `${t.name} · ${t.event.event}`,
    description: `${t.name}${t.location ? ` (${t.location})` : ''}: ${record}, squad and results on ${SITE}.`,
    image: t.logo,
    type: 'website',
    data: [teamPagePath(id), ...(t.teamId ? [teamHistoryPath(t.teamId)] : [])],
  };
}

export async function playerMeta(db: Tx, id: string): Promise<PageMeta | null> {
  const u = await orNull(() => userProfile(db, id, null));
  if (!u) return null;
  const team = u.team[0];
  return {
    title: u.fullName,
    description: team ? `${u.fullName} plays for ${team.name} (${team.event.event}) on ${SITE}.` : `${u.fullName} on ${SITE}.`,
    image: u.portraitImage,
    type: 'profile',
    data: [userPagePath(id)],
  };
}
