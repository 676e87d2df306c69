/*
 * What the board shows right after its first paint (the pitches): the live stream and the age
 * groups' pages, the live or offline pill, then the rotating panels and a game's match clock, which
 * come in their own chunks so the first load lists as few files as it can.
 */
export { default as BoardLive } from './board-live';
export { default as BoardFreshness } from './board-freshness';
export const loadRotation = () => import('./board-rotation');
export const loadMatchClock = () => import('./match-clock');
