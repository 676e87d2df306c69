import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, networkDown } from '../../test/fetch-mock';
import { ALI, cardFor, EVENT, GAME, Providers, RAMI, testRuntime } from '../test-support';
import { GoalsDialog } from './goals-dialog';
import { PenaltiesDialog } from './penalties-dialog';

let cleanup: (() => Promise<void>) | undefined;
beforeEach(() => {
  mockFetch(() => networkDown());
});
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

async function openGoals() {
  const t = await testRuntime();
  cleanup = t.cleanup;
  const card = await cardFor(t.runtime);
  render(
    <Providers runtime={t.runtime}>
      <GoalsDialog game={card} onClose={() => {}} />
    </Providers>,
  );
  return t.runtime;
}

/** Another admin's goal by Rami for the home side, pulled onto this device. */
async function pullTheirGoal(runtime: Awaited<ReturnType<typeof openGoals>>, minute: number) {
  const theirs = crypto.randomUUID();
  await runtime.store.applyPull(EVENT, {
    cookie: `${EVENT}:2`,
    reset: false,
    patch: [
      {
        op: 'put',
        entity: 'goal',
        id: theirs,
        value: {
          id: theirs,
          eventId: EVENT,
          gameId: GAME,
          side: 'home',
          minute,
          scorerId: RAMI,
          scorerName: 'Rami Haddad',
          assistId: null,
          assistName: null,
          createdBy: 'another-admin',
        },
      },
    ],
  });
}

const pick = (label: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });

describe('Manage Goals, single mode', () => {
  it('asks for a side and a minute, then for a scorer', async () => {
    await openGoals();
    expect(await screen.findAllByText('No goals yet')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText('Provide side and valid minute')).toBeTruthy();
    pick('Side', 'home');
    type('Minute', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText('Please select a scorer')).toBeTruthy();
  });

  it('leaves the scorer out of the assist list and clears both when the side changes', async () => {
    await openGoals();
    pick('Side', 'home');
    pick('Scorer', RAMI);
    const assist = screen.getByRole('combobox', { name: 'Assist (optional)' });
    expect(within(assist).queryByText('Rami Haddad')).toBeNull();
    expect(within(assist).getByText(/Ali Saad/)).toBeTruthy();
    pick('Side', 'away');
    expect((screen.getByRole('combobox', { name: 'Scorer' }) as HTMLSelectElement).value).toBe('');
  });

  it('queues the goal with an id made on the device', async () => {
    const runtime = await openGoals();
    pick('Side', 'home');
    type('Minute', '12');
    pick('Scorer', RAMI);
    pick('Assist (optional)', ALI);
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText('Goal added')).toBeTruthy();
    const [queued] = await runtime.store.listPending();
    expect(queued).toMatchObject({
      name: 'goal.add',
      args: { gameId: GAME, side: 'home', minute: 12, scorerId: RAMI, scorerName: 'Rami Haddad', assistName: 'Ali Saad' },
    });
    expect((queued!.args as { goalId: string }).goalId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks before adding a goal another admin recorded for the same scorer at the same minute', async () => {
    const runtime = await openGoals();
    await pullTheirGoal(runtime, 10);
    pick('Side', 'home');
    type('Minute', '10');
    pick('Scorer', RAMI);
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText(/Possible duplicate goal: Rami Haddad already scored at 10'/)).toBeTruthy();
    expect(await runtime.store.listPending()).toHaveLength(0);
    // The warning took the place of Add Goal: its first answer has the focus, not the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add anyway' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add anyway' }));
    expect(await screen.findByText('Goal added')).toBeTruthy();
    expect(await runtime.store.listPending()).toHaveLength(1);
  });

  it("adds a goal a minute after another admin's goal by the same scorer without asking: a brace split between two phones", async () => {
    const runtime = await openGoals();
    await pullTheirGoal(runtime, 10);
    pick('Side', 'home');
    type('Minute', '11');
    pick('Scorer', RAMI);
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText('Goal added')).toBeTruthy();
    expect(screen.queryByText(/Possible duplicate goal/)).toBeNull();
    expect(await runtime.store.listPending()).toHaveLength(1);
  });

  it('adds my own brace within a minute without asking', async () => {
    const runtime = await openGoals();
    await runtime.mutate('goal.add', {
      gameId: GAME,
      goalId: crypto.randomUUID(),
      side: 'home',
      minute: 10,
      scorerId: RAMI,
      scorerName: 'Rami Haddad',
    });
    pick('Side', 'home');
    type('Minute', '10');
    pick('Scorer', RAMI);
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText('Goal added')).toBeTruthy();
    expect(screen.queryByText(/Possible duplicate goal/)).toBeNull();
    expect(await runtime.store.listPending()).toHaveLength(2);
  });
});

