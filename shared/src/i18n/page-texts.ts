import { ordinalFor } from './format';
import type { Locale } from './locales';

/**
 * Texts the server writes itself, outside the app: the titles and link-preview tags of shared pages,
 * the alt text of their preview images, and calendar feeds. The words follow the app's catalogues
 * (game.status.*, game.pens, common.edition), so a link preview reads as the page it opens.
 */
export interface PageTexts {
  site: string;
  /** og:locale, as Open Graph writes a language (language_TERRITORY). */
  ogLocale: string;
  homeTitle: string;
  homeDescription: string;
  edition: (n: number) => string;
  /** "(3-1 pens)" beside a score. */
  pens: (home: number, away: number) => string;
  versus: (home: string, away: string) => string;
  status: Record<'completed' | 'live' | 'upcoming' | 'scheduled' | 'postponed' | 'cancelled', string>;
  eventDescription: (event: string) => string;
  teamRecord: (wins: number, draws: number, losses: number) => string;
  teamDescription: (team: string, place: string | null, record: string) => string;
  playerDescription: (player: string, team: { name: string; event: string } | null) => string;
  /** The preview image's alt text. */
  logoAlt: (name: string) => string;
  gameImageAlt: (headline: string) => string;
}

const EN: PageTexts = {
  site: 'Pitchside',
  ogLocale: 'en_GB',
  homeTitle: 'Pitchside · Futsal in Lebanon',
  homeDescription:
    'Futsal and street football tournaments in Lebanon: fixtures, live scores, standings and leaderboards, even without signal.',
  edition: (n) => `${ordinalFor(n, 'en')} Edition`,
  pens: (h, a) => `(${h}-${a} pens)`,
  versus: (h, a) => `${h} vs ${a}`,
  status: {
    completed: 'Full Time',
    live: 'Live',
    upcoming: 'Upcoming',
    scheduled: 'Scheduled',
    postponed: 'Postponed',
    cancelled: 'Cancelled',
  },
  eventDescription: (e) => `Fixtures, live scores, standings, the bracket and rankings of ${e}, on Pitchside.`,
  teamRecord: (w, d, l) => `${w} W · ${d} D · ${l} L`,
  teamDescription: (t, place, record) => `${t}${place ? ` (${place})` : ''}: ${record}, squad and results on Pitchside.`,
  playerDescription: (p, team) => (team ? `${p} plays for ${team.name} (${team.event}) on Pitchside.` : `${p} on Pitchside.`),
  logoAlt: (name) => `Logo of ${name}`,
  gameImageAlt: (headline) => `${headline}, with both teams' logos`,
};

const AR: PageTexts = {
  site: 'Pitchside',
  // Open Graph's own tag for Arabic (the list Facebook and WhatsApp read).
  ogLocale: 'ar_AR',
  homeTitle: 'Pitchside · كرة الصالات في لبنان',
  homeDescription: 'بطولات كرة الصالات وكرة الشارع في لبنان: المباريات والنتائج المباشرة والترتيب ولوائح الأفضل، حتى من دون إرسال.',
  edition: (n) => `النسخة ${ordinalFor(n, 'ar')}`,
  pens: (h, a) => `(${h}-${a} ترجيح)`,
  versus: (h, a) => `${h} ضد ${a}`,
  status: {
    completed: 'انتهت',
    live: 'مباشر',
    upcoming: 'قادمة',
    scheduled: 'مجدولة',
    postponed: 'مؤجّلة',
    cancelled: 'ملغاة',
  },
  eventDescription: (e) => `مباريات ${e} ونتائجها المباشرة والترتيب والأدوار الإقصائية والإحصاءات، على Pitchside.`,
  teamRecord: (w, d, l) => `الانتصارات: ${w} · التعادلات: ${d} · الهزائم: ${l}`,
  teamDescription: (t, place, record) => `${t}${place ? ` (${place})` : ''}: ${record}، اللاعبون والنتائج على Pitchside.`,
  playerDescription: (p, team) => (team ? `${p} يلعب مع ${team.name} (${team.event}) على Pitchside.` : `${p} على Pitchside.`),
  logoAlt: (name) => `شعار ${name}`,
  gameImageAlt: (headline) => `${headline}، مع شعارَي الفريقين`,
};

const FR: PageTexts = {
  site: 'Pitchside',
  ogLocale: 'fr_FR',
  homeTitle: 'Pitchside · Le futsal au Liban',
  homeDescription:
    'Les tournois de futsal et de football de rue au Liban : matchs, scores en direct, classements et meilleurs joueurs, même sans réseau.',
  edition: (n) => `${ordinalFor(n, 'fr')} édition`,
  pens: (h, a) => `(${h}-${a} t.a.b.)`,
  versus: (h, a) => `${h} – ${a}`,
  status: {
    completed: 'Terminé',
    live: 'En direct',
    upcoming: 'À venir',
    scheduled: 'Programmé',
    postponed: 'Reporté',
    cancelled: 'Annulé',
  },
  eventDescription: (e) => `Matchs, scores en direct, classements, tableau final et statistiques de ${e}, sur Pitchside.`,
  teamRecord: (w, d, l) => `${w} V · ${d} N · ${l} D`,
  teamDescription: (t, place, record) => `${t}${place ? ` (${place})` : ''} : ${record}, effectif et résultats sur Pitchside.`,
  playerDescription: (p, team) => (team ? `${p} joue pour ${team.name} (${team.event}) sur Pitchside.` : `${p} sur Pitchside.`),
  logoAlt: (name) => `Logo de ${name}`,
  gameImageAlt: (headline) => `${headline}, avec les logos des deux équipes`,
};

export const PAGE_TEXTS: Record<Locale, PageTexts> = { en: EN, ar: AR, fr: FR };

/** The score as a page title writes it: "2-2 (3-1 pens)" in the reader's words for the shoot-out. */
export function localScoreLine(
  g: { homeScore: number; awayScore: number; homePenalties: number | null; awayPenalties: number | null },
  locale: Locale,
): string {
  const goals = `${g.homeScore}-${g.awayScore}`;
  if (g.homePenalties === null && g.awayPenalties === null) return goals;
  return `${goals} ${PAGE_TEXTS[locale].pens(g.homePenalties ?? 0, g.awayPenalties ?? 0)}`;
}

/** Calendar feed texts (summaries and descriptions of fixtures). */
export interface CalendarTexts {
  versus: (home: string, away: string) => string;
  /** A summary marked with the game's state when it will not be played as listed. */
  marked: (status: 'postponed' | 'cancelled', summary: string) => string;
  /** The product line of the feed (PRODID language). */
  language: string;
}

export const CALENDAR_TEXTS: Record<Locale, CalendarTexts> = {
  en: {
    versus: EN.versus,
    marked: (s, summary) => `${EN.status[s]}: ${summary}`,
    language: 'EN',
  },
  ar: {
    versus: AR.versus,
    marked: (s, summary) => `${AR.status[s]}: ${summary}`,
    language: 'AR',
  },
  fr: {
    versus: FR.versus,
    marked: (s, summary) => `${FR.status[s]} : ${summary}`,
    language: 'FR',
  },
};

/**
 * A user-typed name inside a server-written Arabic text (a title, a calendar summary), wrapped in
 * Unicode isolates (FSI … PDI): plain text has no <bdi>, and without them "Achrafieh نمور FC" beside
 * Arabic words is shown reversed. Left-to-right texts keep names as typed.
 */
export function isolateName(name: string, locale: Locale): string {
  return locale === 'ar' ? `\u2068${name}\u2069` : name;
}
