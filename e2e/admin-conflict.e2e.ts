import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, e2e, useBrowser } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end two-admin journey skipped: ${e2e.skipReason}`);

/** Playwright actions wait on their own; these polls wait for the screen to catch up. */
const WAIT = { timeout: 20_000, interval: 100 };

type Credentials = { email: string; password: string };
interface ApiGoal {
  _id: string;
  scorerName: string;
  minute: number;
}
interface ApiGame {
  _id: string;
  status: string;
  /** An id, or the player as an object when the game is read back. */
  mvp: string | { _id: string } | null;
  homeTeam: { _id: string; name: string };
  awayTeam: { _id: string; name: string };
  homeGoals: ApiGoal[];
  awayGoals: ApiGoal[];
}
interface HistoryLine {
  at: string;
  user: { name: string | null } | null;
  action: string;
  source: string;
  change: { kind: string; playerName?: string | null };
}

describe.skipIf(!e2e.available)('two admins edit the same game from their own phones', () => {
  const browser = useBrowser();

  it('never overwrites the other admin silently: MVP conflicts are settled by hand, goals of both count', async () => {
    const first = await browser.newPage();
    const second = await browser.newPage();
    const firstName = await logIn(first.page, e2e.admin);
    const secondName = await logIn(second.page, e2e.secondAdmin);
    expect(secondName).toBe('Rana Khoury');

    // A game nobody has touched yet: not started, no MVP, players on both sides.
    await first.page.goto('/admin/games');
    await expect.poll(() => first.page.getByRole('article').count(), WAIT).toBeGreaterThan(0);
    const eventId = await first.page.getByRole('combobox', { name: 'Event', exact: true }).inputValue();
    const game = await pickGame(eventId);
    const before = await api<{ game: ApiGame }>(`/api/events/${eventId}/games/${game._id}`);
    const goalsBefore = before.game.homeGoals.length + before.game.awayGoals.length;

    const cardOf = (page: Page) => page.locator(`[data-game-id="${game._id}"]`);
    for (const page of [first.page, second.page]) {
      if (page !== first.page) await page.goto('/admin/games');
      await page.getByRole('combobox', { name: 'Event', exact: true }).selectOption(eventId);
      // The team filter keeps the game on the first page.
      await page.getByRole('button', { name: 'Team, round, status' }).click();
      await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption(game.homeTeam._id);
      await expect.poll(() => cardOf(page).count(), WAIT).toBe(1);
      await cardOf(page).getByText('MVP, goalkeeper saves, delete').click();
    }
    const mvpOf = (page: Page) => cardOf(page).getByRole('combobox', { name: 'MVP', exact: true });
    const options = await mvpOf(first.page)
      .locator('option')
      .evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
    const [mine, theirs] = [options[1]!, options[2]!];

    // Rana is at the other end of the pitch with no signal; both see "No MVP".
    await second.context.setOffline(true);
    const secondBar = second.page.getByRole('region', { name: 'Sync status' });
    await expect.poll(() => secondBar.textContent(), WAIT).toContain('Offline');
    expect(await mvpOf(second.page).inputValue()).toBe('');

    await mvpOf(first.page).selectOption(mine.value);
    const firstBar = first.page.getByRole('region', { name: 'Sync status' });
    await expect.poll(() => firstBar.textContent(), WAIT).toContain('All edits synced');
    await expect
      .poll(async () => mvpOfGame((await api<{ game: ApiGame }>(`/api/events/${eventId}/games/${game._id}`)).game), WAIT)
      .toBe(mine.value);

    await mvpOf(second.page).selectOption(theirs.value);
    await expect.poll(() => secondBar.textContent(), WAIT).toContain('1 edit waiting');
    await second.context.setOffline(false);

    // Rana's phone syncs second: the server keeps the first value and her edit needs attention.
    await expect.poll(() => secondBar.textContent(), { timeout: 40_000, interval: 200 }).toContain('1 needs attention');
    const item = second.page.getByRole('list', { name: 'Needs attention' }).getByRole('listitem');
    const history = await api<{ audit: HistoryLine[] }>(`/api/events/${eventId}/games/${game._id}/audit`);
    const setAt = history.audit.find((a) => a.action === 'game.setMvp')!.at;
    // Times are shown as they are at the pitch (Beirut), whatever the device's zone.
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Beirut' }).format(new Date(setAt));
    await expect.poll(() => item.textContent(), WAIT).toContain(`Another admin (${firstName}) set MVP to ${mine.label} at ${time}`);
    expect(await item.textContent()).toContain(`You set MVP to ${theirs.label}`);
    expect(mvpOfGame((await api<{ game: ApiGame }>(`/api/events/${eventId}/games/${game._id}`)).game)).toBe(mine.value);

    // She keeps hers: sent again over the value she has now seen, and applied.
    await item.getByRole('button', { name: 'Keep mine' }).click();
    await expect
      .poll(async () => mvpOfGame((await api<{ game: ApiGame }>(`/api/events/${eventId}/games/${game._id}`)).game), WAIT)
      .toBe(theirs.value);
    await expect.poll(() => secondBar.textContent(), WAIT).toContain('All edits synced');
    expect(await secondBar.textContent()).not.toContain('needs attention');
    await expect.poll(() => mvpOf(second.page).inputValue(), WAIT).toBe(theirs.value);
    // The first admin's phone catches up.
    await first.page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => mvpOf(first.page).inputValue(), WAIT).toBe(theirs.value);

    // Both add a goal to the same game at the same time: both count.
    const addGoal = async (page: Page, side: 'home' | 'away', minute: number) => {
      await cardOf(page).getByRole('button', { name: 'Manage Goals' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Side').selectOption(side);
      await dialog.getByLabel('Minute').fill(String(minute));
      await dialog.getByLabel('Scorer').selectOption({ index: 1 });
      const scorer = await dialog.getByLabel('Scorer').locator('option:checked').textContent();
      await dialog.getByRole('button', { name: 'Add Goal' }).click();
      await expect.poll(() => dialog.textContent(), WAIT).toContain('Goal added');
      await dialog.getByRole('button', { name: 'Close' }).click();
      return scorer!.replace(/^\d+\.\s*/, '');
    };
    const [firstScorer, secondScorer] = await Promise.all([addGoal(first.page, 'home', 11), addGoal(second.page, 'away', 12)]);
    for (const bar of [firstBar, secondBar]) await expect.poll(() => bar.textContent(), WAIT).toContain('All edits synced');
    const after = (await api<{ game: ApiGame }>(`/api/events/${eventId}/games/${game._id}`)).game;
    expect(after.homeGoals.length + after.awayGoals.length).toBe(goalsBefore + 2);
    expect(after.homeGoals.filter((g) => g.minute === 11).map((g) => g.scorerName)).toEqual([firstScorer]);
    expect(after.awayGoals.filter((g) => g.minute === 12).map((g) => g.scorerName)).toEqual([secondScorer]);
    expect(mvpOfGame(after)).toBe(theirs.value);
    for (const page of [first.page, second.page]) {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect
        .poll(async () => (await cardOf(page).locator('.gm-team-score').allTextContents()).map((s) => Number.parseInt(s, 10)), WAIT)
        .toEqual([after.homeGoals.length, after.awayGoals.length]);
    }

    // The game's history tells the story, newest first, on the first admin's phone.
    await cardOf(first.page).getByRole('button', { name: 'History' }).click();
    const historyList = first.page.getByRole('dialog').getByRole('list', { name: 'Changes, newest first' });
    await expect.poll(() => historyList.getByRole('listitem').count(), WAIT).toBe(4);
    // Names are direction-isolated; the isolate marks are not part of what a person reads.
    const lines = (await historyList.getByRole('listitem').allTextContents()).map((l) => l.replace(/[\u2066-\u2069]/g, ''));
    // Each author is named with their role (both are site admins here).
    expect(lines[2]).toContain(`Rana Khoury (site admin) · MVP set to ${theirs.label}`);
    expect(lines[2]).toContain('via device sync');
    expect(lines[3]).toContain(`${firstName} (site admin) · MVP set to ${mine.label}`);
    expect(lines.slice(0, 2).join('\n')).toContain(`Goal added: 11' ${firstScorer}`);
    expect(lines.slice(0, 2).join('\n')).toContain(`Goal added: 12' ${secondScorer}`);
    await first.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // A penalty shoot-out entered twice: this time Rana keeps the other admin's score.
    await second.context.setOffline(true);
    await expect.poll(() => secondBar.textContent(), WAIT).toContain('Offline');
    const setPenalties = async (page: Page, home: number, away: number) => {
      await cardOf(page).getByRole('button', { name: 'Add Penalties' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/\(home\)$/).fill(String(home));
      await dialog.getByLabel(/\(away\)$/).fill(String(away));
      await dialog.getByRole('button', { name: 'Set Penalty Score' }).click();
      await expect.poll(() => dialog.textContent(), WAIT).toContain('Penalty scores added');
      await dialog.getByRole('button', { name: 'Close' }).click();
    };
    await setPenalties(first.page, 4, 3);
    await expect.poll(() => firstBar.textContent(), WAIT).toContain('All edits synced');
    await setPenalties(second.page, 5, 4);
    await second.context.setOffline(false);
    await expect.poll(() => secondBar.textContent(), { timeout: 40_000, interval: 200 }).toContain('1 needs attention');
    await expect.poll(() => item.textContent(), WAIT).toContain(`Another admin (${firstName}) set the penalty score to 4-3 at`);
    expect(await item.textContent()).toContain('You set the penalty score to 5-4');
    await item.getByRole('button', { name: 'Keep theirs' }).click();
    await expect.poll(() => secondBar.textContent(), WAIT).not.toContain('needs attention');
    const settled = (
      await api<{ game: ApiGame & { homePenaltyGoals: unknown[]; awayPenaltyGoals: unknown[] } }>(
        `/api/events/${eventId}/games/${game._id}`,
      )
    ).game;
    expect([settled.homePenaltyGoals.length, settled.awayPenaltyGoals.length]).toEqual([4, 3]);
    await second.page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => cardOf(second.page).locator('.gm-pens').allTextContents(), WAIT).toEqual([' (4)', ' (3)']);
  });
});

