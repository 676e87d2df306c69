import { z } from 'zod';
import { declareRoute } from '../lib/declare-route';

/** Pictures by their storage key: logos and portraits for anyone, ID photos for their reviewers only. */
export const uploadsEndpoints = {
  picture: declareRoute({
    method: 'get',
    path: '/uploads/{folder}/{file}',
    summary: 'A logo or portrait (kept for a year: a new picture gets a new key)',
    produces: 'image/webp',
    response: z.string(),
    permission: 'public',
    cache: 'none',
  }),
  privatePicture: declareRoute({
    method: 'get',
    path: '/admin/uploads/{folder}/{file}',
    summary: 'An ID photo of a registration request (site admins; organisers given review, for the requests they review)',
    produces: 'image/webp',
    response: z.string(),
    permission: 'registration.review',
    cache: 'none',
  }),
};
