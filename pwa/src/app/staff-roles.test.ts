import { describe, expect, it } from 'vitest';
import { ADMIN_LINKS } from '../components/shell/admin-links';
import { sampleUser } from '../test/render';
import { allowedAdminLinks } from './staff-roles';

const organiser = { role: 'organiser', eventSlug: 'cedar-cup', editionId: null, scope: {}, viaLink: false };
const review = { ...organiser, role: 'registration.review' };

describe('the admin bar of an event organiser', () => {
  it('offers Registration Requests only to an organiser also given the review', () => {
    const without = allowedAdminLinks(ADMIN_LINKS, { ...sampleUser, isAdmin: false, staffRoles: [organiser] }).map((l) => l.to);
    const withReview = allowedAdminLinks(ADMIN_LINKS, { ...sampleUser, isAdmin: false, staffRoles: [organiser, review] }).map((l) => l.to);
    expect(without).not.toContain('/admin/requests');
    expect(withReview).toContain('/admin/requests');
    expect(withReview.filter((to) => !without.includes(to))).toEqual(['/admin/requests']);
    // Gift codes and contact messages stay site admins'.
    expect(withReview).not.toContain('/admin/gift-codes');
  });
});

describe('the admin screens of an event organiser and of a scorer', () => {
  it("offers an organiser every screen of their event's management, and a scorer the Games Manager only", () => {
    const organiserLinks = allowedAdminLinks(ADMIN_LINKS, { ...sampleUser, isAdmin: false, staffRoles: [organiser] }).map((l) => l.to);
    expect(organiserLinks).toEqual([
      '/admin/events',
      '/admin/teams',
      '/admin/players',
      '/admin/standings',
      '/admin/schedule',
      '/admin/games',
      '/admin/rankings',
    ]);
    const scorer = { ...organiser, role: 'scorer', editionId: 'e1' };
    expect(allowedAdminLinks(ADMIN_LINKS, { ...sampleUser, isAdmin: false, staffRoles: [scorer] }).map((l) => l.to)).toEqual([
      '/admin/games',
    ]);
  });
});
