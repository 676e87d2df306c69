import { z } from 'zod';
import { CONTACT_STATUSES } from '../constants';
import { emailSchema } from './auth';
import { trimmed } from './common';

export const contactSchema = z.object({
  name: trimmed('Name', 100),
  email: emailSchema,
  subject: trimmed('Subject', 200),
  message: trimmed('Message', 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const contactStatusUpdateSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { message: `Status must be one of ${CONTACT_STATUSES.join(', ')}` }),
  adminNotes: z.string().max(5000, 'Admin notes must be at most 5000 characters').optional(),
});
