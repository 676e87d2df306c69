import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { coded, codedReason, codedText, readCoded, zodReason } from './codes';
import { statusCode } from './status-codes';

describe('message codes', () => {
  it.each([
    [400, 'badRequest'],
    [404, 'notFound'],
    [502, 'serverError'],
  ] as const)('a bare status %i is %s', (status, code) => {
    expect(statusCode(status)).toBe(code);
  });

  it('carry a zod message as its code and values, and give back its English text', () => {
    expect(readCoded(coded('emailInvalid'))).toEqual({ code: 'emailInvalid' });
    expect(readCoded(coded('passwordTooShort', { min: 12 }))).toEqual({ code: 'passwordTooShort', params: { min: '12' } });
    expect(codedText(coded('fieldTooLong', { label: 'Team name', max: 80 }))).toBe('Team name must be at most 80 characters');
    expect(readCoded('Invalid input: expected string')).toBeNull();
  });

  it('give a refusal its English text beside its code', () => {
    expect(codedReason('scorerNotInTeam', { side: 'home' })).toEqual({
      reason: 'The scorer is not a player of the home team',
      code: 'scorerNotInTeam',
      params: { side: 'home' },
    });
    expect(zodReason('Invalid input', 'invalidChange')).toEqual({ reason: MSG.invalidChange, code: 'invalidChange' });
  });

  it('give every text one code', () => {
    const texts = Object.values(MSG) as string[];
    expect(new Set(texts).size).toBe(texts.length);
  });
});
