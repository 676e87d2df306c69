import { isolate } from '@pitchside/shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncRuntime } from '../../sync/runtime';
import { mockFetch, networkDown } from '../../test/fetch-mock';
import { EVENT, GAME, KARIM, Providers, RAMI, cardFor, game, testRuntime } from '../test-support';
import type { GameCardModel } from './game-list';
import { GoalsDialog } from './goals-dialog';
import { MatchReportDialog } from './match-report-dialog';

let cleanup: (() => Promise<void>) | undefined;
beforeEach(() => {
  mockFetch(() => networkDown());
});
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

/** The dialog redrawn from the device's queue, as the Games Manager's live query does. */
function Live({ runtime, change, goals }: { runtime: SyncRuntime; change?: (c: GameCardModel) => GameCardModel; goals?: boolean }) {
  const card = useLiveQuery(() => cardFor(runtime), [runtime]);
  if (!card) return null;
  const shown = change ? change(card) : card;
  return goals ? <GoalsDialog game={shown} onClose={() => {}} /> : <MatchReportDialog game={shown} onClose={() => {}} />;
}

async function open(opts: { change?: (c: GameCardModel) => GameCardModel; goals?: boolean; clockStartedMinutesAgo?: number } = {}) {
  const t = await testRuntime();
  cleanup = t.cleanup;
  if (opts.clockStartedMinutesAgo !== undefined) {
    const runningSince = new Date(Date.now() - opts.clockStartedMinutesAgo * 60_000).toISOString();
    await t.runtime.store.applyPull(EVENT, {
      cookie: `${EVENT}:2`,
      reset: false,
      patch: [
        {
          op: 'put',
          entity: 'game',
          id: GAME,
          value: { ...game, version: 2, clock: { period: 'first', runningSince, elapsedSeconds: 0 } },
        },
      ],
    });
  }
  render(
    <Providers runtime={t.runtime}>
      <Live runtime={t.runtime} change={opts.change} goals={opts.goals} />
    </Providers>,
  );
  return t.runtime;
}

const queued = async (runtime: SyncRuntime, name: string) => (await runtime.store.listPending()).filter((m) => m.name === name);

