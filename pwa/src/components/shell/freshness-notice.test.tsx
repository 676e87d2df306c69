import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTrouble } from '../../data/connection-trouble';
import { db } from '../../data/db';
import { useApi } from '../../data/use-api';
import { json, mockFetch, networkDown, setOnline } from '../../test/fetch-mock';
import { FreshnessGate } from './freshness-gate';

function Screen({ path }: { path: string }) {
  const { data } = useApi<{ score: string }>(path);
  return (
    <>
      <FreshnessGate />
      <p>{data ? `Live ${data.score}` : 'loading'}</p>
    </>
  );
}

beforeEach(async () => {
  setOnline(true);
  resetTrouble();
  await db.responses.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('honest freshness', () => {
  it('says nothing while answers arrive in time', async () => {
    mockFetch(() => json({ score: '1-1' }));
    render(<Screen path="/api/events/x/games/1" />);
    expect(await screen.findByText('Live 1-1')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('online but with no data (requests hang): after a few seconds the old score says how old it is, with Retry', async () => {
    await db.responses.put({ path: '/api/events/x/games/2', body: { score: '1-1' }, fetchedAt: Date.now() - 7 * 60_000 });
    const fetch = mockFetch(() => new Promise<Response>(() => {}));
    render(<Screen path="/api/events/x/games/2" />);
    expect(await screen.findByText('Live 1-1')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    const notice = await screen.findByRole('status', {}, { timeout: 5_000 });
    expect(notice.textContent).toContain('Connection slow or down · updated 7 min ago');
    expect(navigator.onLine).toBe(true);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledOnce();
  }, 10_000);

  it('a failed request shows the notice at once, and a good answer clears it', async () => {
    await db.responses.put({ path: '/api/events/x/games/3', body: { score: '1-1' }, fetchedAt: Date.now() - 2 * 3_600_000 });
    mockFetch(networkDown);
    render(<Screen path="/api/events/x/games/3" />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Connection slow or down · updated 2 h ago'));
    mockFetch(() => json({ score: '2-1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Live 2-1')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offline, it says so', async () => {
    await db.responses.put({ path: '/api/events/x/games/4', body: { score: '1-1' }, fetchedAt: Date.now() - 30_000 });
    setOnline(false);
    mockFetch(networkDown);
    render(<Screen path="/api/events/x/games/4" />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Offline · updated just now'));
  });
});
