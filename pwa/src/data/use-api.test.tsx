import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, networkDown, setOnline } from '../test/fetch-mock';
import { db } from './db';
import { markDeviceKept } from './local-store';
import { dropAnnouncedAnswers, OFFLINE_NO_DATA, primeAnnouncedAnswers, useApi } from './use-api';

function Show({ path }: { path: string | null }) {
  const { data, error, loading, fromCache, refresh } = useApi<{ name: string }>(path);
  return (
    <div>
      {loading && <p>loading</p>}
      {error && <p>error: {error.message}</p>}
      {data && <p>name: {data.name}</p>}
      {fromCache && <p>from device</p>}
      <button onClick={() => void refresh()}>refresh</button>
    </div>
  );
}

beforeEach(async () => {
  setOnline(true);
  localStorage.clear();
  await db.responses.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('useApi', () => {
  it('loads from the network and keeps the answer on the device', async () => {
    mockFetch(() => json({ name: 'Beirut Futsal Cup' }));
    render(<Show path="/api/events/slug/beirut" />);
    expect(await screen.findByText('name: Beirut Futsal Cup')).toBeTruthy();
    await waitFor(async () => expect((await db.responses.get('/api/events/slug/beirut'))?.body).toEqual({ name: 'Beirut Futsal Cup' }));
  });

  it('offline with stored data shows the data and no error', async () => {
    await db.responses.put({ path: '/api/teams/1', body: { name: 'Cedars FC' }, fetchedAt: Date.now() - 300_000 });
    setOnline(false);
    const fetch = mockFetch(networkDown);
    render(<Show path="/api/teams/1" />);
    expect(await screen.findByText('name: Cedars FC')).toBeTruthy();
    expect(screen.getByText('from device')).toBeTruthy();
    expect(screen.queryByText(/^error/)).toBeNull();
    expect(screen.queryByText('loading')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offline with nothing stored says so instead of loading forever', async () => {
    setOnline(false);
    mockFetch(networkDown);
    render(<Show path="/api/teams/never-opened" />);
    expect(await screen.findByText(`error: ${OFFLINE_NO_DATA}`)).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a failing network with nothing stored ends in an error, not a spinner', async () => {
    mockFetch(networkDown);
    render(<Show path="/api/teams/lie-fi" />);
    expect(await screen.findByText(/^error: Network error/)).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the stored copy first, then the fresh one', async () => {
    await db.responses.put({ path: '/api/users/7', body: { name: 'Old Name' }, fetchedAt: 1 });
    markDeviceKept();
    let answer!: (r: Response) => void;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<Show path="/api/users/7" />);
    expect(await screen.findByText('name: Old Name')).toBeTruthy();
    await act(async () => answer(json({ name: 'New Name' })));
    expect(await screen.findByText('name: New Name')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('from device')).toBeNull());
  });

  it('fetches again when the device comes back online', async () => {
    setOnline(false);
    const fetch = mockFetch(() => json({ name: 'Back Online' }));
    render(<Show path="/api/rankings" />);
    expect(await screen.findByText(`error: ${OFFLINE_NO_DATA}`)).toBeTruthy();
    act(() => setOnline(true));
    expect(await screen.findByText('name: Back Online')).toBeTruthy();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('shows the server message for a missing item', async () => {
    mockFetch(() => json({ success: false, message: 'User not found' }, 404));
    render(<Show path="/api/users/404" />);
    expect(await screen.findByText('error: User not found')).toBeTruthy();
  });

  it('refresh fetches again on demand', async () => {
    let calls = 0;
    mockFetch(() => json({ name: `answer ${++calls}` }));
    render(<Show path="/api/rankings" />);
    expect(await screen.findByText('name: answer 1')).toBeTruthy();
    act(() => screen.getByText('refresh').click());
    expect(await screen.findByText('name: answer 2')).toBeTruthy();
  });

  it('a returning device keeps using what it stored when the network fails', async () => {
    await db.responses.put({ path: '/api/teams/2', body: { name: 'Tyre Stars' }, fetchedAt: 1 });
    mockFetch(networkDown);
    render(<Show path="/api/teams/2" />);
    expect(await screen.findByText('name: Tyre Stars')).toBeTruthy();
    expect(screen.getByText('from device')).toBeTruthy();
  });

  it('a first visit keeps the network answer, so the page opens offline next time', async () => {
    mockFetch(() => json({ name: 'Saida Juniors' }));
    const first = render(<Show path="/api/teams/3" />);
    expect(await screen.findByText('name: Saida Juniors')).toBeTruthy();
    await waitFor(async () => expect(await db.responses.get('/api/teams/3')).toBeTruthy());
    first.unmount();
    setOnline(false);
    render(<Show path="/api/teams/3" />);
    expect(await screen.findByText('name: Saida Juniors')).toBeTruthy();
    expect(screen.getByText('from device')).toBeTruthy();
  });

  it('does nothing for a null path', async () => {
    const fetch = mockFetch(() => json({}));
    render(<Show path={null} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('loading')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('answers the page announced', () => {
  afterEach(() => {
    for (const link of document.querySelectorAll('link[rel="preload"]')) link.remove();
    dropAnnouncedAnswers();
  });

  const announce = (path: string) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = path;
    document.head.append(link);
    // Set once in the document: happy-dom would otherwise fetch it itself, past the mocked fetch.
    link.setAttribute('as', 'fetch');
  };

  it('are asked for once, even when the page has loaded before the screen asking for them is drawn', async () => {
    // A first page view: nothing loaded yet, as on a phone opening a shared link.
    vi.resetModules();
    const fresh = await import('./use-api');
    const { afterLoad: pageLoaded } = await import('./after-load');
    const fetch = mockFetch(() => json({ name: 'Schools Futsal Cup' }));
    announce('/api/events/slug/schools');
    await fresh.primeAnnouncedAnswers();
    await pageLoaded();
    function Page() {
      const { data } = fresh.useApi<{ name: string }>('/api/events/slug/schools');
      return <p>{data ? `name: ${data.name}` : 'loading'}</p>;
    }
    render(<Page />);
    // Drawn at once with the announced answer, and never asked for again.
    expect(screen.getByText('name: Schools Futsal Cup')).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('are asked for again once the reader has moved on from the first page', async () => {
    const fetch = mockFetch(() => json({ name: 'Street League' }));
    announce('/api/events/slug/street');
    await primeAnnouncedAnswers();
    dropAnnouncedAnswers();
    render(<Show path="/api/events/slug/street" />);
    expect(await screen.findByText('name: Street League')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
