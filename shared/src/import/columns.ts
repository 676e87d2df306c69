import type { Locale } from '../i18n/locales';
import { foldForSearch } from '../search/fold';

export const IMPORT_KINDS = ['teams', 'players'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The columns of each kind, in the template's order (pasted cells without a header row are read in this order). */
export const IMPORT_FIELDS = {
  teams: ['name', 'ageGroup', 'coachName', 'coachPhone', 'location', 'logo'],
  players: ['name', 'team', 'shirtNumber', 'dateOfBirth', 'ageGroup'],
} as const satisfies Record<ImportKind, readonly string[]>;
export type TeamImportField = (typeof IMPORT_FIELDS.teams)[number];
export type PlayerImportField = (typeof IMPORT_FIELDS.players)[number];
export type ImportField = TeamImportField | PlayerImportField;

/** One row as the app sends it: a column's text by field name; absent and blank mean the same. */
export type ImportRow = Partial<Record<ImportField, string>>;

export const IMPORT_MAX_ROWS = 500;
export const IMPORT_MAX_LENGTH = {
  teamName: 80,
  playerName: 100,
  coachName: 100,
  phone: 30,
  location: 120,
  logo: 200,
  ageGroup: 80,
} as const;

/**
 * The header names recognised for each column, in English, Arabic and French. The first name of each
 * language is the template's header; the others are how spreadsheets people already keep tend to say it.
 */
const HEADERS: Record<ImportKind, Record<string, Record<Locale, readonly string[]>>> = {
  teams: {
    name: { en: ['Team name', 'Name', 'Team'], ar: ['اسم الفريق', 'الاسم', 'الفريق'], fr: ['Nom de l’équipe', 'Nom', 'Équipe'] },
    ageGroup: {
      en: ['Age group', 'Age', 'Category'],
      ar: ['الفئة العمرية', 'الفئة'],
      fr: ['Catégorie d’âge', 'Catégorie', 'Tranche d’âge'],
    },
    coachName: { en: ['Coach name', 'Coach'], ar: ['اسم المدرب', 'المدرب'], fr: ['Nom de l’entraîneur', 'Entraîneur'] },
    coachPhone: {
      en: ['Coach phone', 'Phone', 'Phone number'],
      ar: ['هاتف المدرب', 'الهاتف', 'رقم الهاتف'],
      fr: ['Téléphone de l’entraîneur', 'Téléphone'],
    },
    location: { en: ['Location', 'Town', 'City'], ar: ['الموقع', 'المنطقة', 'المدينة'], fr: ['Lieu', 'Ville'] },
    logo: { en: ['Logo file', 'Logo'], ar: ['ملف الشعار', 'الشعار'], fr: ['Fichier du logo', 'Logo'] },
  },
  players: {
    name: {
      en: ['Player name', 'Name', 'Full name', 'Player'],
      ar: ['اسم اللاعب', 'الاسم', 'اللاعب'],
      fr: ['Nom du joueur', 'Nom', 'Nom complet', 'Joueur'],
    },
    team: { en: ['Team', 'Team name'], ar: ['الفريق', 'اسم الفريق'], fr: ['Équipe', 'Nom de l’équipe'] },
    shirtNumber: {
      en: ['Shirt number', 'Shirt', 'Number', 'No.', '#'],
      ar: ['رقم القميص', 'الرقم'],
      fr: ['Numéro de maillot', 'Numéro', 'Maillot', 'N°'],
    },
    dateOfBirth: {
      en: ['Date of birth', 'Birth date', 'DOB', 'Born'],
      ar: ['تاريخ الميلاد', 'الميلاد'],
      fr: ['Date de naissance', 'Naissance', 'Né le'],
    },
    ageGroup: {
      en: ['Age group', 'Age', 'Category'],
      ar: ['الفئة العمرية', 'الفئة'],
      fr: ['Catégorie d’âge', 'Catégorie', 'Tranche d’âge'],
    },
  },
};

/** Header text compared without case, accents, Arabic spelling variants, apostrophe kinds or a trailing colon or star. */
const headerKey = (text: string) =>
  foldForSearch(text.replace(/[’'`]/g, "'").replace(/[:*]+\s*$/, ''))
    .replace(/\s*'\s*/g, "'")
    .trim();

const LOOKUP: Record<ImportKind, Map<string, ImportField>> = {
  teams: new Map(),
  players: new Map(),
};
for (const kind of IMPORT_KINDS) {
  for (const [field, names] of Object.entries(HEADERS[kind])) {
    for (const list of Object.values(names)) for (const name of list) LOOKUP[kind].set(headerKey(name), field as ImportField);
  }
}

/** The field a header cell names, or null. */
export function fieldOfHeader(kind: ImportKind, cell: string): ImportField | null {
  return LOOKUP[kind].get(headerKey(cell)) ?? null;
}

/** The template's header row in a language. */
export function templateHeaders(kind: ImportKind, locale: Locale): string[] {
  return IMPORT_FIELDS[kind].map((field) => HEADERS[kind][field]![locale][0]!);
}
