/** The futsal match report: clock, cards, fouls, timeouts, lineups and own goals (sync rejections). */
export const MATCH_MSG = {
  ownGoalNoAssist: 'An own goal has no assist',
  ownGoalScorerNotInTeam: 'The player of an own goal must play for the team that conceded it',
  halfInvalid: 'Half must be 1 or 2',
  lineupTwice: 'A player is listed twice in the lineup',
  lineupPlayerNotInTeam: 'A player of the lineup is not in the {side} team',
  clockInvalid: 'The match clock is not valid',
  clockActionNotAllowed: 'The clock cannot do that now',
  cardPlayerNotInTeam: 'The booked player is not in the {side} team',
  foulPlayerNotInTeam: 'The player of the foul is not in the {side} team',
  minutePastGameLength: 'The minute is past the end of the game ({max} with extra time)',
  secondYellowWithoutYellow: 'A second yellow needs a yellow card first',
  playerAlreadySentOff: 'This player has already been sent off',
  timeoutLimit: 'Each team has one timeout per half',
  settingWholeBetween: '{label} must be a whole number between {min} and {max}',
} as const;
