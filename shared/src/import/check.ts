import { MSG, fillMessage } from '../messages';
import { foldForSearch } from '../search/fold';
import { IMPORT_MAX_LENGTH, type ImportField, type ImportRow } from './columns';

export type ImportCode = keyof typeof MSG;

export interface ImportProblem {
  field: ImportField | 'row';
  code: ImportCode;
  message: string;
  params?: Record<string, string | number>;
}

export interface RowResult<T> {
  /** 1 for the first row sent (the row under the header). */
  row: number;
  problems: ImportProblem[];
  /** The row ready to save; null when it has a problem. */
  value: T | null;
}

export interface AgeGroupChoice {
  id: string;
  name: string;
  slug: string;
  label?: string | null;
}

const problem = (field: ImportProblem['field'], code: ImportCode, params?: Record<string, number>): ImportProblem => ({
  field,
  code,
  message: params ? fillMessage(MSG[code], params) : MSG[code],
  ...(params ? { params } : {}),
});

/** Names compared as people read them: case, accents, Arabic spelling variants and spaces aside. */
export const nameKey = (name: string) => foldForSearch(name);

/** Arabic-Indic and Persian digits, as an Arabic keyboard types them, read as 0-9. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

const clean = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');

/**
 * A date of birth as YYYY-MM-DD from ISO (2012-03-25, 2012/03/25) or day-first writing (25/03/2012,
 * 25-03-2012, 25.03.2012: Lebanon and France write the day first). Null when it is no real date.
 */
