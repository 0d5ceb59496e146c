import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import Koa from 'koa';
import type { AwilixContainer } from 'awilix';
import { asValue } from 'awilix';
import { BadRequestError, LaudaError, NotFoundError, Reply, type ErrorBody, type Logger, type SessionUser } from '@lauda/sdk/server';
import type { KernelConfig } from '../config/index.js';
import type { KernelAccess } from '../access/index.js';
import type { DocumentRegistry } from '../access/documents.js';
import { SESSION_COOKIE, type Sessions } from '../auth/sessions.js';
import { readBody } from './body.js';
import { MOBILE_HEADER, mobileUser } from './mobile.js';
import { assertSameSite, cookieValue, securityHeaders, secureCookies, UNSAFE, withVersion } from './guards.js';
import { validate, validateFieldPatch } from './validate.js';
import type { RouteRegistry } from './routes.js';
import { RouteGroups } from './route-groups.js';

export interface HttpDeps {
  config: KernelConfig;
  registry: RouteRegistry;
  sessions: Sessions;
  access: KernelAccess;
  documents: DocumentRegistry;
  logger: Logger;
  container: AwilixContainer;
}

function errorBody(err: unknown, logger: Logger, where: string): ErrorBody {
  if (err instanceof LaudaError) {
    return { status: err.status, code: err.code, message: err.message, ...(err.details !== undefined ? { details: err.details } : {}) };
  }
  const e = err as { status?: number; expose?: boolean; message?: string };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return { status: e.status, code: 'error.badRequest', message: e.expose && e.message ? e.message : 'Bad request' };
  }
  // A server fault: log it whole, tell the client nothing of the inside.
  logger.error(`unhandled error at ${where}`, { error: (err as Error)?.stack ?? String(err) });
  return { status: 500, code: 'error.internal', message: 'Internal server error' };
}

function sendError(ctx: Koa.Context, body: ErrorBody): void {
  ctx.status = body.status;
  ctx.type = 'application/json';
  ctx.body = body;
}

/**
 * Writes a JSON answer here rather than in Koa's last step, so a value that cannot be written
 * (a BigInt, a cycle) is a logged 500 in the error shape, not a bare text answer.
 */
function writeJson(ctx: Koa.Context, logger: Logger, where: string): void {
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Readable) return;
  try {
    const text = JSON.stringify(body);
    ctx.body = text;
    ctx.type = 'application/json';
  } catch (err) {
    logger.error(`answer cannot be written as JSON at ${where}`, { error: (err as Error)?.stack ?? String(err) });
    ctx.status = 500;
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({ status: 500, code: 'error.internal', message: 'Internal server error' });
  }
}

