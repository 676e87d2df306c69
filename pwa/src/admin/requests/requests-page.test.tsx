import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import RequestsPage from './requests-page';

const request = {
  _id: 'req-1',
  status: 'pending',
  registrationType: 'old',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  dateOfBirth: '2009-03-14',
  instagramUsername: 'karim.h',
  declineReason: null,
  flaggedFields: [],
  userId: { _id: 'u1', fullName: 'Karim Haddad', userRole: 'Athlete', email: 'karim@example.com', phoneNumber: '+961 3 123456' },
  primaryShirtNumber: 10,
  secondaryShirtNumber: null,
  portraitImage: '/api/admin/uploads/private-id/p.jpg',
  idFrontPicture: '/api/admin/uploads/private-id/f.jpg',
  idBackPicture: '/api/admin/uploads/private-id/b.jpg',
  selectedOldPlayerId: { _id: 'old-1', fullName: 'Karim Old', team: [{ name: 'Cedars FC' }] },
};

let pending: (typeof request)[];
let posted: { path: string; body: unknown }[];
beforeEach(() => {
  pending = [request];
  posted = [];
  mockFetch((url, init) => {
    const path = new URL(url, 'http://x').pathname;
    if (init.method === 'POST') {
      posted.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      pending = [];
      return json({
        success: true,
        message: path.endsWith('/approve') ? 'Request approved successfully!' : 'Request declined successfully!',
      });
    }
    if (path === '/api/admin/requests/pending') return json({ success: true, requests: pending });
    if (path === '/api/admin/requests/stats')
      return json({ success: true, stats: { pending: pending.length, approved: 3, rejected: 1, total: 4 + pending.length } });
    if (path === '/api/auth/me') return json({ success: false, message: 'Please log in to continue' }, 401);
    return json({ success: false, message: 'Not found' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Registration Requests', () => {
  it('shows the counts and the card with the chosen old profile and the photos', async () => {
    renderWithApp(<RequestsPage />);
    const card = await screen.findByRole('article', { name: 'Karim Haddad' });
    const counts = screen.getByRole('list', { name: 'Request counts' });
    expect(counts.textContent).toContain('1Pending');
    expect(counts.textContent).toContain('5Total');
    expect(card.textContent).toContain('karim@example.com');
    expect(card.textContent).toContain('@karim.h');
    expect(card.textContent).toContain('Karim Old · Cedars FC');
    expect(within(card).getByRole('img', { name: 'ID front' }).getAttribute('src')).toBe('/api/admin/uploads/private-id/f.jpg');
    fireEvent.click(within(card).getByRole('button', { name: 'Enlarge ID back' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'ID back' }))
        .getByRole('img')
        .getAttribute('src'),
    ).toBe('/api/admin/uploads/private-id/b.jpg');
  });

  it('declines with a required reason and the flagged fields', async () => {
    renderWithApp(<RequestsPage />);
    const card = await screen.findByRole('article', { name: 'Karim Haddad' });
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request of Karim Haddad' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please provide a reason for declining the request',
    );
    expect(posted).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The ID is blurred' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'ID back' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request declined successfully!')).toBeTruthy();
    expect(posted).toEqual([
      { path: '/api/admin/requests/req-1/decline', body: { reason: 'The ID is blurred', flaggedFields: ['idBackPicture'] } },
    ]);
    await waitFor(() => expect(screen.getByText('No pending requests')).toBeTruthy());
  });

  it('approves', async () => {
    renderWithApp(<RequestsPage />);
    const card = await screen.findByRole('article', { name: 'Karim Haddad' });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved successfully!')).toBeTruthy();
    expect(posted.map((p) => p.path)).toEqual(['/api/admin/requests/req-1/approve']);
  });
});
