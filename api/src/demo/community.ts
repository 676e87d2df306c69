import { dob, PORTRAIT_POOL, type Builder } from './builder';
import type { CupPlacings } from './futsal-cup';
import { FAN_FIRST_NAMES } from './names';
import { createRng, type Rng } from './random';
import { DAY, HOUR } from './time';

/**
 * What an admin finds besides the tournaments: fans and a Gold member, people waiting for their
 * player registration, contact messages, unused gift codes and a published ranking of `ranked`.
 */
export function community(b: Builder, ranked: CupPlacings): void {
  const rng = createRng('pitchside-demo:community');
  fans(b, rng);
  registrationRequests(b, rng);
  giftCodes(b, rng);
  contactMessages(b, rng);
  customRanking(b, rng, ranked);
}

function fans(b: Builder, rng: Rng) {
  for (let i = 0; i < 8; i++) {
    const fan = b.person(rng, {
      type: 'user',
      role: i % 3 === 0 ? 'Parent' : 'Fan',
      first: rng.pick(FAN_FIRST_NAMES),
      portrait: i % 2 === 0,
    });
    if (i === 0) fan.goldUntil = new Date(b.now.getTime() + 180 * DAY);
  }
}

/** Two pending as new players, one asking to take over an old profile, one rejected for a blurred ID. */
function registrationRequests(b: Builder, rng: Rng) {
  const now = b.now;
  const oldProfiles = b.rows.users.filter((u) => u.type === 'old-player');
  for (let i = 0; i < 4; i++) {
    const thisYear = now.getUTCFullYear();
    const dateOfBirth = dob(rng, thisYear - 17, thisYear - 12);
    const member = b.person(rng, { type: 'user', role: i === 3 ? 'Parent' : 'Athlete', dateOfBirth });
    const front = `@id/${i}-front`;
    const back = `@id/${i}-back`;
    b.images.idCards.set(front, { fullName: member.fullName, side: 'front' });
    b.images.idCards.set(back, { fullName: member.fullName, side: 'back' });
    const linkOld = i === 1 && oldProfiles.length > 0;
    b.rows.registrationRequests.push({
      id: rng.uuid(),
      userId: member.id!,
      status: i === 2 ? 'rejected' : 'pending',
      registrationType: linkOld ? 'old' : 'new',
      selectedOldPlayerId: linkOld ? oldProfiles[0]!.id! : null,
      dateOfBirth,
      instagramUsername: i % 2 === 0 ? `${member.fullName.toLowerCase().replace(/\s+/g, '.')}` : null,
      portraitImage: `@portrait/${rng.int(0, PORTRAIT_POOL - 1)}`,
      idFrontPicture: front,
      idBackPicture: back,
      declineReason: i === 2 ? 'The back of the ID is blurred; please upload a sharper photo.' : null,
      flaggedFields: i === 2 ? ['idBackPicture'] : [],
      createdAt: new Date(now.getTime() - (i + 1) * 5 * HOUR),
    });
  }
}

function giftCodes(b: Builder, rng: Rng) {
  const durations = ['1month', '1month', '6months', '6months', '1year', '1year'] as const;
  // No 0/O or 1/I, which people misread when typing a code from a card.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (const duration of durations) {
    const part = () => Array.from({ length: 4 }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
    b.rows.giftCodes.push({ code: `${part()}-${part()}-${part()}`, duration });
  }
}

const MESSAGES = [
  [
    'Rana Haddad',
    'Registering my son for U12',
    'Hello, my son is 10 and plays for his school in Achrafieh. How can he join the next edition of the cup?',
    'new',
  ],
  [
    'Karim Nassar',
    'Referees for the street league',
    'We would like to volunteer two referees for the Beirut Street League on Fridays. Who should we contact?',
    'new',
  ],
  [
    'Joelle Sfeir',
    'Wrong score in Group B',
    'The game between our school and Tripoli ended 3-2, but the site shows 2-2. Could you check?',
    'read',
  ],
  [
    'Hadi Itani',
    'Sponsorship',
    'Our sports shop in Hamra would like to sponsor the final. Please send us the sponsorship options.',
    'replied',
  ],
  [
    'Layal Khoury',
    'Photos of the final',
    "Where can we find the photos from last year's final in Jounieh? Thank you for a great tournament!",
    'closed',
  ],
] as const;

/** One message in each state of the inbox, oldest first. */
function contactMessages(b: Builder, rng: Rng) {
  const now = b.now;
  MESSAGES.forEach(([name, subject, message, status], i) => {
    const createdAt = new Date(now.getTime() - (MESSAGES.length - i) * 19 * HOUR);
    b.rows.contactMessages.push({
      id: rng.uuid(),
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      subject,
      message,
      status,
      adminNotes: status === 'replied' ? 'Sent the sponsorship deck.' : null,
      createdAt,
      repliedAt: status === 'replied' ? new Date(createdAt.getTime() + HOUR) : null,
      closedAt: status === 'closed' ? new Date(createdAt.getTime() + 2 * HOUR) : null,
    });
  });
}

/** A published ranking of one age group, from its knockout results. */
function customRanking(b: Builder, rng: Rng, ranked: CupPlacings) {
  const points = [100, 80, 60, 60, 40, 40, 40, 40];
  ranked.placings.slice(0, 8).forEach((entry, i) => {
    b.rows.customRankings.push({
      id: rng.uuid(),
      eventId: ranked.eventId,
      ageGroupId: ranked.ageGroupId,
      teamId: entry.id,
      position: i + 1,
      points: points[i]!,
    });
  });
}
