import { ApiError, apiRequest, type ApiAnswer } from '../../data/api';

/**
 * An admin write refused by the server: the app's one error shape (code, params, and the whole answer
 * in `body`, as a 409 carries what a change would remove). Kept under this name for the admin screens.
 */
export const AdminApiError = ApiError;
export type AdminApiError = ApiError;

/**
 * Admin writes through the app's one client: JSON or multipart (FormData goes as it is); failures
 * throw ApiError with the server's code and body. A long job (an import with logos) may wait longer.
 */
export async function send<P extends string, M extends 'POST' | 'PUT' | 'DELETE'>(
  method: M,
  path: P,
  body?: unknown,
  timeoutMs?: number,
): Promise<ApiAnswer<P, M>> {
  return (await apiRequest(path, { method, body, ...(timeoutMs ? { timeoutMs } : {}) })).data as ApiAnswer<P, M>;
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
