import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderWithApp, sampleUser } from '../../test/render';
import LoyaltyPage from './loyalty-page';

const reload = vi.fn();

function serve(isGold: boolean, redeem?: () => Response) {
  return mockFetch((url, init) => {
    if (url.includes('/api/auth/me')) return json({ success: true, user: { ...sampleUser, isGold } });
    if (url.includes('/api/membership/status/')) return json({ success: true, isGold, goldUntil: null });
    if (url.includes('/api/membership/redeem-code') && redeem) {
      expect(JSON.parse(String(init.body))).toEqual({ userId: sampleUser.id, giftCode: 'ABCD-EFGH-IJKL' });
      return redeem();
    }
    return json({ success: false, message: 'Not found' }, 404);
  });
}

beforeEach(async () => {
  await db.responses.clear();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reload.mockReset();
});

describe('Loyalty card', () => {
  it('asks a visitor to log in', async () => {
    serve(false);
    renderWithApp(<LoyaltyPage />);
    expect(screen.getByText('Please log in to view your loyalty card')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the digital card to a Gold member with the last 8 characters of the id', async () => {
    localStorage.setItem('loggedInUser', JSON.stringify({ ...sampleUser, isGold: true }));
    serve(true);
    renderWithApp(<LoyaltyPage />);
    expect(await screen.findByText('Gold Member Active')).toBeTruthy();
    expect(screen.getByText('Rami Haddad')).toBeTruthy();
    expect(screen.getByText('9a8b7c6d5e4f'.slice(-8))).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Show this card for in-store discounts')).toBeTruthy();
  });

  it('shows prices and redeems a gift code typed in lower case with spaces', async () => {
    localStorage.setItem('loggedInUser', JSON.stringify(sampleUser));
    serve(false, () =>
      json({
        success: true,
        message: 'Gift code redeemed successfully!',
        isGold: true,
        goldUntil: '2027-01-01T00:00:00Z',
        duration: '1year',
      }),
    );
    renderWithApp(<LoyaltyPage />);
    expect(await screen.findByText('$6')).toBeTruthy();
    expect(screen.getByText('$36')).toBeTruthy();
    expect(screen.getByText('$72')).toBeTruthy();
    expect(screen.getAllByText(/% off everything/)).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Upgrade: 1 Year' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem Gift Code' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByText('Please enter a gift code')).toBeTruthy();

    fireEvent.change(within(dialog).getByPlaceholderText('XXXX-XXXX-XXXX'), { target: { value: '  abcd-efgh-ijkl ' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText('Gift code redeemed successfully! Your Gold Membership is now active!')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(JSON.parse(localStorage.getItem('loggedInUser')!).isGold).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the fallback when a code is refused without a message', async () => {
    localStorage.setItem('loggedInUser', JSON.stringify(sampleUser));
    serve(false, () => json({ success: false, message: '' }, 400));
    renderWithApp(<LoyaltyPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: /Upgrade/ }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Redeem Gift Code' });
    fireEvent.change(within(dialog).getByPlaceholderText('XXXX-XXXX-XXXX'), { target: { value: 'abcd-efgh-ijkl' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText('Invalid or already used gift code')).toBeTruthy();
  });
});
