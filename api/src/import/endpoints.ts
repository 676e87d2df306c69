import { importRequestSchema, importResponseSchema } from '@pitchside/shared/import';
import { declareRoute } from '../lib/declare-route';

export const importEndpoints = {
  run: declareRoute({
    method: 'post',
    path: '/events/{id}/import',
    response: importResponseSchema,
    summary: "Enter an event's teams or players in bulk: JSON rows, or a CSV file with logos (multipart)",
    serviceBody: importRequestSchema,
    permission: 'event.manage',
    cache: 'none',
  }),
};
