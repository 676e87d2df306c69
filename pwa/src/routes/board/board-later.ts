/*
 * What the board shows right after its first paint (the pitches): the rotating panels, the live or
 * offline pill and a game's match clock. One module, so the first load asks for it once.
 */
export { default as BoardRotation } from './board-rotation';
export { default as BoardFreshness } from './board-freshness';
export { default as MatchClock } from './match-clock';
export { default as BoardLive } from './board-live';