export function parseBirthDate(text: string): string | null {
  const t = westernDigits(text.trim());
  let y: number, m: number, d: number;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A phone number as typed (spaces, dashes, dots, brackets and a leading + allowed), or null when it has not 7 to 15 digits. */
export function parsePhone(text: string): string | null {
  const t = westernDigits(text.trim());
  if (!/^\+?[\d\s\-.()/]+$/.test(t)) return null;
  const digits = t.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return t.replace(/\s+/g, ' ');
}

/** The digits that identify a phone number: Lebanon's +961 / 00961 prefix and a leading trunk 0 aside. */
export function phoneKey(text: string): string {
  const digits = westernDigits(text).replace(/\D/g, '');
  return digits.replace(/^(00)?961/, '').replace(/^0+/, '');
}

function ageGroupMatcher(ageGroups: readonly AgeGroupChoice[]) {
  return (text: string): AgeGroupChoice | null => {
    const key = nameKey(text);
    return ageGroups.find((a) => a.id === text || [a.name, a.slug, a.label ?? ''].some((n) => n && nameKey(n) === key)) ?? null;
  };
}

function textField(
  problems: ImportProblem[],
  field: ImportField,
  raw: string | undefined,
  max: number,
  required?: ImportCode,
): string | null {
  const v = clean(raw);
  if (!v) {
    if (required) problems.push(problem(field, required));
    return null;
  }
  if (v.length > max) {
    problems.push(problem(field, 'importTooLong', { max }));
    return null;
  }
  return v;
}

/**
 * The age group of a row: its own column, else the import's choice. An event with age groups needs
 * one (a team without one would silently miss the draw); an event without any takes none.
 */
function rowAgeGroup(
  problems: ImportProblem[],
  raw: string | undefined,
  ctx: { ageGroups: readonly AgeGroupChoice[]; defaultAgeGroup?: string | null | undefined },
  required: boolean,
): AgeGroupChoice | null | undefined {
  const find = ageGroupMatcher(ctx.ageGroups);
  const own = clean(raw);
  if (own) {
    const ag = own.length <= IMPORT_MAX_LENGTH.ageGroup ? find(own) : null;
    if (!ag) problems.push(problem('ageGroup', 'ageGroupUnknown'));
    return ag ?? undefined;
  }
  if (ctx.defaultAgeGroup) {
    const ag = find(ctx.defaultAgeGroup);
    if (!ag) problems.push(problem('ageGroup', 'ageGroupUnknown'));
    return ag ?? undefined;
  }
  if (required && ctx.ageGroups.length > 0) {
    problems.push(problem('ageGroup', 'importAgeGroupRequired'));
    return undefined;
  }
  return null;
}

export interface TeamImportContext {
  ageGroups: readonly AgeGroupChoice[];
  /** The import's age group (id, slug or name) for rows without their own. */
  defaultAgeGroup?: string | null | undefined;
  /** The event's teams already saved. */
  existing: readonly { name: string; ageGroupId: string | null }[];
  /** File names of the logos sent with the import (none: a logo column names nothing). */
  logos: readonly string[];
}

export interface TeamImportValue {
  name: string;
  ageGroupId: string | null;
  coachName: string | null;
  coachPhone: string | null;
  location: string | null;
  /** The chosen logo file's name as sent. */
  logo: string | null;
}

const baseName = (name: string) => name.trim().split(/[\\/]/).pop()!.toLowerCase();

/** Every problem of every team row, and the rows ready to save. */
export function checkTeamRows(rows: readonly ImportRow[], ctx: TeamImportContext): RowResult<TeamImportValue>[] {
  const taken = new Set(ctx.existing.map((t) => `${t.ageGroupId ?? ''}|${nameKey(t.name)}`));
  const seen = new Set<string>();
  const logos = new Map(ctx.logos.map((l) => [baseName(l), l]));
  return rows.map((raw, i) => {
    const problems: ImportProblem[] = [];
    const name = textField(problems, 'name', raw.name, IMPORT_MAX_LENGTH.teamName, 'teamNameRequired');
    const ag = rowAgeGroup(problems, raw.ageGroup, ctx, true);
    const coachName = textField(problems, 'coachName', raw.coachName, IMPORT_MAX_LENGTH.coachName);
    let coachPhone: string | null = null;
    if (clean(raw.coachPhone)) {
      coachPhone = clean(raw.coachPhone).length <= IMPORT_MAX_LENGTH.phone ? parsePhone(raw.coachPhone!) : null;
      if (!coachPhone) problems.push(problem('coachPhone', 'importPhoneInvalid'));
      else if (!coachName && !clean(raw.coachName)) problems.push(problem('coachName', 'importCoachNameRequired'));
    }
    const location = textField(problems, 'location', raw.location, IMPORT_MAX_LENGTH.location);
    let logo: string | null = null;
    if (clean(raw.logo)) {
      logo = logos.get(baseName(clean(raw.logo))) ?? null;
      if (!logo) problems.push(problem('logo', 'importLogoNotFound'));
    }
    if (name && ag !== undefined) {
      const key = `${ag?.id ?? ''}|${nameKey(name)}`;
      if (taken.has(key)) problems.push(problem('name', 'importTeamExists'));
      else if (seen.has(key)) problems.push(problem('name', 'importDuplicateInFile'));
      seen.add(key);
    }
    const ok = problems.length === 0 && name !== null && ag !== undefined;
    return {
      row: i + 1,
      problems,
      value: ok ? { name, ageGroupId: ag?.id ?? null, coachName, coachPhone, location, logo } : null,
    };
  });
}

export interface PlayerImportContext {
  ageGroups: readonly AgeGroupChoice[];
  defaultAgeGroup?: string | null | undefined;
  teams: readonly {
    id: string;
    name: string;
    ageGroupId: string | null;
    teamSize: number;
    players: readonly { fullName: string; shirtNumber: number | null }[];
  }[];
  /** Today in Beirut, YYYY-MM-DD: a birth date after it is a typing mistake. */
  today: string;
}

export interface PlayerImportValue {
  name: string;
  teamId: string;
  shirtNumber: number | null;
  dateOfBirth: string | null;
}

/** Every problem of every player row, and the rows ready to save. */
export function checkPlayerRows(rows: readonly ImportRow[], ctx: PlayerImportContext): RowResult<PlayerImportValue>[] {
  const names = new Map<string, Set<string>>();
  const shirts = new Map<string, Set<number>>();
  const room = new Map<string, number>();
  for (const t of ctx.teams) {
    names.set(t.id, new Set(t.players.map((p) => nameKey(p.fullName))));
    shirts.set(t.id, new Set(t.players.flatMap((p) => (p.shirtNumber === null ? [] : [p.shirtNumber]))));
    room.set(t.id, t.teamSize - t.players.length);
  }
  const fileNames = new Map<string, Set<string>>();
  const fileShirts = new Map<string, Set<number>>();

  return rows.map((raw, i) => {
    const problems: ImportProblem[] = [];
    const name = textField(problems, 'name', raw.name, IMPORT_MAX_LENGTH.playerName, 'playerNameRequired');
    const ag = rowAgeGroup(problems, raw.ageGroup, ctx, false);

    let team: PlayerImportContext['teams'][number] | null = null;
    const teamText = clean(raw.team);
    if (!teamText) problems.push(problem('team', 'importTeamRequired'));
    else if (ag !== undefined) {
      const key = nameKey(teamText);
      const found = ctx.teams.filter((t) => nameKey(t.name) === key && (ag === null || t.ageGroupId === ag.id));
      if (found.length === 0) problems.push(problem('team', 'importTeamUnknown'));
      else if (found.length > 1) problems.push(problem('team', 'importTeamAmbiguous'));
      else team = found[0]!;
    }

    let shirtNumber: number | null = null;
    const shirtText = westernDigits(clean(raw.shirtNumber)).replace(/^#/, '');
    if (shirtText) {
      const n = /^\d{1,2}$/.test(shirtText) ? Number(shirtText) : NaN;
      if (Number.isInteger(n) && n >= 0 && n <= 99) shirtNumber = n;
      else problems.push(problem('shirtNumber', 'shirtNumberInvalid'));
    }

    let dateOfBirth: string | null = null;
    if (clean(raw.dateOfBirth)) {
      dateOfBirth = parseBirthDate(clean(raw.dateOfBirth));
      if (!dateOfBirth) problems.push(problem('dateOfBirth', 'importDateInvalid'));
      else if (dateOfBirth < '1900-01-01' || dateOfBirth >= ctx.today) {
        problems.push(problem('dateOfBirth', 'importDateOutOfRange'));
        dateOfBirth = null;
      }
    }

    if (team && name) {
      const key = nameKey(name);
      const inFile = fileNames.get(team.id) ?? new Set<string>();
      fileNames.set(team.id, inFile);
      if (names.get(team.id)!.has(key)) problems.push(problem('name', 'importPlayerExists'));
      else if (inFile.has(key)) problems.push(problem('name', 'importDuplicateInFile'));
      inFile.add(key);
    }
    if (team && shirtNumber !== null) {
      const inFile = fileShirts.get(team.id) ?? new Set<number>();
      fileShirts.set(team.id, inFile);
      if (shirts.get(team.id)!.has(shirtNumber) || inFile.has(shirtNumber)) problems.push(problem('shirtNumber', 'importShirtTaken'));
      inFile.add(shirtNumber);
    }
    if (team) {
      // Each row naming the team takes a place, so the rows past its room are the ones told.
      const left = room.get(team.id)!;
      room.set(team.id, left - 1);
      if (left <= 0) problems.push(problem('team', 'importSquadFull'));
    }
    const ok = problems.length === 0 && name !== null && team !== null;
    return { row: i + 1, problems, value: ok ? { name, teamId: team!.id, shirtNumber, dateOfBirth } : null };
  });
}
