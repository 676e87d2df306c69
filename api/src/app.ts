import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { MSG } from '@pitchside/shared';
import { adminFallbacks, adminGuards } from './admin/routes';
import { loadSession } from './auth/middleware';
import { authRoutes } from './auth/routes';
import { eventsRoutes } from './events/routes';
import { eventsAdminRoutes } from './events/admin-routes';
import { teamsRoutes } from './teams/routes';
import { teamsAdminRoutes } from './teams/admin-routes';
import { auditRoutes } from './audit/routes';
import { usersRoutes } from './users/routes';
import { rankingsRoutes } from './rankings/routes';
import { membershipRoutes } from './membership/routes';
import { contactRoutes } from './contact/routes';
import { liveRoutes } from './live/routes';
import { gamesManagerRoutes } from './games-manager/routes';
import { syncRoutes } from './sync/routes';
import { uploadsRoutes } from './uploads/routes';
import { giftCodesRoutes } from './gift-codes/routes';
import { statsRoutes } from './stats/routes';
import { stagesRoutes } from './stages/routes';
import type { AppEnv, Deps } from './context';
import { AppError, errorBody } from './lib/errors';
import { rejectNul } from './lib/text-guard';
import { changesSharedReads, isSharedPublicRead, responseCache } from './lib/response-cache';
import { sql } from 'drizzle-orm';

export interface AppOptions {
  /** Built PWA to serve with an index.html fallback; absent in API-only tests. */
  pwaDist?: string | undefined;
}

/** The one app factory, used by the server and by tests. */
export function createApp(deps: Deps, opts: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  // Before sessions and body limits: a shared public read that is cached costs nothing else.
  app.use('/api/*', responseCache(deps.live, { cacheable: isSharedPublicRead, invalidatedBy: changesSharedReads }));

  const api = new Hono<AppEnv>();
  // Uploads are multipart and capped at 5 MB each (three images at most); JSON bodies stay small.
  api.use('*', bodyLimit({ maxSize: 16 * 1024 * 1024, onError: (c) => c.json(errorBody(413, MSG.tooLarge), 413) }));
  api.use('*', rejectNul);
  api.use('*', loadSession);
  api.get('/health', async (c) => {
    await deps.database.db.execute(sql`select 1`);
    return c.json({ success: true, status: 'ok', database: deps.database.kind });
  });
  api.route('/', adminGuards());
  api.route('/auth', authRoutes(deps));
  // Feature routers define full paths as the spec names them (below /api).
  api.route('/', eventsRoutes(deps));
  api.route('/', teamsRoutes(deps));
  api.route('/', eventsAdminRoutes(deps));
  api.route('/', teamsAdminRoutes(deps));
  api.route('/', auditRoutes(deps));
  api.route('/', usersRoutes(deps));
  api.route('/', rankingsRoutes(deps));
  api.route('/', membershipRoutes(deps));
  api.route('/', contactRoutes(deps));
  api.route('/', liveRoutes(deps));
  api.route('/', gamesManagerRoutes(deps));
  api.route('/', syncRoutes(deps));
  api.route('/', uploadsRoutes(deps));
  api.route('/', giftCodesRoutes(deps));
  api.route('/', statsRoutes(deps));
  api.route('/', stagesRoutes(deps));
  api.route('/', adminFallbacks());
  api.all('*', (c) => c.json(errorBody(404, `No such API route: ${c.req.method} ${c.req.path}`), 404));
  app.route('/api', api);

  if (opts.pwaDist && existsSync(path.join(opts.pwaDist, 'index.html'))) {
    const root = path.relative(process.cwd(), opts.pwaDist) || '.';
    app.use(
      '*',
      serveStatic({
        root,
        onFound: (filePath, c) => {
          // Hashed build assets never change; the service worker and shell must be revalidated.
          if (filePath.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
          else c.header('Cache-Control', 'no-cache');
        },
      }),
    );
    // App routes (/events/x, /admin/games...) are client-side: answer them with the shell.
    app.get('*', serveStatic({ root, path: 'index.html', onFound: (_p, c) => void c.header('Cache-Control', 'no-cache') }));
  }

  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json(
        errorBody(err.status, err.message, { ...(err.issues ? { issues: err.issues } : {}), ...(err.extra ?? {}) }),
        err.status,
      );
    }
    if (err instanceof HTTPException) {
      return c.json(errorBody(err.status, err.message || MSG.badRequest), err.status);
    }
    if (err instanceof SyntaxError) {
      return c.json(errorBody(400, MSG.invalidJson), 400);
    }
    deps.log.error(`${c.req.method} ${c.req.path} failed`, err);
    return c.json(errorBody(500, MSG.serverError), 500);
  });
  app.notFound((c) => c.json(errorBody(404, MSG.notFound), 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
