import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { API_ROUTES } from '../endpoints';
import { handle, type DeclaredRoute } from '../lib/declare-route';
import { apiDocsEndpoints as e } from './endpoints';

/** The OpenAPI 3.1 document of the declared routes. */
export function openApiDocument(routes: readonly DeclaredRoute[]) {
  const doc = new OpenAPIHono();
  for (const route of routes) doc.openAPIRegistry.registerPath(route.openapi);
  return doc.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Pitchside API',
      version: '1',
      description:
        'Scores, tables and teams of Pitchside events. Failures answer `{ success: false, code, message }`; ' +
        '`x-permission` says who may call a route, `x-cache` whether its answer is shared between callers.',
    },
    servers: [{ url: '/api' }],
  });
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pitchside API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// The page's own script is a file, not inline, so the pages' Content-Security-Policy (script-src 'self') holds.
const INIT = `window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });\n`;

const TYPES = { css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8' } as const;

/** Swagger UI from its npm package, not a CDN: nothing outside this site is loaded, and it works offline. */
function swaggerFile(file: string): string {
  if (file === 'init.js') return INIT;
  const dir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return readFileSync(path.join(dir, file), 'utf8');
}

/** `/api/openapi.json` and `/api/docs`, made from the declarations on first request. */
export function apiDocsRoutes() {
  const r = new Hono<AppEnv>();
  let document: ReturnType<typeof openApiDocument> | null = null;
  const files = new Map<string, string>();
  handle(r, e.document, (c) => c.json((document ??= openApiDocument(API_ROUTES))));
  handle(r, e.page, (c) => c.html(PAGE));
  handle(r, e.asset, (c) => {
    const { file } = c.req.valid('param');
    let body = files.get(file);
    if (body === undefined) files.set(file, (body = swaggerFile(file)));
    c.header('Content-Type', file.endsWith('.css') ? TYPES.css : TYPES.js);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(body);
  });
  return r;
}
