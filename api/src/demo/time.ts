/** Demo schedules are laid out in UTC days from a base date, so they read the same on every machine. */

export const DAY = 86_400_000;
export const MINUTE = 60_000;
export const HOUR = 3_600_000;

export const midnight = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export const at = (base: Date, days: number, hourUtc: number, minute = 0) =>
  new Date(base.getTime() + days * DAY + hourUtc * HOUR + minute * MINUTE);
