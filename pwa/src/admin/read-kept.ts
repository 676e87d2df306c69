import { DEVICE_MSG } from '@pitchside/shared';
import { ApiError, NETWORK_STATUS } from '../data/api';
import { readStored, refreshPath } from '../data/store';

const notKept = () => new ApiError(NETWORK_STATUS, DEVICE_MSG.offlineNoData, undefined, 'offlineNoData');

/**
 * An admin screen's read: live from the server, and kept on the device, so the screen still opens
 * with what it last showed when a phone courtside has no signal. Offline with nothing kept, it fails
 * with `offlineNoData`, so the reader is told it is not saved on this device yet rather than a bare
 * network error.
 */
export async function readKept<T>(path: string): Promise<T> {
  try {
    await refreshPath(path);
  } catch (err) {
    if (!(err instanceof ApiError && err.isNetwork)) throw err;
    const kept = await readStored<T>(path);
    if (kept !== undefined) return kept;
    throw notKept();
  }
  const body = await readStored<T>(path);
  if (body === undefined) throw notKept();
  return body;
}

/** Whether a failed read was offline with nothing kept on this device. */
export function isNotKept(err: unknown): boolean {
  return err instanceof ApiError && err.code === 'offlineNoData';
}
