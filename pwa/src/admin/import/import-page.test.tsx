import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@pitchside/shared';
import { activateLocale, loadAdminCatalogs } from '../../i18n';
import { json, mockFetch } from '../../test/fetch-mock';
import { ImportPanel } from './import-page';

beforeAll(async () => {
  await loadAdminCatalogs();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

const EVENT = '11111111-1111-4111-8111-111111111111';
const U12 = '22222222-2222-4222-8222-222222222222';
const event: PublicEvent = {
  _id: EVENT,
  event: 'Cedar Cup',
  slug: 'cedar-cup',
  event_edition: 2,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage',
  startsOn: null,
  ageGroups: [
    {
      _id: U12,
      name: 'Under 12',
      label: 'U12',
      slug: 'under-12',
      stageType: 'Group Stage',
      groupsCount: 4,
      teamsPerGroup: 4,
      advancingTeams: 2,
      knockoutTeams: 4,
      leagueTeams: 10,
      position: 0,
    },
  ],
};

const pasted = 'Player name\tTeam\tShirt number\tDate of birth\nمحمد علي\tCedars\t7\t25/03/2014\nAli\tNobody FC\t7\t31/02/2014';

describe('Import: the preview', () => {
  it('shows every pasted row with its problems before anything is saved, and saves only once they are gone', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch((_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      const rows = body.rows as unknown[];
      if (rows.length === 2)
        return json({
          success: false,
          message: 'Nothing was saved: correct the rows with problems first',
          created: 0,
          rows: [
            { row: 1, problems: [] },
            {
              row: 2,
              problems: [
                { field: 'team', code: 'importTeamUnknown', message: 'No team of this event has this name' },
                { field: 'name', code: 'importTooLong', message: 'This value is too long (at most 100 characters)', params: { max: 100 } },
              ],
            },
          ],
        });
      if (body.dryRun) return json({ success: true, message: 'ok', created: 0, rows: [{ row: 1, problems: [] }] });
      return json({ success: true, message: 'The rows were imported', created: 1, rows: [{ row: 1, problems: [] }] });
    });
    render(<ImportPanel event={event} />);
    fireEvent.click(screen.getByRole('button', { name: 'Players' }));
    expect(screen.getByRole('link', { name: 'Download the template (CSV)' }).getAttribute('href')).toContain(
      encodeURIComponent('Player name,Team,Shirt number,Date of birth,Age group'),
    );
    fireEvent.change(screen.getByLabelText('Paste cells from a spreadsheet'), { target: { value: pasted } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('1 row has a problem: nothing is saved until every row is right.')).toBeTruthy();
    expect(bodies[0]).toEqual({
      kind: 'players',
      ageGroup: U12,
      dryRun: true,
      rows: [
        { name: 'محمد علي', team: 'Cedars', shirtNumber: '7', dateOfBirth: '25/03/2014' },
        { name: 'Ali', team: 'Nobody FC', shirtNumber: '7', dateOfBirth: '31/02/2014' },
      ],
    });
    expect(screen.getByText('محمد علي').tagName).toBe('BDI');
    const problems = screen.getByRole('list', { name: 'Problems of row 2' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Team: No team of this event has this name', 'Name: This value is too long (at most 100 characters)']);
    const save = screen.getByRole('button', { name: 'Save 2 players' });
    expect(save).toHaveProperty('disabled', true);

    // The row corrected: the preview goes, a new one is asked for, and Save sends the same rows.
    fireEvent.change(screen.getByLabelText('Paste cells from a spreadsheet'), {
      target: { value: pasted.split('\n').slice(0, 2).join('\n') },
    });
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save 1 player' }));
    expect(await screen.findByText('1 player imported')).toBeTruthy();
    expect(bodies.map((b) => b.dryRun)).toEqual([true, true, false]);
    expect(bodies[2]!.rows).toEqual(bodies[1]!.rows);
  });

  it('shows the problems in the reader’s language', async () => {
    await activateLocale('ar');
    await loadAdminCatalogs();
    mockFetch(() =>
      json({
        success: false,
        message: 'x',
        created: 0,
        rows: [
          {
            row: 1,
            problems: [
              { field: 'name', code: 'importTeamExists', message: 'A team with this name is already in this event and age group' },
            ],
          },
        ],
      }),
    );
    render(<ImportPanel event={event} />);
    fireEvent.change(screen.getByLabelText('الصق خلايا من جدول بيانات'), { target: { value: 'نسور بيروت\tU12' } });
    fireEvent.click(screen.getByRole('button', { name: 'معاينة' }));
    expect(await screen.findByText('يوجد فريق بهذا الاسم في هذه البطولة وهذه الفئة العمرية')).toBeTruthy();
  });
});
