import type { Locale } from './locales';

/** The kinds of notification a follower gets; the payload's `kind`. */
export const PUSH_KINDS = ['kickoff', 'goal', 'redCard', 'halfTime', 'final', 'rescheduled'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * Texts of push notifications, written by the server in each follower's language. Names arrive
 * already isolated for right-to-left text (isolateName); `match` is "Home 2-1 Away" or "Home vs Away".
 */
export interface PushTexts {
  kickoff: { title: (match: string) => string; body: (place: string | null) => string };
  goal: {
    title: (scorer: string, minute: number) => string;
    ownGoalTitle: (player: string, minute: number) => string;
    body: (match: string) => string;
  };
  redCard: { title: (player: string, minute: number) => string; body: (match: string) => string };
  halfTime: { title: (match: string) => string; body: (event: string) => string };
  final: { title: (match: string) => string; body: (event: string) => string };
  rescheduled: { title: (match: string) => string; body: (when: string | null, place: string | null) => string };
  /** The notification's buttons that stop what set it off (a followed team, the game, the edition). */
  stop: { team: (team: string) => string; game: string; event: (event: string) => string };
}

const EN: PushTexts = {
  kickoff: { title: (m) => `Kick-off: ${m}`, body: (p) => (p ? `Live now on ${p}` : 'Live now') },
  goal: { title: (s, min) => `Goal! ${s} ${min}′`, ownGoalTitle: (p, min) => `Own goal: ${p} ${min}′`, body: (m) => m },
  redCard: { title: (p, min) => `Red card: ${p} ${min}′`, body: (m) => m },
  halfTime: { title: (m) => `Half time: ${m}`, body: (e) => e },
  final: { title: (m) => `Full time: ${m}`, body: (e) => e },
  rescheduled: {
    title: (m) => `Moved: ${m}`,
    body: (w, p) => [w ? `Now ${w} (Beirut time)` : 'Time to be announced', p ? `on ${p}` : null].filter(Boolean).join(' '),
  },
  stop: {
    team: (t) => `Stop notifications for ${t}`,
    game: 'Stop notifications for this game',
    event: (e) => `Stop notifications for ${e}`,
  },
};

const AR: PushTexts = {
  kickoff: { title: (m) => `انطلاق المباراة: ${m}`, body: (p) => (p ? `مباشر الآن على ${p}` : 'مباشر الآن') },
  goal: {
    title: (s, min) => `هدف! ${s} في الدقيقة ${min}`,
    ownGoalTitle: (p, min) => `هدف في مرماه: ${p} في الدقيقة ${min}`,
    body: (m) => m,
  },
  redCard: { title: (p, min) => `بطاقة حمراء: ${p} في الدقيقة ${min}`, body: (m) => m },
  halfTime: { title: (m) => `استراحة بين الشوطين: ${m}`, body: (e) => e },
  final: { title: (m) => `نهاية المباراة: ${m}`, body: (e) => e },
  rescheduled: {
    title: (m) => `تغيير موعد: ${m}`,
    body: (w, p) => [w ? `الموعد الجديد ${w} (بتوقيت بيروت)` : 'الموعد يُعلن لاحقًا', p ? `على ${p}` : null].filter(Boolean).join(' '),
  },
  stop: { team: (t) => `إيقاف إشعارات ${t}`, game: 'إيقاف إشعارات هذه المباراة', event: (e) => `إيقاف إشعارات ${e}` },
};

const FR: PushTexts = {
  kickoff: { title: (m) => `Coup d’envoi : ${m}`, body: (p) => (p ? `En direct sur ${p}` : 'En direct') },
  goal: { title: (s, min) => `But ! ${s} ${min}′`, ownGoalTitle: (p, min) => `But contre son camp : ${p} ${min}′`, body: (m) => m },
  redCard: { title: (p, min) => `Carton rouge : ${p} ${min}′`, body: (m) => m },
  halfTime: { title: (m) => `Mi-temps : ${m}`, body: (e) => e },
  final: { title: (m) => `Fin du match : ${m}`, body: (e) => e },
  rescheduled: {
    title: (m) => `Changement : ${m}`,
    body: (w, p) => [w ? `Désormais ${w} (heure de Beyrouth)` : 'Horaire à venir', p ? `sur ${p}` : null].filter(Boolean).join(' '),
  },
  stop: {
    team: (t) => `Ne plus recevoir les notifications de ${t}`,
    game: 'Ne plus recevoir les notifications de ce match',
    event: (e) => `Ne plus recevoir les notifications de ${e}`,
  },
};

export const PUSH_TEXTS: Record<Locale, PushTexts> = { en: EN, ar: AR, fr: FR };