describe('Manage Goals, batch mode', () => {
  it('needs one valid row, then queues the goals and completes the game', async () => {
    const runtime = await openGoals();
    fireEvent.click(screen.getByRole('tab', { name: 'Batch Mode' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save All Goals & Complete Game' }));
    expect(await screen.findByText('Please add at least one valid goal')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    const [first, second] = screen.getAllByRole('group');
    fireEvent.change(within(first!).getByRole('combobox', { name: 'Side' }), { target: { value: 'home' } });
    fireEvent.change(within(first!).getByRole('spinbutton', { name: 'Minute' }), { target: { value: '5' } });
    fireEvent.change(within(first!).getByRole('combobox', { name: 'Scorer' }), { target: { value: ALI } });
    // The second row has no scorer: it does not count.
    fireEvent.change(within(second!).getByRole('combobox', { name: 'Side' }), { target: { value: 'away' } });
    fireEvent.change(within(second!).getByRole('spinbutton', { name: 'Minute' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save All Goals & Complete Game' }));

    expect(await screen.findByText('1 goals added and game completed')).toBeTruthy();
    expect((await runtime.store.listPending()).map((m) => m.name)).toEqual(['goal.add', 'game.setStatus']);
    expect((await runtime.client.gameView(GAME))?.status).toBe('completed');
  });
});

describe('Manage Goals, closing', () => {
  async function openBatch() {
    const t = await testRuntime();
    cleanup = t.cleanup;
    const onClose = vi.fn();
    render(
      <Providers runtime={t.runtime}>
        <GoalsDialog game={await cardFor(t.runtime)} onClose={onClose} />
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Batch Mode' }));
    return { onClose, runtime: t.runtime };
  }
  const backdrop = () => document.querySelector('.dialog-backdrop')!;

  it('keeps typed Batch rows when the backdrop is tapped or Escape pressed, and closes only on a second answer', async () => {
    const { onClose } = await openBatch();
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minute' }), { target: { value: '7' } });
    fireEvent.mouseDown(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain('1 goal typed in Batch Mode is not saved');
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep editing' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect((screen.getByRole('spinbutton', { name: 'Minute' }) as HTMLInputElement).value).toBe('7');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close without saving' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on the backdrop at once when nothing is typed', async () => {
    const { onClose } = await openBatch();
    fireEvent.click(screen.getByRole('button', { name: 'Add Goal' }));
    fireEvent.mouseDown(backdrop());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('completes a goalless game in Batch Mode', async () => {
    const { runtime } = await openBatch();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Game at 0-0' }));
    expect(await screen.findByText('Game completed at 0-0')).toBeTruthy();
    expect((await runtime.store.listPending()).map((m) => m.name)).toEqual(['game.setStatus']);
    expect((await runtime.client.gameView(GAME))?.status).toBe('completed');
  });
});

describe('Manage Penalties', () => {
  it('checks both scores and queues the shoot-out', async () => {
    const t = await testRuntime();
    cleanup = t.cleanup;
    render(
      <Providers runtime={t.runtime}>
        <PenaltiesDialog game={await cardFor(t.runtime)} onClose={() => {}} />
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set Penalty Score' }));
    expect(await screen.findByText('Please enter penalty scores for both teams')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Tyre Cedars (home)' }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Zahle Lions (away)' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set Penalty Score' }));
    expect(await screen.findByText('Penalty scores added')).toBeTruthy();
    expect((await t.runtime.client.gameView(GAME))?.penalties).toEqual({ home: 4, away: 3 });
  });
});

describe('goals another admin left on this device', () => {
  it('are shown with who recorded them, and cannot be removed before they are sent', async () => {
    const { GoalColumn } = await import('./goals-dialog');
    const onRemove = vi.fn();
    const base = { eventId: 'e', gameId: GAME, side: 'home' as const, scorerId: null, assistId: null, assistName: null };
    render(
      <GoalColumn
        team={{ id: 't', name: 'Tyre Cedars', logo: null, players: [] }}
        goals={[
          { ...base, id: 'g1', minute: 12, scorerName: 'Karim Haddad' },
          { ...base, id: 'g2', minute: 30, scorerName: 'Ali Saad', waitingFor: 'Rami Haddad' },
        ]}
        waiting={new Set()}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByText(/recorded by Rami Haddad, waiting for them to sign in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: "Remove goal by Karim Haddad at 12'" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Remove goal by Ali Saad at 30'" })).toBeNull();
  });
});

describe('removing a goal courtside', () => {
  const GOAL = '88888888-8888-4888-8888-888888888888';
  async function openWithGoal(undoMs?: number) {
    const t = await testRuntime();
    cleanup = t.cleanup;
    const value = {
      id: GOAL,
      eventId: EVENT,
      gameId: GAME,
      side: 'home' as const,
      minute: 12,
      scorerId: RAMI,
      scorerName: 'Rami Haddad',
      assistId: null,
      assistName: null,
    };
    await t.runtime.store.applyPull(EVENT, {
      cookie: `${EVENT}:2`,
      reset: false,
      patch: [{ op: 'put', entity: 'goal', id: GOAL, value }],
    });
    const view = render(
      <Providers runtime={t.runtime}>
        <GoalsDialog game={await cardFor(t.runtime)} onClose={() => {}} undoMs={undoMs} />
      </Providers>,
    );
    return { runtime: t.runtime, view };
  }
  const removeButton = () => screen.findByRole('button', { name: "Remove goal by Rami Haddad at 12'" });
  const undoButton = () => screen.getByRole('button', { name: "Undo removing the goal by Rami Haddad at 12'" });

  it('takes the goal off at once with an Undo that sends nothing', async () => {
    const { runtime } = await openWithGoal();
    fireEvent.click(await removeButton());
    expect(screen.getByRole('status').textContent).toContain("Goal removed: 12'");
    expect(screen.queryByRole('button', { name: "Remove goal by Rami Haddad at 12'" })).toBeNull();
    expect(document.activeElement).toBe(undoButton());
    expect(await runtime.store.listPending()).toEqual([]);
    fireEvent.click(undoButton());
    expect(await removeButton()).toBeTruthy();
    expect(await runtime.store.listPending()).toEqual([]);
  });

  it('queues the removal once the undo time is over', async () => {
    const { runtime } = await openWithGoal(50);
    fireEvent.click(await removeButton());
    await waitFor(async () => expect((await runtime.store.listPending()).map((m) => m.name)).toEqual(['goal.remove']));
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: "Remove goal by Rami Haddad at 12'" })).toBeNull();
  });

  it('queues the removal when the dialog closes before the time is over', async () => {
    const { runtime, view } = await openWithGoal();
    fireEvent.click(await removeButton());
    view.unmount();
    await waitFor(async () => expect((await runtime.store.listPending()).map((m) => m.name)).toEqual(['goal.remove']));
  });
});
