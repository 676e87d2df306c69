/** A registration was sent or answered: the bell refetches at once instead of waiting for its next poll. */
const EVENT = 'pitchside:players-changed';

export function notifyPlayersChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onPlayersChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
