import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { serveStatic } from '@hono/node-server/serve-static';
import { MSG } from '@pitchside/shared';
import { permissionGuards } from './auth/policy';
import { API_ROUTES } from './endpoints';
import { loadSession } from './auth/middleware';
import { authRoutes } from './auth/routes';
import { eventsRoutes } from './events/routes';
import { eventsAdminRoutes } from './events/admin-routes';
import { teamsRoutes } from './teams/routes';
import { teamsAdminRoutes } from './teams/admin-routes';
import { importRoutes } from './import/routes';
import { auditRoutes } from './audit/routes';
import { usersRoutes } from './users/routes';
import { rankingsRoutes } from './rankings/routes';
import { membershipRoutes } from './membership/routes';
import { contactRoutes } from './contact/routes';
import { liveRoutes } from './live/routes';
import { gamesManagerRoutes } from './games-manager/routes';
import { scheduleRoutes } from './schedule/routes';
import { syncRoutes } from './sync/routes';
import { uploadsRoutes } from './uploads/routes';
import { giftCodesRoutes } from './gift-codes/routes';
import { statsRoutes } from './stats/routes';
import { shareRoutes } from './share/routes';
import { offlineRoutes } from './offline/routes';
import { calendarRoutes } from './calendar/routes';
import { registrationRoutes } from './registration/routes';
import { invitationsRoutes } from './invitations/routes';
import { stagesRoutes } from './stages/routes';
import { pushRoutes } from './push/routes';
import { apiDocsRoutes } from './api-docs/routes';
import { healthEndpoints } from './api-docs/health-endpoints';
import { handle } from './lib/declare-route';
import { staffRoutes } from './staff/routes';
import { suspensionsRoutes } from './suspensions/routes';
import type { AppEnv, Deps } from './context';
import { databaseStatus, isDatabaseUnavailable } from './db/availability';
import { AppError, appErrorBody, errorBody, notFound } from './lib/errors';
import { rejectNul } from './lib/text-guard';
import { sameOriginWrites } from './lib/same-origin';
import { accessLog } from './lib/access-log';
import { responseCache } from './lib/response-cache';
import { API_SECURITY_HEADERS, securityHeaders } from './lib/security-headers';
import { metricsEndpoint, requestMetrics } from './metrics/http';

export interface AppOptions {
  /** Built PWA to serve with an index.html fallback; absent in API-only tests. */
  pwaDist?: string | undefined;
}

