import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageText, type PublicTeam } from '@pitchside/shared';
import { loadAdminCatalogs } from '../../i18n';
import { json, mockFetch } from '../../test/fetch-mock';
import { TeamEditor } from './team-editor';
import { TeamForm } from './team-form';

beforeAll(async () => {
  await loadAdminCatalogs();
});
afterEach(() => vi.unstubAllGlobals());

const EVENT = '11111111-1111-4111-8111-111111111111';
const TEAM = '33333333-3333-4333-8333-333333333333';
const team = {
  _id: TEAM,
  teamId: TEAM,
  slug: 'cedars',
  name: 'Cedars',
  logo: null,
  location: null,
  coach: { fullName: 'كريم حداد' },
  captain: null,
  teamSize: 20,
  ageGroup: null,
  event: { _id: EVENT, event: 'Cedar Cup', slug: 'cedar-cup', event_edition: 1 },
  players: [],
  playersCount: 0,
} as unknown as PublicTeam;

describe('a coach without an account in Team Management', () => {
  it('is typed as a name and phone on a new team', async () => {
    const forms: FormData[] = [];
    mockFetch((_url, init) => {
      forms.push(init.body as FormData);
      return json(
        { success: true, message: 'Team created successfully!', team: { ...team, coach: { fullName: 'Karim', phone: '03 123 456' } } },
        201,
      );
    });
    render(<TeamForm eventId={EVENT} ageGroup="" onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Cedars' } });
    fireEvent.click(screen.getByRole('button', { name: 'Name and phone' }));
    fireEvent.change(screen.getByLabelText('Coach name'), { target: { value: 'Karim' } });
    fireEvent.change(screen.getByLabelText('Coach phone'), { target: { value: '03 123 456' } });
    fireEvent.change(screen.getByLabelText('Team logo'), { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Coach: Karim')).toBeTruthy();
    expect(forms[0]!.get('coachName')).toBe('Karim');
    expect(forms[0]!.get('coachPhone')).toBe('03 123 456');
    expect(forms[0]!.has('coach')).toBe(false);
  });

  it('shows the phone kept for the team and invites the coach by e-mail', async () => {
    const calls: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (url === `/api/teams/${TEAM}/coach`)
        return json({
          success: true,
          coach: {
            linked: false,
            coachName: 'كريم حداد',
            coachPhone: '03 123 456',
            invitedEmail: null,
            invitedByPhone: false,
            invitedAt: null,
          },
        });
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return json({ success: true, message: 'The coach was invited', linked: false, team });
    });
    render(<TeamEditor team={team} others={[]} onChanged={() => {}} />);
    expect((await screen.findByLabelText('Coach phone')).getAttribute('value')).toBe('03 123 456');
    expect((screen.getByLabelText('Coach name') as HTMLInputElement).value).toBe('كريم حداد');
    fireEvent.change(screen.getByLabelText('Coach e-mail'), { target: { value: 'karim@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite by e-mail' }));
    expect(await screen.findByText('Invitation sent to karim@example.com')).toBeTruthy();
    expect(calls).toEqual([{ url: `/api/teams/${TEAM}/coach-invite`, body: { email: 'karim@example.com' } }]);
    expect(screen.getByRole('button', { name: 'Invite by text to 03 123 456' })).toBeTruthy();
  });

  it('refuses a phone too short to call beside its field, before sending', async () => {
    const fetch = mockFetch(() => json({ success: true }, 201));
    render(<TeamForm eventId={EVENT} ageGroup="" onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Cedars' } });
    fireEvent.click(screen.getByRole('button', { name: 'Name and phone' }));
    fireEvent.change(screen.getByLabelText('Coach name'), { target: { value: 'Karim' } });
    fireEvent.change(screen.getByLabelText('Coach phone'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Team logo'), { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    const phone = screen.getByLabelText('Coach phone');
    await vi.waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messageText('importPhoneInvalid'));
    expect(document.activeElement).toBe(phone);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a blank team name beside its field in the team editor, before sending', async () => {
    const fetch = mockFetch(() => json({ success: true, coach: { linked: false, coachName: 'كريم حداد', coachPhone: null } }));
    render(<TeamEditor team={team} others={[]} onChanged={() => {}} />);
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Team' }));
    const name = screen.getByLabelText('Team name');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messageText('teamNameRequired'));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });
});
