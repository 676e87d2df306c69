import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminRequest } from '@pitchside/shared';
import { RequestCard } from '../admin/requests/request-card';
import { game, gameDetail, publicTeam, standing, teamRef } from '../routes/event/event-fixtures';
import { activateLocale } from '../i18n';
import { GamesTab } from './event/games-tab';
import { GroupStage } from './event/group-stage';
import { cardName } from './event/group-table';
import { TeamsTab } from './event/teams-tab';
import { GameDetails } from './game/game-details';
import { Scoreboard } from './game/scoreboard';
import { TeamHeader } from './team/team-header';

/**
 * "Achrafieh نمور FC" shown without isolation in Arabic reads "FC نمور Achrafieh". Every place that
 * shows a typed name must put it, and only it, in an element with its own direction.
 */
const MIXED = 'Achrafieh نمور FC';
const PLAYER = 'Karim نصّار';
const PHONE = '+961 71 365843';

afterEach(async () => {
  await activateLocale('en');
});

/**
 * Every element showing `text` sits in an isolating element that holds exactly that text. Text only
 * a screen reader gets (visually hidden) is spoken, not laid out, so its order on screen does not arise.
 */
function expectIsolated(root: HTMLElement, text: string) {
  const holders = [...root.querySelectorAll<HTMLElement>('*')].filter(
    (el) =>
      !el.closest('.visually-hidden') && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes(text)),
  );
  expect(holders.length, `"${text}" is shown`).toBeGreaterThan(0);
  for (const el of holders) {
    const isolating = el.closest('bdi, [dir]');
    expect(isolating, `"${text}" in <${el.tagName.toLowerCase()} class="${el.className}"> is isolated`).not.toBeNull();
    expect(isolating!.textContent!.trim()).toBe(text);
  }
}

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('typed names keep their own direction in Arabic', () => {
  it('in the games list, the teams list and the group tables', async () => {
    await activateLocale('ar');
    const home = teamRef('a1', MIXED);
    const { container, unmount } = inRouter(
      <GamesTab slug="cup" games={[game('g1', 'completed', 'Final', home, teamRef('a2', 'بيروت'), [2, 1])]} loading={false} error={null} />,
    );
    expectIsolated(container, MIXED);
    unmount();
    const teams = inRouter(<TeamsTab teams={[publicTeam({ name: MIXED })]} loading={false} error={null} />);
    expectIsolated(teams.container, MIXED);
    teams.unmount();
    const groups = { groups: [{ _id: 'g', groupName: 'A', teams: [standing('a1', MIXED, 3), standing('a2', 'بيروت')] }] };
    const card = inRouter(<GroupStage groups={groups.groups} openGroupId={null} onOpen={() => undefined} />);
    expectIsolated(card.container, cardName(MIXED));
    card.unmount();
    const full = inRouter(<GroupStage groups={groups.groups} openGroupId="g" onOpen={() => undefined} />);
    expectIsolated(full.container, MIXED);
  });

  it('on the game page: the scoreboard, its scorers and the goals timeline', async () => {
    await activateLocale('ar');
    const goal = { _id: 'x', scorer: null, scorerName: PLAYER, assist: null, assistName: null, minute: 12, side: 'home' as const };
    const detail = gameDetail({
      homeTeam: { ...teamRef('a1', MIXED), players: [] },
      homeGoals: [goal],
      homeScore: 1,
    });
    const { container } = inRouter(
      <>
        <Scoreboard game={detail} />
        <GameDetails game={detail} />
      </>,
    );
    expectIsolated(container, MIXED);
    expectIsolated(container, PLAYER);
  });

  it('in the team header', async () => {
    await activateLocale('ar');
    const { container } = inRouter(<TeamHeader team={publicTeam({ name: MIXED, captain: { _id: 'p', fullName: PLAYER } })} />);
    expectIsolated(container, MIXED);
    expectIsolated(container, PLAYER);
  });

  it("in a registration request: the name, the phone read left to right, and the role in the reader's language", async () => {
    await activateLocale('ar');
    const request = {
      _id: 'r1',
      userId: { _id: 'u', fullName: PLAYER, userRole: 'Parent', email: 'karim@example.com', phoneNumber: PHONE },
      createdAt: '2026-05-01T10:00:00Z',
      dateOfBirth: '2012-01-01',
      instagramUsername: 'karim.n',
      registrationType: 'new',
      primaryShirtNumber: null,
      secondaryShirtNumber: null,
      portraitImage: null,
      idFrontPicture: null,
      idBackPicture: null,
      selectedOldPlayerId: null,
    } as unknown as AdminRequest;
    const { container } = render(
      <RequestCard request={request} busy={false} onEnlarge={() => undefined} onApprove={() => undefined} onDecline={() => undefined} />,
    );
    expectIsolated(container, PLAYER);
    expectIsolated(container, PHONE);
    const phone = [...container.querySelectorAll('bdi')].find((b) => b.textContent === PHONE)!;
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(container.textContent).not.toContain('Parent');
  });
});

describe('lists of names in the reader’s order', () => {
  const names = ['Tariq FC', 'نمور الأشرفية', 'Élan Club', 'أرز بيروت'];
  const shown = (container: HTMLElement) => [...container.querySelectorAll('.team-card__name')].map((n) => n.textContent);
  const teams = names.map((name, i) => publicTeam({ _id: `t${i}`, name }));

  it.each([
    ['en', ['Élan Club', 'Tariq FC', 'أرز بيروت', 'نمور الأشرفية']],
    ['ar', ['أرز بيروت', 'نمور الأشرفية', 'Élan Club', 'Tariq FC']],
  ] as const)('the teams tab in %s', async (locale, expected) => {
    await activateLocale(locale);
    const { container } = inRouter(<TeamsTab teams={teams} loading={false} error={null} />);
    expect(shown(container)).toEqual(expected);
  });
});
