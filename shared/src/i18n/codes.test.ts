import { describe, expect, it } from 'vitest';
import { fillMessage, MSG } from '../messages';
import { messageCode, messageCodeOf } from './codes';

describe('message codes', () => {
  it.each([
    [MSG.eventNotFound, 404, 'eventNotFound'],
    ['Please enter a valid email address', 400, 'emailInvalid'],
    ['Something nobody wrote down', 404, 'notFound'],
    ['Something nobody wrote down', 502, 'serverError'],
    ['Something nobody wrote down', 400, 'badRequest'],
  ] as const)('%s (%i) is %s', (message, status, code) => {
    expect(messageCode(message, status)).toBe(code);
  });

  it('recognise a templated message and give back its values', () => {
    expect(messageCodeOf('Status updated to live', 200)).toEqual({ code: 'statusUpdatedTo', params: { status: 'live' } });
    expect(messageCodeOf(fillMessage(MSG.unknownAgeGroup, { ageGroup: 'u 14' }), 400)).toEqual({
      code: 'unknownAgeGroup',
      params: { ageGroup: 'u 14' },
    });
    expect(messageCodeOf('Password must be at least 8 characters', 400)).toEqual({ code: 'passwordTooShort', params: { min: '8' } });
  });

  it('give every text one code', () => {
    const texts = Object.values(MSG) as string[];
    expect(new Set(texts).size).toBe(texts.length);
  });
});
