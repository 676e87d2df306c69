import { z } from 'zod';
import { CONTACT_PAGE_SIZE, CONTACT_STATUSES } from '../constants';
import { emailSchema } from './auth';
import { paginationSchema, queryInt, trimmed } from './common';
import { coded } from '../i18n/codes';

export const contactSchema = z.object({
  name: trimmed('Name', 100),
  email: emailSchema,
  subject: trimmed('Subject', 200),
  message: trimmed('Message', 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** Admin notes kept on a message (admin spec, Contact Messages). */
export const CONTACT_NOTES_MAX = 5000;
/** The most messages one page of the admin list may ask for. */
export const CONTACT_LIST_MAX_LIMIT = 50;
/** The status filter of the admin list: every message, or one status. */
export const CONTACT_FILTERS = ['all', ...CONTACT_STATUSES] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

/** PATCH /api/contact/{id}/status: any status may be set; notes are saved with it when sent. */
export const contactStatusUpdateSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { message: coded('mustBeOneOf', { label: 'Status', values: CONTACT_STATUSES.join(', ') }) }),
  adminNotes: z
    .string({ message: coded('adminNotesText') })
    .max(CONTACT_NOTES_MAX, coded('adminNotesTooLong'))
    .optional(),
});
export type ContactStatusUpdateInput = z.infer<typeof contactStatusUpdateSchema>;

/** GET /api/contact?status=&page=&limit= (admin): newest first, 10 a page by default, 50 at most. */
export const contactListQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? 'all' : v.trim()))
    .pipe(z.enum(CONTACT_FILTERS, { message: coded('mustBeOneOf', { label: 'status', values: CONTACT_FILTERS.join(', ') }) })),
  page: queryInt({ min: 1, max: 100_000, fallback: 1, label: 'page' }),
  limit: queryInt({ min: 1, max: CONTACT_LIST_MAX_LIMIT, fallback: CONTACT_PAGE_SIZE, label: 'limit' }),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

/** A contact message as the admin reads it; dates are ISO strings, absent ones null. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  adminNotes: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactListResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(contactMessageSchema),
  pagination: paginationSchema,
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

export const contactStatusUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updatedMessage: contactMessageSchema,
});
export type ContactStatusUpdateResponse = z.infer<typeof contactStatusUpdateResponseSchema>;
