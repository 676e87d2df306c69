import { z } from 'zod';
import {
  contactListQuerySchema,
  contactListResponseSchema,
  contactSchema,
  contactStatusUpdateResponseSchema,
  contactStatusUpdateSchema,
  messageResponseSchema,
  uuidParam,
} from '@pitchside/shared';
import { declareRoute } from '../lib/declare-route';

/** Contact Us (anyone) and Contact Messages (admin spec). */
export const contactEndpoints = {
  send: declareRoute({
    method: 'post',
    path: '/contact',
    summary: 'Send a message to the organisers',
    body: contactSchema,
    response: messageResponseSchema,
    status: 201,
    permission: 'public',
    cache: 'none',
    outdates: 'nothing',
  }),
  list: declareRoute({
    method: 'get',
    path: '/contact',
    summary: 'Messages sent through Contact Us, newest first',
    query: contactListQuerySchema,
    response: contactListResponseSchema,
    permission: 'admin',
    cache: 'none',
  }),
  setStatus: declareRoute({
    method: 'patch',
    path: '/contact/{id}/status',
    params: z.object({ id: uuidParam }),
    summary: "Mark a message read or answered, with the admin's notes",
    body: contactStatusUpdateSchema,
    response: contactStatusUpdateResponseSchema,
    permission: 'admin',
    cache: 'none',
    outdates: 'nothing',
  }),
};
