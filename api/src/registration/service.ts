import {
  REGISTRATION_IMAGE_FIELDS,
  playerRegistrationFieldsSchema,
  type FlaggableField,
  type MessageCode,
  type RegistrationRequest,
} from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import { badRequest, conflict, forbidden, fromZodError, notFound } from '../lib/errors';
import { isPrivateKey } from '../lib/storage';
import { pickFiles, removePhotos, storePhotos, type PhotoKeys } from './photos';
import * as q from './queries';

const isUniqueViolation = (e: unknown) =>
  String((e as { cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code) === '23505';

export function toMemberView(row: q.RequestRow, oldName: string | null): RegistrationRequest {
  return {
    _id: row.id,
    status: row.status,
    registrationType: row.registrationType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dateOfBirth: row.dateOfBirth,
    instagramUsername: row.instagramUsername,
    declineReason: row.declineReason,
    flaggedFields: row.flaggedFields as FlaggableField[],
    selectedOldPlayerId: row.selectedOldPlayerId && oldName ? { _id: row.selectedOldPlayerId, fullName: oldName } : null,
  };
}

/** GET /api/users/:id/requests: the member's own requests (or any member's, for an admin), newest first. */
export async function memberRequests(deps: Deps, caller: CurrentUser, userId: string): Promise<RegistrationRequest[]> {
  if (caller.id !== userId && !caller.isAdmin) throw forbidden();
  const rows = await q.requestsOfUser(deps.database.db, userId);
  return rows.map((r) => toMemberView(r.request, r.oldName));
}

/**
 * POST /api/users/player-registration: a new request, or (with `requestId`) the corrected version of a
 * declined one. Photos are checked and stored before the database write and removed again if it fails.
 */
export async function submitRegistration(deps: Deps, caller: CurrentUser, body: Record<string, unknown>) {
  const parsed = playerRegistrationFieldsSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const input = parsed.data;
  const db = deps.database.db;
  if (input.userId && input.userId !== caller.id) throw forbidden();
  if (caller.type === 'player') throw conflict('alreadyPlayer');

  const existing = input.requestId ? await q.findRequest(db, input.requestId) : null;
  if (input.requestId) {
    if (!existing) throw notFound('requestNotFound');
    if (existing.userId !== caller.id) throw forbidden();
    if (existing.status !== 'rejected') throw conflict('requestNotRejected');
  } else if (await q.hasPendingRequest(db, caller.id)) {
    throw conflict('requestOpen');
  }

  let oldName: string | null = null;
  if (input.registrationType === 'old') {
    const old = await q.findUserRow(db, input.selectedOldPlayerId!);
    if (!old || old.type !== 'old-player') throw badRequest('oldPlayerNotFound');
    oldName = old.fullName;
  }

  const files = pickFiles(body);
  if (!existing && REGISTRATION_IMAGE_FIELDS.some((f) => !files[f])) throw badRequest('photosRequired');
  if (existing) {
    // A photo the admin flagged must come again; the others may stay as they were.
    const hints: Record<string, MessageCode> = {
      portraitImage: 'hintPortraitImage',
      idFrontPicture: 'hintIdFrontPicture',
      idBackPicture: 'hintIdBackPicture',
    };
    for (const f of REGISTRATION_IMAGE_FIELDS) if (existing.flaggedFields.includes(f) && !files[f]) throw badRequest(hints[f]!);
  }

  const keys: PhotoKeys = await storePhotos(deps.storage, files);
  const fields = {
    registrationType: input.registrationType,
    selectedOldPlayerId: input.registrationType === 'old' ? input.selectedOldPlayerId! : null,
    dateOfBirth: input.dateOfBirth,
    instagramUsername: input.instagramUsername,
    primaryShirtNumber: input.primaryShirtNumber ?? null,
    secondaryShirtNumber: input.secondaryShirtNumber ?? null,
    ...keys,
  };
  let saved: q.RequestRow;
  try {
    if (existing) {
      saved = await db.transaction(async (tx) => {
        const locked = await q.lockRequest(tx, existing.id);
        if (locked?.status !== 'rejected') throw conflict('requestNotRejected');
        if (await q.hasPendingRequest(tx, caller.id)) throw conflict('requestOpen');
        return q.updateRequest(tx, existing.id, {
          ...fields,
          status: 'pending',
          declineReason: null,
          flaggedFields: [],
          reviewedBy: null,
          reviewedAt: null,
        });
      });
    } else {
      saved = await q.insertRequest(db, {
        userId: caller.id,
        ...fields,
        portraitImage: keys.portraitImage!,
        idFrontPicture: keys.idFrontPicture!,
        idBackPicture: keys.idBackPicture!,
      });
    }
  } catch (e) {
    await removePhotos(deps.storage, Object.values(keys));
    if (isUniqueViolation(e)) throw conflict('requestOpen');
    throw e;
  }
  // The photos that were replaced are no longer anyone's.
  // The private photos that were replaced are no longer anyone's (demo pictures are shared: kept).
  if (existing) {
    const replaced = REGISTRATION_IMAGE_FIELDS.filter((f) => keys[f]).map((f) => existing[f]);
    await removePhotos(
      deps.storage,
      replaced.filter((k) => !!k && isPrivateKey(k)),
    );
  }
  return { request: toMemberView(saved, oldName), updated: !!existing };
}
