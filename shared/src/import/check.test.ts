import { describe, expect, it } from 'vitest';
import type { ImportRow } from './columns';
import {
  checkPlayerRows,
  checkTeamRows,
  parseBirthDate,
  parsePhone,
  phoneKey,
  type PlayerImportContext,
  type TeamImportContext,
} from './check';

const ageGroups = [
  { id: 'ag-12', name: 'Under 12', slug: 'under-12', label: 'U12' },
  { id: 'ag-16', name: 'Under 16', slug: 'under-16', label: 'U16' },
];

describe('parseBirthDate', () => {
  it.each([
    ['2012-03-25', '2012-03-25'],
    ['2012/3/5', '2012-03-05'],
    ['25/03/2012', '2012-03-25'],
    ['5-3-2012', '2012-03-05'],
    ['25.03.2012', '2012-03-25'],
    ['٢٥/٠٣/٢٠١٢', '2012-03-25'],
    ['31/02/2012', null],
    ['2012-13-01', null],
    ['03/25/2012', null],
    ['March 2012', null],
    ['', null],
  ])('%j is %j', (text, date) => {
    expect(parseBirthDate(text)).toBe(date);
  });
});

describe('parsePhone and phoneKey', () => {
  it.each([
    ['03 123 456', '03 123 456', '3123456'],
    ['+961 3 123 456', '+961 3 123 456', '3123456'],
    ['00961-3-123456', '00961-3-123456', '3123456'],
    ['٠٣١٢٣٤٥٦', '03123456', '3123456'],
    ['12345', null, '12345'],
    ['call me', null, ''],
  ])('%j', (text, phone, key) => {
    expect(parsePhone(text)).toBe(phone);
    expect(phoneKey(text)).toBe(key);
  });
});

const teamCtx = (over: Partial<TeamImportContext> = {}): TeamImportContext => ({
  ageGroups,
  existing: [{ name: 'Tyre Stars', ageGroupId: 'ag-12' }],
  logos: ['cedars.png'],
  ...over,
});
const codes = (r: { problems: { field: string; code: string }[] }) => r.problems.map((p) => `${p.field}:${p.code}`);

describe('checkTeamRows', () => {
  it.each<[string, ImportRow, TeamImportContext, string[]]>([
    [
      'a full row',
      { name: 'Cedars', ageGroup: 'U12', coachName: 'Karim', coachPhone: '03 123 456', location: 'Jounieh', logo: 'Cedars.PNG' },
      teamCtx(),
      [],
    ],
    ['the import’s age group', { name: 'Cedars' }, teamCtx({ defaultAgeGroup: 'under-16' }), []],
    ['an Arabic name', { name: 'نسور بيروت', ageGroup: 'Under 12' }, teamCtx(), []],
    ['no name', { ageGroup: 'U12' }, teamCtx(), ['name:teamNameRequired']],
    ['a name too long', { name: 'x'.repeat(81), ageGroup: 'U12' }, teamCtx(), ['name:importTooLong']],
    ['no age group in an event with age groups', { name: 'Cedars' }, teamCtx(), ['ageGroup:importAgeGroupRequired']],
    ['no age group in an event without any', { name: 'Cedars' }, teamCtx({ ageGroups: [] }), []],
    ['an unknown age group', { name: 'Cedars', ageGroup: 'U99' }, teamCtx(), ['ageGroup:ageGroupUnknown']],
    ['a team already in the age group', { name: 'tyre  stars', ageGroup: 'U12' }, teamCtx(), ['name:importTeamExists']],
    ['the same name in another age group', { name: 'Tyre Stars', ageGroup: 'U16' }, teamCtx(), []],
    [
      'a bad phone',
      { name: 'Cedars', ageGroup: 'U12', coachName: 'Karim', coachPhone: '123' },
      teamCtx(),
      ['coachPhone:importPhoneInvalid'],
    ],
    [
      'a phone without a coach name',
      { name: 'Cedars', ageGroup: 'U12', coachPhone: '03123456' },
      teamCtx(),
      ['coachName:importCoachNameRequired'],
    ],
    ['a logo nobody chose', { name: 'Cedars', ageGroup: 'U12', logo: 'other.png' }, teamCtx(), ['logo:importLogoNotFound']],
    [
      'a logo when none was chosen',
      { name: 'Cedars', ageGroup: 'U12', logo: 'cedars.png' },
      teamCtx({ logos: [] }),
      ['logo:importLogoNotFound'],
    ],
  ])('%s', (_what, row, ctx, expected) => {
    const [result] = checkTeamRows([row], ctx);
    expect(codes(result!)).toEqual(expected);
    expect(result!.value === null).toBe(expected.length > 0);
  });

  it('tells the second of two rows with one name in one age group, with its row number', () => {
    const results = checkTeamRows(
      [
        { name: 'Cedars', ageGroup: 'U12' },
        { name: 'Cedars', ageGroup: 'U16' },
        { name: 'CEDARS', ageGroup: 'under-12' },
      ],
      teamCtx(),
    );
    expect(results.map((r) => [r.row, codes(r)])).toEqual([
      [1, []],
      [2, []],
      [3, ['name:importDuplicateInFile']],
    ]);
    expect(results[0]!.value).toEqual({
      name: 'Cedars',
      ageGroupId: 'ag-12',
      coachName: null,
      coachPhone: null,
      location: null,
      logo: null,
    });
  });

  it('sends the English text and the limit of a templated problem', () => {
    const [result] = checkTeamRows([{ name: 'x'.repeat(81), ageGroup: 'U12' }], teamCtx());
    expect(result!.problems[0]).toEqual({
      field: 'name',
      code: 'importTooLong',
      message: 'This value is too long (at most 80 characters)',
      params: { max: 80 },
    });
  });
});

