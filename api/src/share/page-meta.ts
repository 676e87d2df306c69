import { formatDate, localScoreLine, isolateName, PAGE_TEXTS, PUBLIC_GAMES_LIMIT, type Locale } from '@pitchside/shared';
import type { Tx } from '../db/client';
import type { PathValues } from './page-hints';
import { AppError } from '../lib/errors';
import { eventPage, gameDetail } from '../events/service';
import { teamById } from '../teams/service';
import { userProfile } from '../users/service';
import { PREVIEW_HEIGHT, PREVIEW_TYPE, PREVIEW_WIDTH, previewContent, previewPath, SITE_PREVIEW } from './preview-image';

/** What a link preview shows for one page, in the reader's language; image is a path below the site. */
export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  /** The preview image's own size and type, when it is one made for previews (1200x630). */
  imageSize?: { width: number; height: number; type: string } | undefined;
  imageAlt?: string | undefined;
  type: 'website' | 'profile';
  /**
   * What the page's first answer tells its next requests (ids, the age group shown), by the names the
   * declared routes give them: the routes declared for the page are announced filled with these.
   */
  answer: PathValues;
}

/** A page that does not exist (or an id of the wrong shape) gets the plain shell, not an error page. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

const kickoffText = (iso: string | null, locale: Locale) => (iso ? formatDate(iso, 'weekdayTime', locale) : null);

const PREVIEW_SIZE = { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, type: PREVIEW_TYPE };

export function homeMeta(locale: Locale): PageMeta {
  const t = PAGE_TEXTS[locale];
  return {
    title: t.homeTitle,
    description: t.homeDescription,
    image: previewPath(SITE_PREVIEW),
    imageSize: PREVIEW_SIZE,
    imageAlt: t.homeTitle,
    type: 'website',
    answer: {},
  };
}

/** The page's own 1200x630 preview image (its path names the content version, so a change is a new image). */
async function previewImageMeta(db: Tx, kind: 'events' | 'teams' | 'games', id: string, alt: string) {
  const content = await previewContent(db, kind, id);
  return content
    ? { image: previewPath(content), imageSize: PREVIEW_SIZE, imageAlt: alt }
    : { image: null, imageSize: undefined, imageAlt: undefined };
}

export async function eventMeta(
  db: Tx,
  slug: string,
  query: { edition?: string | undefined; ageGroup?: string | undefined },
  locale: Locale,
): Promise<PageMeta | null> {
  const page = await orNull(() => eventPage(db, slug, query));
  if (!page) return null;
  const t = PAGE_TEXTS[locale];
  const e = page.event;
  const name = `${isolateName(e.event, locale)} ${t.edition(e.event_edition)}`;
  const parts = [name];
  if (page.activeAgeGroup) parts.push(isolateName(page.activeAgeGroup.name, locale));
  const ageGroup = page.activeAgeGroup?.slug ?? null;
  return {
    title: parts.join(' · '),
    description: t.eventDescription(name),
    ...(await previewImageMeta(db, 'events', e._id, t.logoAlt(isolateName(e.event, locale)))),
    type: 'website',
    // The tabs ask for the age group shown (the one asked for, else the first) and a first page of games.
    answer: { eventId: e._id, ageGroup, limit: String(PUBLIC_GAMES_LIMIT) },
  };
}

export async function gameMeta(db: Tx, slug: string, gameId: string, locale: Locale): Promise<PageMeta | null> {
  const g = await orNull(() => gameDetail(db, slug, gameId));
  if (!g) return null;
  const t = PAGE_TEXTS[locale];
  const home = isolateName(g.homeTeam.name, locale);
  const away = isolateName(g.awayTeam.name, locale);
  const played = g.status === 'completed' || g.status === 'live';
  // The score isolated too: in Arabic "2-1" must keep the home side's goals beside the home team.
  const headline = played ? `${home} ${isolateName(localScoreLine(g, locale), locale)} ${away}` : t.versus(home, away);
  const status = t.status[g.status as keyof typeof t.status] ?? g.status;
  const round = g.round || null;
  const when = kickoffText(g.startTime, locale);
  const place = g.location ? isolateName(g.location, locale) : null;
  const description = [round, status, when, place].filter(Boolean).join(' · ');
  return {
    title: `${headline}${round ? ` · ${round}` : ''}`,
    description: `${isolateName(g.event.event, locale)}: ${description}`,
    ...(await previewImageMeta(db, 'games', g._id, t.gameImageAlt(headline))),
    type: 'website',
    answer: {},
  };
}

export async function teamMeta(db: Tx, id: string, locale: Locale): Promise<PageMeta | null> {
  const t = await orNull(() => teamById(db, id));
  if (!t) return null;
  const texts = PAGE_TEXTS[locale];
  const name = isolateName(t.name, locale);
  return {
    title: `${name} · ${isolateName(t.event.event, locale)}`,
    description: texts.teamDescription(
      name,
      t.location ? isolateName(t.location, locale) : null,
      texts.teamRecord(t.wins, t.draws, t.losses),
    ),
    ...(await previewImageMeta(db, 'teams', t._id, texts.logoAlt(name))),
    type: 'website',
    answer: { teamId: t.teamId },
  };
}

export async function playerMeta(db: Tx, id: string, locale: Locale): Promise<PageMeta | null> {
  const u = await orNull(() => userProfile(db, id, null));
  if (!u) return null;
  const team = u.team[0];
  const iso = (s: string) => isolateName(s, locale);
  return {
    title: u.fullName,
    description: PAGE_TEXTS[locale].playerDescription(
      iso(u.fullName),
      team ? { name: iso(team.name), event: iso(team.event.event) } : null,
    ),
    image: u.portraitImage,
    type: 'profile',
    answer: {},
  };
}
