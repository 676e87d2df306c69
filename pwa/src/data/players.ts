import type {
  InvitationsResponse,
  OldPlayersResponse,
  RegistrationRequest,
  RegistrationRequestsResponse,
  SendInvitationInput,
} from '@pitchside/shared';
import { apiGet, apiPost, apiRequest } from './api';

/**
 * Player registration and invitations. These answers are personal: they are fetched fresh and never
 * stored on the device (Dexie keeps public reads only).
 */
export async function latestRequest(userId: string): Promise<RegistrationRequest | null> {
  const res = await apiGet<RegistrationRequestsResponse>(`/api/users/${encodeURIComponent(userId)}/requests`);
  return res.requests[0] ?? null;
}

export async function invitationCount(userId: string): Promise<number> {
  return (await apiGet<{ count: number }>(`/api/invitations/count?userId=${encodeURIComponent(userId)}`)).count;
}

export async function myInvitations(userId: string): Promise<InvitationsResponse['invitations']> {
  return (await apiGet<InvitationsResponse>(`/api/invitations/my-invitations?userId=${encodeURIComponent(userId)}`)).invitations;
}

export function answerInvitation(id: string, userId: string, choice: 'accept' | 'decline') {
  return apiPost<{ message: string }>(`/api/invitations/${encodeURIComponent(id)}/${choice}`, { userId });
}

export function sendInvitation(body: SendInvitationInput) {
  return apiPost<{ message: string; player: { fullName: string } }, SendInvitationInput>('/api/invitations/send', body);
}

export async function searchOldPlayers(text: string, signal?: AbortSignal) {
  return (await apiGet<OldPlayersResponse>(`/api/users/old-players?search=${encodeURIComponent(text)}`, signal)).oldPlayers;
}

export async function submitRegistration(form: FormData) {
  return (
    await apiRequest<{ message: string; request: RegistrationRequest }>('/api/users/player-registration', { method: 'POST', body: form })
  ).data!;
}