export function buildApp(deps: HttpDeps): Koa {
  const { config, registry, sessions, access, documents, logger, container } = deps;
  // X-Forwarded-For is believed only behind a proxy that sets it; otherwise a client could pick its address
  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true;

  app.use(async (ctx, next) => {
    const where = `${ctx.method} ${ctx.path}`;
    try {
      await next();
    } catch (err) {
      sendError(ctx, errorBody(err, logger, where));
    }
    writeJson(ctx, logger, where);
    securityHeaders(ctx);
    secureCookies(ctx);
  });

  const router = new RouteGroups();
  for (const route of registry.routes) {
    const { spec, handler } = route;
    router.routerFor(route.koaPath)[route.method](route.koaPath, async (ctx) => {
      assertSameSite(ctx);
      const token = cookieValue(ctx.get('cookie'), SESSION_COOKIE);
      const cached = sessions.cachedUser(token);
      const session = cached !== undefined ? cached : await sessions.resolve(token);
      // one object per request (the cached one is shared by the session's requests): answers
      // memoized per user object (e.g. the programs a user opens) then last one request
      const user: SessionUser | null = session && Object.freeze(ctx.get(MOBILE_HEADER) === '1' ? mobileUser({ ...session }, ctx.path, spec.access) : { ...session });
      access.assert(user, spec.access);
      const params = validate('params', spec.params, ctx.params);
      const query = validate('query', spec.query, ctx.query);
      let body: unknown;
      if (!spec.rawBody) {
        let raw = UNSAFE.has(ctx.method) ? await readBody(ctx.req, spec.bodyLimit ?? config.bodyLimit, !!spec.form) : undefined;
        if (spec.versioned && ctx.method === 'PUT') raw = withVersion(raw, ctx.get('if-match'), spec.versioned === true ? 'version' : spec.versioned);
        body = route.fields ? validateFieldPatch(route.fields, raw, user!) /* never public: RouteRegistry */ : spec.body ? validate('body', spec.body, raw) : undefined;
      }
      // the documents the route declares it reads, writes or touches: access answer and edit locks
      if (spec.documents) await documents.applyRules(spec.documents, { params, query, body, user });
      // a scope per request carrying the signed-in user, for services that act on its behalf:
      // made when first asked for, as most requests never do
      let scope: AwilixContainer | undefined;
      Object.defineProperty(ctx.state, 'scope', {
        configurable: true,
        get: () => (scope ??= container.createScope().register({ user: asValue(user), ip: asValue(ctx.ip) })),
      });
      const result = await handler({ params, query, body, user, ip: ctx.ip, headers: ctx.headers, raw: ctx.req });
      if (result instanceof Reply) {
        ctx.status = result.status;
        for (const [k, v] of Object.entries(result.headers)) ctx.set(k, v);
        if (result.body instanceof Readable || Buffer.isBuffer(result.body) || typeof result.body === 'string') ctx.body = result.body;
        else if (result.body !== null && result.body !== undefined) ctx.body = result.body;
        else ctx.body = null;
        if (result.status === 204) ctx.body = null;
      } else if (result === undefined) {
        ctx.status = 204;
      } else {
        ctx.body = result;
      }
    });
  }
  app.use(router.routes());

  // A method the path does not have: 405 in the error shape.
  app.use(async (ctx, next) => {
    const matched = router.match(ctx.path, ctx.method);
    if (matched.path.length > 0 && !matched.route) {
      const allowed = [...new Set(matched.path.flatMap((l) => l.methods))].filter((m) => m !== 'HEAD');
      ctx.set('Allow', allowed.join(', '));
      sendError(ctx, { status: 405, code: 'error.methodNotAllowed', message: `${ctx.method} is not allowed here; use ${allowed.join(', ')}` });
      return;
    }
    await next();
  });

  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/') || ctx.path === '/ws') {
      throw new NotFoundError(`No route ${ctx.method} ${ctx.path}`, 'error.routeNotFound');
    }
    await next();
  });

  if (config.webRoot) app.use(staticShell(config.webRoot));

  return app;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** Serves the built web shell; any other path gets index.html so the shell's router decides (its own 404 page). */
function staticShell(root: string): Koa.Middleware {
  const base = path.resolve(root);
  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new NotFoundError();
    let rel: string;
    try {
      rel = decodeURIComponent(ctx.path);
    } catch {
      throw new BadRequestError('The path is not validly encoded', { issues: [{ field: 'path', message: 'not valid percent-encoding' }] }, 'error.badRequest');
    }
    if (rel.includes('\0')) throw new NotFoundError();
    let file = path.join(base, rel);
    if (!file.startsWith(base)) throw new NotFoundError();
    let stat = fs.existsSync(file) ? fs.statSync(file) : null;
    if (!stat || stat.isDirectory()) {
      rel = '/index.html';
      file = path.join(base, rel);
      stat = fs.existsSync(file) ? fs.statSync(file) : null;
      if (!stat) throw new NotFoundError('The web shell is not built: run npm run build');
    }
    ctx.type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    // hashed assets never change; index.html must always be fresh
    ctx.set('Cache-Control', rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.length = stat.size;
    ctx.body = fs.createReadStream(file);
  };
}
