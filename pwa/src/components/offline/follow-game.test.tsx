import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { languageChanged } from '../../data/follows';
import { activateLocale } from '../../i18n';
import { json, mockFetch } from '../../test/fetch-mock';
import FollowGame from './follow-game';

const GAME = '11111111-2222-4333-8444-555555555555';
const EVENT = '99999999-8888-4777-8666-555555555555';
const bell = () => screen.getByRole('button', { name: /Notify me|Notifying/ });

function withPush(permissionAnswer: NotificationPermission) {
  const requestPermission = vi.fn(async () => permissionAnswer);
  const unsubscribe = vi.fn(async () => true);
  let subscription: object | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: vi.fn(async () => {
      subscription = {
        endpoint: 'https://push.example.com/sub/1',
        toJSON: () => ({ keys: { p256dh: 'BPk', auth: 'au' } }),
        unsubscribe,
      };
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { requestPermission, pushManager, unsubscribe };
}

beforeEach(async () => {
  await db.follows.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("the game page's bell", () => {
  it('on a followed game with notifications already on: says so and offers to turn them off, asking nothing', async () => {
    const { requestPermission, pushManager } = withPush('granted');
    await pushManager.subscribe();
    await db.follows.put({ key: `game:${GAME}`, kind: 'game', eventId: EVENT, label: 'Cedars – Phoenix', createdAt: 1 });
    mockFetch(() => json({ success: true }));
    render(<FollowGame gameId={GAME} eventId={EVENT} label="Cedars – Phoenix" />);
    expect((await screen.findByRole('status')).textContent).toContain('Notifications on for this phone.');
    expect(screen.getByRole('button', { name: 'Turn off notifications' })).toBeTruthy();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('in a browser without push: follows the game and offers the calendar feed instead', async () => {
    mockFetch(() => json({ success: true }));
    render(<FollowGame gameId={GAME} eventId={EVENT} label="Cedars – Phoenix" />);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /Notify me/ }));
    await waitFor(() => expect(bell().getAttribute('aria-pressed')).toBe('true'));
    expect(await db.follows.get(`game:${GAME}`)).toMatchObject({ kind: 'game', eventId: EVENT, label: 'Cedars – Phoenix' });
    expect((await screen.findByRole('status')).textContent).toContain('This browser cannot show notifications');
    expect(screen.getByRole('link', { name: 'Subscribe in calendar' }).getAttribute('href')).toBe(
      `webcal://${window.location.host}/api/events/${EVENT}/calendar.ics?lang=en`,
    );
  });

  it('on an iPhone not added to the Home Screen: says it must be installed first', async () => {
    mockFetch(() => json({ success: true }));
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1');
    render(<FollowGame gameId={GAME} eventId={EVENT} label="Cedars – Phoenix" />);
    fireEvent.click(await screen.findByRole('button', { name: /Notify me/ }));
    expect((await screen.findByRole('status')).textContent).toContain('Add to Home Screen');
    vi.restoreAllMocks();
  });

  it('asks for permission only on the tap, subscribes, sends the whole list, and can turn it off again', async () => {
    const { requestPermission, pushManager, unsubscribe } = withPush('granted');
    const calls: { method: string; path: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      const path = new URL(url, 'http://x').pathname;
      calls.push({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/push/public-key')
        return json({ publicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM' });
      return json({ success: true });
    });
    render(<FollowGame gameId={GAME} eventId={EVENT} label="Cedars – Phoenix" />);
    await screen.findByRole('button', { name: /Notify me/ });
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(bell());
    expect((await screen.findByRole('status')).textContent).toContain('Notifications are on for this phone');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/push/subscriptions' && c.method === 'POST').map((c) => c.body)).toEqual([
        {
          subscription: { endpoint: 'https://push.example.com/sub/1', keys: { p256dh: 'BPk', auth: 'au' } },
          locale: 'en',
          follows: [{ kind: 'game', id: GAME }],
        },
      ]),
    );
    // Another language chosen: the server writes this phone's notifications in it from now on.
    await act(() => activateLocale('fr'));
    await languageChanged();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ locale: 'fr', follows: [{ kind: 'game', id: GAME }] });
    await act(() => activateLocale('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Notifications are off on this phone'));
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({
      method: 'DELETE',
      path: '/api/push/subscriptions',
      body: { endpoint: 'https://push.example.com/sub/1' },
    });
  });
});
