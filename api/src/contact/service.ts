import {
  MSG,
  type ContactListQuery,
  type ContactListResponse,
  type ContactMessage,
  type ContactStatusUpdateInput,
  type ContactStatusUpdateResponse,
} from '@pitchside/shared';
import type { CurrentUser, Deps } from '../context';
import { assertAdmin } from '../auth/middleware';
import { notFound } from '../lib/errors';
import { countMessages, listMessages, updateStatus, type ContactRow } from './queries';

function toMessage(r: ContactRow): ContactMessage {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    repliedAt: r.repliedAt ? r.repliedAt.toISOString() : null,
    closedAt: r.closedAt ? r.closedAt.toISOString() : null,
    adminNotes: r.adminNotes,
  };
}

/** Admin: one page of contact messages, newest first, all or of one status. */
export async function listContactMessages(deps: Deps, user: CurrentUser | null, q: ContactListQuery): Promise<ContactListResponse> {
  assertAdmin(user);
  const db = deps.database.db;
  const status = q.status === 'all' ? undefined : q.status;
  const [total, rows] = await Promise.all([
    countMessages(db, status),
    listMessages(db, status, { limit: q.limit, offset: (q.page - 1) * q.limit }),
  ]);
  return {
    success: true,
    messages: rows.map(toMessage),
    pagination: { page: q.page, limit: q.limit, total, pages: Math.max(1, Math.ceil(total / q.limit)) },
  };
}

/** Admin: sets any status (spec section 4) and, when given, the notes; blank notes clear them. */
export async function setContactStatus(
  deps: Deps,
  user: CurrentUser | null,
  id: string,
  input: ContactStatusUpdateInput,
): Promise<ContactStatusUpdateResponse> {
  assertAdmin(user);
  const notes = input.adminNotes === undefined ? undefined : input.adminNotes.trim() === '' ? null : input.adminNotes;
  const row = await updateStatus(deps.database.db, id, input.status, notes);
  if (!row) throw notFound('contactMessageNotFound');
  return { success: true, message: MSG.contactStatusUpdated, updatedMessage: toMessage(row) };
}
