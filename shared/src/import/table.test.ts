import { describe, expect, it } from 'vitest';
import { importTemplate, parseCells, tableToRows } from './table';

describe('parseCells', () => {
  it.each([
    [
      'comma separated',
      'a,b,c\n1,2,3',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'semicolon separated (spreadsheets in French or Arabic)',
      'a;b;c\r\n1;2;3\r\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'tab separated (cells pasted from a spreadsheet)',
      'a\tb\tc\n1\t2\t3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'UTF-8 with a byte-order mark',
      '\uFEFFname,team\nAli,Cedars',
      [
        ['name', 'team'],
        ['Ali', 'Cedars'],
      ],
    ],
    [
      'quoted fields holding separators, quotes and line breaks',
      'a,b\n"x, y","say ""hi"""\n"two\nlines",z',
      [
        ['a', 'b'],
        ['x, y', 'say "hi"'],
        ['two\nlines', 'z'],
      ],
    ],
    [
      'Arabic names',
      'الاسم,الفريق\nمحمد علي,نسور بيروت',
      [
        ['الاسم', 'الفريق'],
        ['محمد علي', 'نسور بيروت'],
      ],
    ],
    ['blank lines and cells around text', '\n a , b \n\n , \n', [['a', 'b']]],
    ['one column, one name a line', 'Ali\nOmar', [['Ali'], ['Omar']]],
    [
      'commas inside tab-separated cells',
      'Beirut, Achrafieh\tU12\nSaida\tU14',
      [
        ['Beirut, Achrafieh', 'U12'],
        ['Saida', 'U14'],
      ],
    ],
  ])('reads %s', (_what, text, cells) => {
    expect(parseCells(text)).toEqual(cells);
  });
});

describe('tableToRows', () => {
  it.each([
    [
      'English headers in any order',
      'players',
      'Team,Player name,Date of birth,Shirt number\nCedars,Ali Haddad,25/03/2012,7',
      [{ team: 'Cedars', name: 'Ali Haddad', dateOfBirth: '25/03/2012', shirtNumber: '7' }],
    ],
    [
      'Arabic headers',
      'teams',
      'اسم الفريق;الفئة العمرية;اسم المدرب;هاتف المدرب\nنسور بيروت;U12;كريم حداد;03 123 456',
      [{ name: 'نسور بيروت', ageGroup: 'U12', coachName: 'كريم حداد', coachPhone: '03 123 456' }],
    ],
    [
      'French headers with a colon, accents and another apostrophe',
      'teams',
      "Nom de l'équipe:\tLieu\nLes Cèdres\tJounieh",
      [{ name: 'Les Cèdres', location: 'Jounieh' }],
    ],
    [
      'pasted cells without a header, in the template order',
      'teams',
      'Cedars\tU12\tKarim\t03123456',
      [{ name: 'Cedars', ageGroup: 'U12', coachName: 'Karim', coachPhone: '03123456' }],
    ],
    ['unknown columns left out', 'players', 'Name,Team,Notes\nAli,Cedars,left foot', [{ name: 'Ali', team: 'Cedars' }]],
    ['a header alone gives no rows', 'players', 'Name,Team\n', []],
  ] as const)('reads %s', (_what, kind, text, rows) => {
    expect(tableToRows(kind, text)).toEqual(rows);
  });
});

describe('importTemplate', () => {
  it.each([
    ['teams', 'en', 'Team name,Age group,Coach name,Coach phone,Location,Logo file'],
    ['players', 'ar', 'اسم اللاعب,الفريق,رقم القميص,تاريخ الميلاد,الفئة العمرية'],
    ['players', 'fr', 'Nom du joueur,Équipe,Numéro de maillot,Date de naissance,Catégorie d’âge'],
  ] as const)('has the %s headers in %s, read back as the same columns', (kind, locale, header) => {
    const csv = importTemplate(kind, locale);
    expect(csv).toBe(`\uFEFF${header}\r\n`);
    expect(tableToRows(kind, `${csv}x,y`)).toHaveLength(1);
  });
});
