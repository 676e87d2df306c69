import { z } from 'zod';
import { declareRoute } from '../lib/declare-route';

/** The API's own description, for anyone building on it (a school's website, a stream overlay). */
export const apiDocsEndpoints = {
  document: declareRoute({
    method: 'get',
    path: '/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document',
    permission: 'public',
    cache: 'none',
  }),
  page: declareRoute({
    method: 'get',
    path: '/docs',
    summary: 'This API, readable (Swagger UI)',
    produces: 'text/html',
    response: z.string(),
    permission: 'public',
    cache: 'none',
  }),
  asset: declareRoute({
    method: 'get',
    path: '/docs/{file}',
    summary: 'The files of the readable API page',
    params: z.object({ file: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js']) }),
    produces: 'text/javascript',
    response: z.string(),
    permission: 'public',
    cache: 'none',
  }),
};
