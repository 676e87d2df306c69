import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAPSED_ADMIN_KEY, SessionProvider, STORED_USER_KEY, useSession } from '../app/session';
import { db } from '../data/db';
import { mockFetch, networkDown } from '../test/fetch-mock';
import { sampleUser } from '../test/render';
import { getSyncRuntime } from './runtime';
import { SyncProvider, useSyncRuntime } from './sync-context';

const rami = { ...sampleUser, id: 'admin-rami', _id: 'admin-rami', fullName: 'Rami Haddad', isAdmin: true };
const rana = { ...sampleUser, id: 'admin-rana', _id: 'admin-rana', fullName: 'Rana Khoury', isAdmin: true };

function Probe() {
  const rt = useSyncRuntime();
  const { setUser } = useSession();
  return (
    <>
      <p>Runtime of {rt.admin?.name ?? 'the device'}</p>
      <button type="button" onClick={() => setUser(rana)}>
        Rana signs in
      </button>
    </>
  );
}

const app = () =>
  render(
    <SessionProvider>
      <SyncProvider>
        <Probe />
      </SyncProvider>
    </SessionProvider>,
  );

beforeEach(() => {
  mockFetch(() => networkDown());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterAll(async () => {
  await (await getSyncRuntime({ id: rana.id, name: rana.fullName })).stop();
  await db.delete();
});

describe('sync provider on a shared device', () => {
  it('switches to the runtime of the admin who signs in, and keeps the last admin’s while their session has lapsed', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(rami));
    const first = app();
    expect(await screen.findByText('Runtime of Rami Haddad')).toBeTruthy();
    const ramiRuntime = await getSyncRuntime({ id: rami.id, name: rami.fullName });

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Rana signs in' })));
    expect(await screen.findByText('Runtime of Rana Khoury')).toBeTruthy();
    const ranaRuntime = await getSyncRuntime({ id: rana.id, name: rana.fullName });
    expect(ranaRuntime.client.clientId).not.toBe(ramiRuntime.client.clientId);
    first.unmount();

    // Rana's session expires on the device: her outbox and the sign-in prompt stay on screen.
    localStorage.removeItem(STORED_USER_KEY);
    localStorage.setItem(LAPSED_ADMIN_KEY, '1');
    app();
    expect(await screen.findByText('Runtime of Rana Khoury')).toBeTruthy();
    expect(await getSyncRuntime({ id: rana.id, name: rana.fullName })).toBe(ranaRuntime);
  });
});
