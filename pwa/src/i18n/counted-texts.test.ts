import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, issueText, serverMessage, translate } from '.';
import { bracketRoundText, roundText } from './labels';

afterEach(async () => {
  await activateLocale('en');
});

const COUNTS = [1, 2, 3, 11, 100];
const say = (key: string, name: string) => COUNTS.map((n) => translate(key, { [name]: n }));

describe('counted texts', () => {
  it('make Arabic nouns agree with their number, never a dual after a digit', async () => {
    await activateLocale('ar');
    expect(say('event.rankings.goals', 'n').map((s, i) => `${COUNTS[i]}${s}`)).toEqual(['1 هدف', '2 هدف', '3 أهداف', '11 هدفًا', '100 هدف']);
    expect(say('event.rankings.wins', 'n')).toEqual([' فوز', ' فوز', ' انتصارات', ' انتصارًا', ' انتصار']);
    expect(say('home.impact.tournaments', 'n')).toEqual(['بطولة', 'بطولة', 'بطولات', 'بطولة', 'بطولة']);
    expect(say('home.impact.teams', 'n')).toEqual(['فريق', 'فريق', 'فرق', 'فريقًا', 'فريق']);
    expect(COUNTS.map((n) => translate('admin-games.savesLine', { name: 'Rami', n }))).toEqual([
      'Rami: تصدٍّ واحد',
      'Rami: تصدّيان',
      'Rami: 3 تصدّيات',
      'Rami: 11 تصدّيًا',
      'Rami: 100 تصدٍّ',
    ]);
    expect(translate('event.games.shown', { shown: 5, total: 8 })).toBe('5 من 8 مباريات');
    expect(translate('event.games.shown', { shown: 5, total: 12 })).toBe('5 من 12 مباراة');
    expect(translate('admin-gift-codes.max', { max: 100 })).toBe('100 رمز كحدٍّ أقصى في كل مرة');
    // Arabic number formatting marks a minus sign left-to-right.
    expect(translate('event-stages.adjustment', { points: -3, reason: 'x' }).replace('\u200e', '')).toBe('-3 نقاط: x');
    // Values the server sends in `params` arrive as text and still choose the form.
    expect(['1', '2', '3', '11', '100'].map((max) => translate('api.importTooLong', { max }))).toEqual([
      'هذه القيمة طويلة جدًا (الحد الأقصى حرف واحد)',
      'هذه القيمة طويلة جدًا (الحد الأقصى حرفان)',
      'هذه القيمة طويلة جدًا (الحد الأقصى 3 أحرف)',
      'هذه القيمة طويلة جدًا (الحد الأقصى 11 حرفًا)',
      'هذه القيمة طويلة جدًا (الحد الأقصى 100 حرف)',
    ]);
    expect(translate('api.giftCodesGenerated', { n: '100' })).toBe('تم إنشاء 100 رمز هدية بنجاح!');
    const all = COUNTS.flatMap((n) => [translate('event.rankings.goals', { n }), translate('event.rankings.wins', { n })]);
    expect(all.join('|')).not.toMatch(/هدفان|فوزان/);
  });

  it('count in French with singular and plural', async () => {
    await activateLocale('fr');
    expect(COUNTS.map((n) => translate('admin-games.savesLine', { name: 'Rami', n }))).toEqual([
      'Rami : 1 arrêt',
      'Rami : 2 arrêts',
      'Rami : 3 arrêts',
      'Rami : 11 arrêts',
      'Rami : 100 arrêts',
    ]);
    expect(say('home.impact.tournaments', 'n')).toEqual(['Tournoi', 'Tournois', 'Tournois', 'Tournois', 'Tournois']);
  });

  it('names a round of 16 as the eighth-finals in French, not the round of 32', async () => {
    await activateLocale('fr');
    expect(bracketRoundText(16)).toBe('Huitièmes de finale');
    expect(bracketRoundText(32)).toBe('Seizièmes de finale');
    expect(roundText('Round of 16')).toBe('Huitièmes de finale');
    expect(roundText('Round of 16')).not.toBe('16es de finale');
    expect(bracketRoundText(8)).toBe(translate('event.round.quarter'));
  });

  it('keeps the number in the password-length hint in every language', async () => {
    for (const locale of ['en', 'ar', 'fr'] as const) {
      await activateLocale(locale);
      expect(translate('api.passwordTooShort', { min: 12 }), locale).toContain('12');
    }
    await activateLocale('ar');
    expect(translate('api.passwordTooShort', { min: 12 })).toContain('12 حرفًا');
    expect(translate('api.passwordTooShort', { min: 8 })).toContain('8 أحرف');
  });

  it("shows a field's hint and a server text with the number the server sent", async () => {
    const message = 'Password must be at least 12 characters';
    // The server sends the values of a templated message as text.
    const issue = { path: 'password', message, code: 'passwordTooShort', params: { min: '12' } };
    await activateLocale('fr');
    expect(issueText(issue)).toBe('Le mot de passe doit comporter au moins 12 caractères');
    expect(serverMessage('passwordTooShort', { min: '12' }, message)).toBe('Le mot de passe doit comporter au moins 12 caractères');
    await activateLocale('ar');
    expect(issueText(issue)).toBe('يجب أن تتكوّن كلمة المرور من 12 حرفًا على الأقل');
    expect(serverMessage('passwordTooShort', { min: '12' }, message)).toBe('يجب أن تتكوّن كلمة المرور من 12 حرفًا على الأقل');
    // Without a code the text is shown as it came: never looked up by its words.
    expect(serverMessage(null, null, message)).toBe(message);
  });
});
