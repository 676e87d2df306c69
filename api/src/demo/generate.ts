import { slugify } from '@pitchside/shared';
import { Builder } from './builder';
import { community } from './community';
import { futsalCup } from './futsal-cup';
import { ramadanNights } from './knockout-night';
import { EXTRA_CUPS, EXTRA_LEAGUES } from './names';
import type { DemoPlan } from './rows';
import { streetSeries } from './street-league';

/**
 * Builds the whole demo in memory, with no database and no pictures. Each event draws from its own
 * seeded stream, so the same scale and moment always give the same rows.
 */

export { DEMO_EMAIL_DOMAIN } from './builder';
export type { DemoPlan, Rows } from './rows';

export const SCHOOLS_CUP_SLUG = 'schools-futsal-cup';
export const STREET_LEAGUE_SLUG = 'beirut-street-league';

/**
 * The demo at a given scale: scale 1 is the schools cup (three editions), the Beirut street league and
 * a futsal knockout night; each further step adds a regional cup and a city street league.
 */
export function planDemo(scale: number, now: Date): DemoPlan {
  const b = new Builder(now);
  const cup = futsalCup(b, 0, 'Lebanon Schools Futsal Cup', SCHOOLS_CUP_SLUG);
  const street = streetSeries(b, 0, 'Beirut Street League', STREET_LEAGUE_SLUG);
  ramadanNights(b, street);
  for (let copy = 1; copy < scale; copy++) {
    const round = Math.floor((copy - 1) / EXTRA_CUPS.length);
    const suffix = round === 0 ? '' : ` ${round + 1}`;
    const cupName = `${EXTRA_CUPS[(copy - 1) % EXTRA_CUPS.length]!}${suffix}`;
    futsalCup(b, copy, cupName, slugify(cupName));
    const leagueName = `${EXTRA_LEAGUES[(copy - 1) % EXTRA_LEAGUES.length]!}${suffix}`;
    streetSeries(b, copy, leagueName, slugify(leagueName));
  }
  // Last edition's older age group (edition 2, U15) is complete and gets a published ranking.
  community(b, cup.placingsByEdition[3]!);
  return { rows: b.rows, images: b.images };
}
