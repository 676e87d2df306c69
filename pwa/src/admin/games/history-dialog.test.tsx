import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '@pitchside/sync';
import { isolate } from '@pitchside/shared';
import { json, mockFetch, networkDown, setOnline } from '../../test/fetch-mock';
import { ALI, cardFor, EVENT, GAME, Providers, testRuntime } from '../test-support';
import { HISTORY_EMPTY, HISTORY_OFFLINE, HistoryDialog, historyTime } from './history-dialog';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
  setOnline(true);
  vi.unstubAllGlobals();
});

const today = (h: number, m: number) => {
  const d = new Date();
  d.setHours(h, m, 0, 0);
  return d.toISOString();
};
const rana = { id: 'u-rana', name: 'Rana Khoury' };
const entries: HistoryEntry[] = [
  { id: 3, at: today(14, 40), action: 'game.setStatus', source: 'rest', user: rana, change: { kind: 'status', value: 'completed' } },
  {
    id: 2,
    at: today(14, 35),
    action: 'game.setMvp',
    source: 'sync',
    user: rana,
    change: { kind: 'mvp', playerId: ALI, playerName: 'Ali Saad' },
  },
  {
    id: 1,
    at: today(14, 32),
    action: 'goal.add',
    source: 'sync',
    user: rana,
    change: { kind: 'goalAdded', side: 'away', minute: 37, scorerName: 'Karim Nassar', assistName: null },
  },
];

async function openHistory() {
  const t = await testRuntime();
  cleanup = t.cleanup;
  const card = await cardFor(t.runtime);
  render(
    <Providers runtime={t.runtime}>
      <HistoryDialog game={card} onClose={() => {}} />
    </Providers>,
  );
}

describe('History', () => {
  it("lists the game's changes newest first, who made them and how they arrived", async () => {
    const calls = mockFetch((url) =>
      url === `/api/events/${EVENT}/games/${GAME}/audit` ? json({ success: true, audit: entries }) : networkDown(),
    );
    await openHistory();
    const list = await screen.findByRole('list', { name: 'Changes, newest first' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => Array.from(li.children, (c) => c.textContent));
    expect(items).toEqual([
      [`${historyTime(entries[0]!.at)} · Rana Khoury · Status set to Completed`, 'via web form'],
      [`${historyTime(entries[1]!.at)} · Rana Khoury · MVP set to ${isolate('Ali Saad')}`, 'via device sync'],
      [`${historyTime(entries[2]!.at)} · Rana Khoury · Goal added: 37' ${isolate('Karim Nassar')}`, 'via device sync'],
    ]);
    // The admin's name keeps its own direction inside an Arabic line.
    expect(Array.from(list.querySelectorAll('bdi'), (b) => b.textContent)).toEqual(['Rana Khoury', 'Rana Khoury', 'Rana Khoury']);
    expect(calls.mock.calls.filter(([url]) => String(url).endsWith('/audit'))).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'History: Tyre Cedars vs Zahle Lions' })).toBeTruthy();
  });

  it('says when nothing has been recorded', async () => {
    mockFetch(() => json({ success: true, audit: [] }));
    await openHistory();
    expect(await screen.findByText(HISTORY_EMPTY)).toBeTruthy();
  });

  it('needs a connection, and loads once the signal returns', async () => {
    setOnline(false);
    mockFetch(() => json({ success: true, audit: entries }));
    await openHistory();
    expect(await screen.findByText(HISTORY_OFFLINE)).toBeTruthy();
    setOnline(true);
    expect(await screen.findByText(/Status set to Completed/)).toBeTruthy();
  });

  it('treats a request that never reaches the server as no connection', async () => {
    mockFetch(() => networkDown());
    await openHistory();
    expect(await screen.findByText(HISTORY_OFFLINE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks the admin to sign in again when the session has expired', async () => {
    mockFetch(() => json({ success: false, message: 'Not signed in' }, 401));
    await openHistory();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it("shows Beirut time whatever the device's clock, with the date for a change on another day", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const now = new Date('2026-11-22T08:00:00Z'); // 10:00 in Beirut, 03:00 in New York
      expect(historyTime('2026-11-22T07:05:00Z', now)).toBe('09:05');
      expect(historyTime('2026-11-21T12:32:00Z', now)).toBe('21 Nov 14:32');
      // 23:30 in New York on the 21st is already the 22nd in Beirut: today, not another day.
      expect(historyTime('2026-11-22T04:30:00Z', now)).toBe('06:30');
    } finally {
      process.env.TZ = zone;
    }
  });
});