async function logIn(page: Page, who: Credentials): Promise<string> {
  await page.goto('/');
  const direct = page.getByRole('button', { name: 'Login', exact: true }).first();
  if (!(await direct.isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(who.email);
  await dialog.getByLabel('Password').fill(who.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedInUser') ?? ''), { timeout: 10_000 }).toContain('"isAdmin":true');
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('loggedInUser') ?? '{}') as { fullName?: string });
  return user.fullName ?? '';
}

const mvpOfGame = (g: ApiGame) => (typeof g.mvp === 'string' ? g.mvp : (g.mvp?._id ?? null));

/** The server as the first admin sees it, through the API. */
async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${e2e.baseUrl}${path}`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** A game not started, with no MVP and no history, whose teams both have at least two players. */
async function pickGame(eventId: string): Promise<ApiGame> {
  const { games } = await api<{ games: ApiGame[] }>(`/api/events/${eventId}/games?limit=1000`);
  for (const listed of games) {
    if (!['Upcoming', 'Not Scheduled', 'scheduled'].includes(listed.status)) continue;
    const { game: g } = await api<{ game: ApiGame }>(`/api/events/${eventId}/games/${listed._id}`);
    if (g.mvp) continue;
    const { audit } = await api<{ audit: unknown[] }>(`/api/events/${eventId}/games/${g._id}/audit`);
    if (audit.length > 0) continue;
    const rosters = await Promise.all(
      [g.homeTeam._id, g.awayTeam._id].map((id) => api<{ team: { players?: unknown[] } }>(`/api/teams/${id}`)),
    );
    if (rosters.every((r) => (r.team.players?.length ?? 0) >= 2)) return g;
  }
  throw new Error('The demo tournament has no untouched game with players on both teams');
}