/** The one app factory, used by the server and by tests. */
export function createApp(deps: Deps, opts: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestMetrics(deps));
  app.use('*', retryAfterWhenUnavailable);
  // First: a shared public read that is cached is answered here, with every header the chain below
  // would add (security headers, request id) and its access-log line, and costs nothing else.
  app.use('/api/*', responseCache(deps, { fetch: (req) => app.fetch(req), headers: API_SECURITY_HEADERS }));
  app.use('*', securityHeaders());
  app.use('*', requestId());
  app.use('*', accessLog);
  // JSON and pages made per request are compressed here; answers that already carry an encoding
  // (precompressed build files, cached reads) and the live event stream pass through untouched.
  app.use('*', compress());

  const api = new Hono<AppEnv>();
  api.use('*', bodyLimits());
  api.use('*', sameOriginWrites);
  api.use('*', rejectNul);
  api.use('*', loadSession);
  handle(api, healthEndpoints.health, async (c) => {
    // The process answers even while the database is away, and says so (503), so a load balancer
    // or orchestrator sees the outage without the process being restarted for it.
    const databaseUp = (await databaseStatus(deps.database)) === 'up';
    const body = {
      success: databaseUp,
      status: databaseUp ? 'ok' : 'degraded',
      database: deps.database.kind,
      databaseStatus: databaseUp ? 'up' : 'down',
    };
    return c.json(databaseUp ? body : { ...body, code: 'unavailable', message: MSG.unavailable }, databaseUp ? 200 : 503);
  });
  if (deps.env.METRICS_TOKEN) api.get('/metrics', metricsEndpoint(deps, deps.env.METRICS_TOKEN));
  // Who may call each declared route, checked before any feature router runs.
  api.route('/', permissionGuards(API_ROUTES));
  api.route('/', authRoutes(deps));
  // Feature routers define full paths as the spec names them (below /api).
  api.route('/', eventsRoutes(deps));
  api.route('/', teamsRoutes(deps));
  api.route('/', eventsAdminRoutes(deps));
  api.route('/', teamsAdminRoutes(deps));
  api.route('/', importRoutes(deps));
  api.route('/', auditRoutes(deps));
  api.route('/', usersRoutes(deps));
  api.route('/', rankingsRoutes(deps));
  api.route('/', membershipRoutes(deps));
  api.route('/', contactRoutes(deps));
  api.route('/', liveRoutes(deps));
  api.route('/', gamesManagerRoutes(deps));
  api.route('/', scheduleRoutes(deps));
  api.route('/', syncRoutes(deps));
  api.route('/', uploadsRoutes(deps));
  api.route('/', giftCodesRoutes(deps));
  api.route('/', statsRoutes(deps));
  api.route('/', calendarRoutes(deps));
  // Parts of the offline bundle are asked of the app itself, as a guest would ask for them.
  api.route(
    '/',
    offlineRoutes(deps, async (p) => app.request(p)),
  );
  api.route('/', registrationRoutes(deps));
  api.route('/', invitationsRoutes(deps));
  api.route('/', stagesRoutes(deps));
  api.route('/', pushRoutes(deps));
  api.route('/', staffRoutes(deps));
  api.route('/', suspensionsRoutes(deps));
  api.route('/', apiDocsRoutes());
  api.all('*', (c) => c.json(appErrorBody(notFound('apiRouteNotFound', { method: c.req.method, path: c.req.path })), 404));
  app.route('/api', api);

  const hasPwa = !!opts.pwaDist && existsSync(path.join(opts.pwaDist, 'index.html'));
  // robots.txt, and the shared pages' shell with their own title and preview tags.
  app.route('/', shareRoutes(deps, hasPwa ? opts.pwaDist : undefined));

  if (hasPwa && opts.pwaDist) {
    const root = path.relative(process.cwd(), opts.pwaDist) || '.';
    // Hashed build assets never change; the service worker and shell must be revalidated.
    const cacheFor = (file: string) => (file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    app.use('*', staticFiles({ root }, cacheFor));
    // App routes (/events/x, /admin/games...) are client-side: answer them with the shell.
    app.get(
      '*',
      staticFiles({ root, path: 'index.html' }, () => 'no-cache'),
    );
  }

  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json(appErrorBody(err), err.status);
    }
    if (err instanceof HTTPException) {
      return c.json(errorBody(err.status), err.status);
    }
    if (err instanceof SyntaxError) {
      return c.json(errorBody(400, 'invalidJson'), 400);
    }
    if (isDatabaseUnavailable(err)) {
      deps.log.warn(`${c.req.method} ${c.req.path}: database unavailable`);
      return c.json(errorBody(503, 'unavailable'), 503);
    }
    deps.log.pino.error({ err, req: { id: c.var.requestId } }, `${c.req.method} ${c.req.path} failed`);
    return c.json(errorBody(500, 'serverError'), 500);
  });
  app.notFound((c) => c.json(errorBody(404, 'notFound'), 404));
  return app;
}

/**
 * serveStatic over the build, sending the .br or .gz copy the build wrote when the browser accepts
 * it, with a Cache-Control per file. The headers go on the answer itself: serveStatic's onFound
 * runs after its answer is made, too late for headers set on the context.
 */
function staticFiles(options: { root: string; path?: string }, cacheControl: (file: string) => string): MiddlewareHandler<AppEnv> {
  const found = new WeakMap<object, string>();
  const serve = serveStatic<AppEnv>({ ...options, precompressed: true, onFound: (file, c) => void found.set(c, file) });
  return async (c, next) => {
    const res = await serve(c, next);
    const file = found.get(c);
    if (!res || file === undefined) return res;
    res.headers.set('Cache-Control', cacheControl(file));
    res.headers.set('Vary', 'Accept-Encoding');
    return res;
  };
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** A 503 (the database away) says when to try again, whichever layer answered it (the response cache too). */
const retryAfterWhenUnavailable: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status === 503 && !c.res.headers.has('Retry-After')) c.res.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
};

/** Largest JSON body: a sync push of 100 edits is a few tens of kilobytes. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Largest multipart body: uploads are three images of 5 MB at most, plus the form's fields. */
export const MULTIPART_BODY_LIMIT = 25 * 1024 * 1024;

/**
 * Bodies are cut off as they stream in, before anything parses them (Content-Length is trusted
 * only to refuse early): a 16 MB JSON body from anyone costs nothing but a 413.
 */
function bodyLimits(): MiddlewareHandler<AppEnv> {
  const onError = (c: Context) => c.json(errorBody(413, 'tooLarge'), 413);
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError });
  const multipart = bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError });
  return (c, next) => ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') ? multipart : json)(c, next);
}
