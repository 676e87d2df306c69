import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import { z, type ZodObject, type ZodType } from 'zod';
import type { AppEnv } from '../context';
import type { Permission } from '../auth/policy';
import { validate } from './validate';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may share an answer: `publicEvent` is the same for everyone and outdated by its event's
 * changes, `publicSite` is the same for everyone and outdated by any game, `private` depends on
 * who asks, `none` is never kept (streams, files, writes).
 */
export type CachePolicy = 'publicEvent' | 'publicSite' | 'private' | 'none';

/** The public pages whose HTML the server writes (share/routes.ts), named as the app's page chunks: `event` is `event-page`. */
export type PublicPage = 'home' | 'event' | 'game' | 'team' | 'user';

/** One route, declared once: the router, the guard, the response cache and the API document read it. */
export interface RouteDeclaration {
  method: Method;
  /** Below /api, with OpenAPI's `{name}` for path parameters. */
  path: string;
  summary: string;
  /** Path parameters with rules (ids); a parameter left out is documented as a plain string. */
  params?: ZodObject;
  /** Every query parameter the route reads: the shared cache keys its answers by these only. */
  query?: ZodObject;
  /** A JSON body, checked before the handler runs. */
  body?: ZodType;
  /**
   * A JSON body the service checks itself, after its own access check (which of two failures a caller
   * sees is part of the contract); documented here, not checked twice.
   */
  serviceBody?: ZodType;
  /** A multipart form the handler reads itself (files beside the fields). */
  form?: true;
  /** The success answer's shape, where `shared` has one. */
  response?: ZodType;
  /** The success status; 200 unless said. */
  status?: 200 | 201 | 204 | 302;
  /** The response's media type when it is not JSON (a calendar, an image, a page). */
  produces?: string;
  permission: Permission;
  cache: CachePolicy;
  /**
   * For a write, the shared reads it outdates: `event` the reads of the event in its path, `everything`
   * all of them, `live` none here (the live hub announces its game changes), `nothing` none. Unsaid:
   * `event` below an event's games, else `everything`, so a write nobody thought about never leaves
   * a stale answer.
   */
  outdates?: 'nothing' | 'event' | 'everything' | 'live';
  /**
   * The public pages that ask for this read as soon as they open: their HTML announces it, filled with
   * the page's address or its first answer's ids (share/page-hints.ts). `everyPage` for what the
   * header itself reads.
   */
  preloadFor?: readonly PublicPage[] | 'everyPage';
  /** Finer points of a shared answer. */
  cacheOptions?: {
    /** Reads no game: only writes that may change anything refresh it. */
    gameFree?: true;
    /** Shared only between callers who send no credentials (what they see depends on who they are). */
    anonymousOnly?: true;
    /** Costly to make: a caller who starts a build counts against a limit. */
    expensive?: true;
  };
}

/** `/events/{id}` as Hono spells it, `/events/:id`, in the type too (so `c.req.param('id')` is typed). */
export type HonoPath<S extends string> = S extends `${infer A}{${infer P}}${infer B}` ? `${A}:${P}${HonoPath<B>}` : S;

export type DeclaredRoute<D extends RouteDeclaration = RouteDeclaration> = D & {
  honoPath: HonoPath<D['path']>;
  openapi: RouteConfig;
};

/** The answer of every failure, as `errorBody` and `appErrorBody` write it. */
export const errorAnswerSchema = z
  .object({
    success: z.literal(false),
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.string()).optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })).optional(),
  })
  .meta({ id: 'Error' });

const pathNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** Declares a route; `path` is written below /api. */
export function declareRoute<const D extends RouteDeclaration>(d: D): DeclaredRoute<D> {
  const undeclared = pathNames(d.path).filter((name) => !d.params?.shape[name]);
  const params =
    d.params || undeclared.length
      ? z.object({ ...Object.fromEntries(undeclared.map((name) => [name, z.string()])), ...d.params?.shape })
      : undefined;
  const json = d.body ?? d.serviceBody;
  const body = json
    ? { content: { 'application/json': { schema: json } }, required: true }
    : d.form
      ? { content: { 'multipart/form-data': { schema: z.object({}).loose() } }, required: true }
      : undefined;
  const status = d.status ?? 200;
  const success =
    status === 204 || status === 302
      ? { description: status === 302 ? 'Redirect' : 'Done' }
      : {
          description: 'Success',
          content: { [d.produces ?? 'application/json']: { schema: d.response ?? z.object({}).loose() } },
        };
  const openapi = createRoute({
    method: d.method,
    path: d.path,
    summary: d.summary,
    tags: [d.path.split('/')[1] ?? ''],
    request: { ...(params ? { params } : {}), ...(d.query ? { query: d.query } : {}), ...(body ? { body } : {}) },
    responses: {
      [status]: success,
      default: { description: 'Failure', content: { 'application/json': { schema: errorAnswerSchema } } },
    },
    'x-permission': d.permission,
    'x-cache': d.cache,
  });
  return { ...d, honoPath: d.path.replace(/\{([^}]+)\}/g, ':$1') as HonoPath<D['path']>, openapi };
}

type Part<K extends string, S> = S extends ZodType ? { [P in K]: z.output<S> } : {}; // eslint-disable-line @typescript-eslint/no-empty-object-type
type PartIn<K extends string, S> = S extends ZodType ? { [P in K]: z.input<S> } : {}; // eslint-disable-line @typescript-eslint/no-empty-object-type
/** What the handler's `c.req.valid(...)` gives: the declared parts, checked. */
export type RouteInput<D extends RouteDeclaration> = {
  in: PartIn<'param', D['params']> & PartIn<'query', D['query']> & PartIn<'json', D['body']>;
  out: Part<'param', D['params']> & Part<'query', D['query']> & Part<'json', D['body']>;
};

/** In test runs every JSON success answer is held to its declared schema, so the two cannot drift apart. */
const CHECK_ANSWERS = process.env.NODE_ENV === 'test';

/** Fails the request (a 500 the test sees) when a success answer does not match the route's `response`. */
function answerCheck(route: DeclaredRoute): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 300 || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const checked = route.response!.safeParse(await c.res.clone().json());
    if (checked.success) return;
    const issues = checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`${route.method.toUpperCase()} ${route.path} answered outside its declared schema: ${issues.join('; ')}`);
  };
}

/**
 * Registers the handler of a declared route. The permission is checked first, for every declared
 * route at once (`permissionGuards`); then `before` (access to this one resource, such as "coach of
 * this team"); then its path parameters, query and body (a bad id is a 400 with its code before any
 * service runs); then the handler.
 */
export function handle<D extends DeclaredRoute>(
  router: Hono<AppEnv>,
  route: D,
  handler: Handler<AppEnv, D['honoPath'], RouteInput<D>>,
  before: MiddlewareHandler<AppEnv>[] = [],
): void {
  const checks = [
    route.params && validate('param', route.params),
    route.query && validate('query', route.query),
    route.body && validate('json', route.body),
  ].filter((check) => !!check) as unknown as MiddlewareHandler<AppEnv>[];
  const on = router.on.bind(router) as unknown as (method: string, path: string, ...handlers: MiddlewareHandler<AppEnv>[]) => void;
  on(
    route.method.toUpperCase(),
    route.honoPath,
    ...before,
    ...checks,
    ...(CHECK_ANSWERS && route.response && !route.produces ? [answerCheck(route)] : []),
    handler as unknown as MiddlewareHandler<AppEnv>,
  );
}