describe('Match report: the clock', () => {
  it('starts, pauses, resumes and goes to half time, each a synced edit', async () => {
    const runtime = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Start the clock' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^1st half, minute 1, clock running$/);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    await screen.findByRole('button', { name: 'Pause' });
    fireEvent.click(screen.getByRole('button', { name: 'Half time' }));
    expect(await screen.findByRole('button', { name: 'Start the second half' })).toBeTruthy();
    const edits = await queued(runtime, 'game.clock');
    expect(edits.map((m) => (m.args as { value: { period: string } }).value.period)).toEqual(['first', 'first', 'first', 'halfTime']);
    // Each edit expects the state the one before it set: compare-and-set, never a blind overwrite.
    expect((edits[3]!.args as { expected: unknown }).expected).toEqual((edits[2]!.args as { value: unknown }).value);
  });

  it('asks before ending the game', async () => {
    const runtime = await open({ clockStartedMinutesAgo: 3 });
    fireEvent.click(await screen.findByRole('button', { name: 'End the game' }));
    expect(await queued(runtime, 'game.clock')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, end the game' }));
    expect(await screen.findByRole('timer', { name: 'Full time' })).toBeTruthy();
  });

  it('fills the minute of a goal and a card from the running clock, and the scorer can change it', async () => {
    await open({ clockStartedMinutesAgo: 7.5, goals: true });
    const minute = (await screen.findByRole('spinbutton', { name: 'Minute' })) as HTMLInputElement;
    expect(minute.value).toBe('8');
    fireEvent.change(minute, { target: { value: '6' } });
    expect(minute.value).toBe('6');
  });

  it('gives a foul recorded while the clock runs the clock minute and the current half', async () => {
    const runtime = await open({ clockStartedMinutesAgo: 12.2 });
    fireEvent.click(await screen.findByRole('button', { name: `Add a foul by ${isolate('Tyre Cedars')}` }));
    await waitFor(async () => expect(await queued(runtime, 'foul.add')).toHaveLength(1));
    expect((await queued(runtime, 'foul.add'))[0]!.args).toMatchObject({ side: 'home', half: 1, minute: 13 });
  });
});

describe('Match report: fouls and timeouts', () => {
  it('warns from the 5th foul and shows the 10 m free kick large from the 6th', async () => {
    await open();
    const add = await screen.findByRole('button', { name: `Add a foul by ${isolate('Tyre Cedars')}` });
    for (let i = 1; i <= 5; i++) {
      fireEvent.click(add);
      await screen.findByText(`${isolate('Tyre Cedars')}: ${i} ${i === 1 ? 'foul' : 'fouls'}`);
    }
    expect(screen.getByText('5 fouls: the next one gives a 10 m free kick')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('6 fouls: 10 m free kick from the 6th foul');
    // The other team's counter is untouched.
    expect(screen.getByText(`${isolate('Zahle Lions')}: 0 fouls`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `−1 (take back the last foul by ${isolate('Tyre Cedars')})` }));
    await screen.findByText(`${isolate('Tyre Cedars')}: 5 fouls`);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes one timeout per team per half', async () => {
    const runtime = await open();
    fireEvent.click(await screen.findByRole('button', { name: `Timeout for ${isolate('Zahle Lions')}` }));
    expect(await screen.findByText('Timeout taken')).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Timeout for ${isolate('Zahle Lions')}` })).toBeNull();
    expect(screen.getByRole('button', { name: `Timeout for ${isolate('Tyre Cedars')}` })).toBeTruthy();
    expect((await queued(runtime, 'timeout.add'))[0]!.args).toMatchObject({ side: 'away', half: 1 });
  });
});

describe('Match report: cards', () => {
  const showYellow = async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Side' }), { target: { value: 'home' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Player' }), { target: { value: RAMI } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minute' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Yellow card/ }));
  };

  it('records a second yellow for a player already cautioned, shown as a sending-off', async () => {
    const runtime = await open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Cards' }));
    await showYellow();
    fireEvent.click(screen.getByRole('button', { name: 'Record the card' }));
    expect(await screen.findByText(`Yellow card for ${isolate('Rami Haddad')} at 4'`)).toBeTruthy();
    await showYellow();
    expect(screen.getByText(/this is his second yellow, a sending-off/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record the card' }));
    const list = await screen.findByRole('list');
    await within(list).findByRole('img', { name: 'Second yellow card (sent off)' });
    expect(within(list).getByText('Sent off')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('img')
        .map((i) => i.textContent),
    ).toEqual(['Y', '2Y']);
    expect((await queued(runtime, 'card.add')).map((m) => (m.args as { kind: string }).kind)).toEqual(['yellow', 'secondYellow']);
  });

  it('refuses a further card for a player sent off', async () => {
    await open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Cards' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Side' }), { target: { value: 'away' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Player' }), { target: { value: KARIM } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minute' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Red card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Record the card' }));
    await screen.findByText(`Red card for ${isolate('Karim Nassar')} at 10'`);
    fireEvent.change(screen.getByRole('combobox', { name: 'Side' }), { target: { value: 'away' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Player' }), { target: { value: KARIM } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minute' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the card' }));
    expect(await screen.findByText('This player has already been sent off.')).toBeTruthy();
  });
});

describe('Match report: lineups', () => {
  it('warns when a suspended player is put in, and saves who played with shirts and the goalkeeper', async () => {
    const runtime = await open({
      change: (c) => ({ ...c, view: Object.assign({}, c.view, { suspended: [{ playerId: RAMI, reason: 'redCard' }] }) }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Lineups' }));
    expect(screen.getByText('is suspended for this game (red card).')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rami Haddad' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Rami Haddad is suspended for this game (red card).');
    fireEvent.click(screen.getByRole('checkbox', { name: `${isolate('Karim Nassar')} in goal` }));
    fireEvent.click(screen.getByRole('button', { name: `Save the lineup of ${isolate('Zahle Lions')}` }));
    await waitFor(async () => expect(await queued(runtime, 'lineup.set')).toHaveLength(1));
    expect((await queued(runtime, 'lineup.set'))[0]!.args).toMatchObject({
      side: 'away',
      expected: [],
      value: [{ playerId: KARIM, shirt: 1, goalkeeper: true }],
    });
  });
});
