import type { InvitationsResponse, RegistrationRequest, SendInvitationInput } from '@pitchside/shared';
import { apiGet, apiPost, apiRequest } from './api';

/**
 * Player registration and invitations. These answers are personal: they are fetched fresh and never
 * stored on the device (Dexie keeps public reads only).
 */
export async function latestRequest(userId: string): Promise<RegistrationRequest | null> {
  const res = await apiGet(`/api/users/${encodeURIComponent(userId)}/requests`);
  return res.requests[0] ?? null;
}

export async function invitationCount(userId: string): Promise<number> {
  return (await apiGet(`/api/invitations/count?userId=${encodeURIComponent(userId)}`)).count;
}

export async function myInvitations(userId: string): Promise<InvitationsResponse['invitations']> {
  return (await apiGet(`/api/invitations/my-invitations?userId=${encodeURIComponent(userId)}`)).invitations;
}

export function answerInvitation(id: string, userId: string, choice: 'accept' | 'decline') {
  return apiPost(`/api/invitations/${encodeURIComponent(id)}/${choice}`, { userId });
}

export function sendInvitation(body: SendInvitationInput) {
  return apiPost('/api/invitations/send', body);
}

export async function searchOldPlayers(text: string, signal?: AbortSignal) {
  return (await apiGet(`/api/users/old-players?search=${encodeURIComponent(text)}`, signal)).oldPlayers;
}

export async function submitRegistration(form: FormData) {
  return (await apiRequest('/api/users/player-registration', { method: 'POST', body: form })).data!;
}
