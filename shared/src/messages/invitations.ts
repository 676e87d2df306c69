/** Coaches' invitations and the verification link (public-and-member sections 5 and 8). */
export const INVITATIONS_MSG = {
  invitationSent: 'Successfully invited {name}!',
  playerIdRequired: 'Please enter a player ID',
  playerIdInvalid: 'Player ID must be a number',
  inviteFailed: 'Failed to invite player',
  notTeamCoach: 'Only the coach of this team can invite players',
  coachIdMismatch: 'You can only send invitations as yourself',
  playerNotFound: 'No player found with this ID',
  alreadyInvited: 'This player already has an open invitation to this team',
  // Not the admin's squadFull: a player accepting cannot raise the team size.
  inviteSquadFull: 'The squad of this team is full',
  invitationNotFound: 'Invitation not found',
  invitationAnswered: 'This invitation has already been answered',
  invitationAccepted: 'Invitation accepted successfully! Welcome to the squad.',
  invitationDeclined: 'Invitation declined',
  acceptFailed: 'Failed to accept invitation',
  declineFailed: 'Failed to decline invitation',
  userIdMissing: 'User ID not found. Please log in again.',
} as const;
