import type { RegistrationRequest } from '@pitchside/shared';
import { describe, expect, it } from 'vitest';
import { badgeCount, badgeText, badgeTone } from './badge';

const req = (status: RegistrationRequest['status']) => ({ status }) as RegistrationRequest;

describe('notification badge', () => {
  it.each([
    [0, null, 0, '', 'none'],
    [0, req('pending'), 1, '1', 'pending'],
    [0, req('rejected'), 1, '1', 'declined'],
    [0, req('approved'), 1, '1', 'approved'],
    [2, req('approved'), 3, '3', 'invite'],
    [9, null, 9, '9', 'invite'],
    [9, req('pending'), 10, '9+', 'invite'],
    [42, null, 42, '9+', 'invite'],
  ] as const)('%i invitations and request %j: %i, "%s", %s', (invitations, request, count, text, tone) => {
    expect(badgeCount(invitations, request)).toBe(count);
    expect(badgeText(badgeCount(invitations, request))).toBe(text);
    expect(badgeTone(invitations, request)).toBe(tone);
  });
});
