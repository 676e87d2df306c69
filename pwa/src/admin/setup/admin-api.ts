import { MSG } from '@pitchside/shared';
import { ApiError, NETWORK_STATUS, apiRequest } from '../../data/api';

function isParams(v: unknown): v is Record<string, string | number> {
  return typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string' || typeof x === 'number');
}

/** An admin write refused by the server, with its whole answer (a 409 carries what a change would remove). */
export class AdminApiError extends ApiError {
  constructor(
    status: number,
    message: string,
    code: string | undefined,
    readonly body: Record<string, unknown>,
  ) {
    // The values of a templated message ('{group} has played games'), so its translation keeps them.
    super(status, message, undefined, code, isParams(body.params) ? body.params : undefined);
  }
}

/** Admin writes: JSON or multipart (FormData goes as it is); failures throw with the server's code and body. */
export async function send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_STATUS, MSG.network);
  }
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || json.success === false) {
    // A 401 goes through the shared client too, so the session signs the device out as everywhere else.
    if (res.status === 401) await apiRequest('/api/auth/me').catch(() => undefined);
    throw new AdminApiError(
      res.status,
      typeof json.message === 'string' ? json.message : MSG.serverError,
      json.code as string | undefined,
      json,
    );
  }
  return json as T;
}

/** Builds multipart form data, leaving out blank values and absent files. */
export function formData(fields: Record<string, string | File | null | undefined>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null || v === '') continue;
    form.append(k, v);
  }
  return form;
}