const playerCtx = (over: Partial<PlayerImportContext> = {}): PlayerImportContext => ({
  ageGroups,
  today: '2026-11-26',
  teams: [
    { id: 't-12', name: 'Cedars', ageGroupId: 'ag-12', teamSize: 3, players: [{ fullName: 'Omar Saad', shirtNumber: 9 }] },
    { id: 't-16', name: 'Cedars', ageGroupId: 'ag-16', teamSize: 20, players: [] },
    { id: 't-x', name: 'نسور بيروت', ageGroupId: 'ag-12', teamSize: 20, players: [] },
  ],
  ...over,
});

describe('checkPlayerRows', () => {
  it.each<[string, ImportRow, PlayerImportContext, string[]]>([
    ['a full row', { name: 'Ali Haddad', team: 'Cedars', ageGroup: 'U12', shirtNumber: '7', dateOfBirth: '25/03/2014' }, playerCtx(), []],
    ['an Arabic name and team', { name: 'محمد علي', team: 'نسور بيروت' }, playerCtx(), []],
    ['the import’s age group picks the team', { name: 'Ali', team: 'cedars' }, playerCtx({ defaultAgeGroup: 'U16' }), []],
    ['no name', { team: 'نسور بيروت' }, playerCtx(), ['name:playerNameRequired']],
    ['no team', { name: 'Ali' }, playerCtx(), ['team:importTeamRequired']],
    ['an unknown team', { name: 'Ali', team: 'Nobody FC' }, playerCtx(), ['team:importTeamUnknown']],
    ['a team in two age groups', { name: 'Ali', team: 'Cedars' }, playerCtx(), ['team:importTeamAmbiguous']],
    ['a name already in the squad', { name: 'omar  saad', team: 'Cedars', ageGroup: 'U12' }, playerCtx(), ['name:importPlayerExists']],
    [
      'a shirt number taken in the squad',
      { name: 'Ali', team: 'Cedars', ageGroup: 'U12', shirtNumber: '9' },
      playerCtx(),
      ['shirtNumber:importShirtTaken'],
    ],
    [
      'a shirt number out of range',
      { name: 'Ali', team: 'نسور بيروت', shirtNumber: '100' },
      playerCtx(),
      ['shirtNumber:shirtNumberInvalid'],
    ],
    [
      'a shirt number that is no number',
      { name: 'Ali', team: 'نسور بيروت', shirtNumber: '7b' },
      playerCtx(),
      ['shirtNumber:shirtNumberInvalid'],
    ],
    ['a shirt number in Arabic digits', { name: 'Ali', team: 'نسور بيروت', shirtNumber: '١٠' }, playerCtx(), []],
    [
      'a date that does not exist',
      { name: 'Ali', team: 'نسور بيروت', dateOfBirth: '30/02/2014' },
      playerCtx(),
      ['dateOfBirth:importDateInvalid'],
    ],
    [
      'a date in the future',
      { name: 'Ali', team: 'نسور بيروت', dateOfBirth: '2030-01-01' },
      playerCtx(),
      ['dateOfBirth:importDateOutOfRange'],
    ],
    [
      'a date before 1900',
      { name: 'Ali', team: 'نسور بيروت', dateOfBirth: '1899-12-31' },
      playerCtx(),
      ['dateOfBirth:importDateOutOfRange'],
    ],
  ])('%s', (_what, row, ctx, expected) => {
    const [result] = checkPlayerRows([row], ctx);
    expect(codes(result!)).toEqual(expected);
  });

  it('tells duplicate names and shirt numbers within one team of the file, and rows past the squad size', () => {
    const results = checkPlayerRows(
      [
        { name: 'Ali', team: 'Cedars', ageGroup: 'U12', shirtNumber: '7', dateOfBirth: '2014-01-02' },
        { name: 'Ali', team: 'Cedars', ageGroup: 'U16', shirtNumber: '7' },
        { name: 'ALI', team: 'Cedars', ageGroup: 'U12' },
        { name: 'Sami', team: 'Cedars', ageGroup: 'U12', shirtNumber: '7' },
      ],
      playerCtx(),
    );
    expect(results.map(codes)).toEqual([[], [], ['name:importDuplicateInFile'], ['shirtNumber:importShirtTaken', 'team:importSquadFull']]);
    expect(results[0]!.value).toEqual({ name: 'Ali', teamId: 't-12', shirtNumber: 7, dateOfBirth: '2014-01-02' });
  });
});
