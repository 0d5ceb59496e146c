import type { z } from 'zod';
import type { Access, FieldPatchSpec, Handler, HttpMethod, PatchFields, PluginRouter, RouteSpec } from '@lauda/sdk/server';
import { isRole } from '@lauda/sdk/server';

export interface RegisteredRoute {
  owner: string;
  method: HttpMethod;
  /** OpenAPI style: /api/greetings/{id} */
  path: string;
  /** koa-router style: /api/greetings/:id */
  koaPath: string;
  spec: RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>;
  handler: Handler<any, any, any>;
  /** a field patch: the body is `{ field, newValue }` checked against the named field */
  fields?: PatchFields;
}

const PATH_RE = /^\/api(\/([a-zA-Z0-9_.-]+|\{[a-zA-Z][a-zA-Z0-9]*\}))+$/;

/** Every route of the kernel and the plugins, in one list: the server and the OpenAPI document read it. */
export class RouteRegistry {
  readonly routes: RegisteredRoute[] = [];

  add(owner: string, method: HttpMethod, path: string, spec: RouteSpec<any, any, any>, handler: Handler<any, any, any>, fields?: PatchFields): void {
    const where = `${owner}: ${method.toUpperCase()} ${path}`;
    if (!PATH_RE.test(path)) throw new Error(`${where}: a route path starts with /api and uses {param} segments`);
    const access = spec?.access;
    if (access === undefined) throw new Error(`${where}: the route does not state the roles it needs (access)`);
    if (access !== 'public' && access !== 'authenticated') {
      if (!Array.isArray(access) || access.length === 0 || !access.every(isRole)) {
        throw new Error(`${where}: access must be 'public', 'authenticated' or a non-empty list of ROLE_* strings`);
      }
    }
    if (!spec.summary) throw new Error(`${where}: the route needs a summary for the API document`);
    if (this.routes.some((r) => r.method === method && r.path === path)) {
      throw new Error(`${where}: this route is already registered`);
    }
    if (fields) checkFields(where, fields, access);
    this.routes.push({ owner, method, path, koaPath: path.replace(/\{(\w+)\}/g, ':$1'), spec, handler, ...(fields ? { fields } : {}) });
  }

  /** The PluginRouter handed to one plugin; every route it adds is tagged with the owner. */
  routerFor(owner: string): PluginRouter {
    const add = (m: HttpMethod) => (path: string, spec: RouteSpec<any, any, any>, handler: Handler<any, any, any>) =>
      this.add(owner, m, path, spec, handler);
    return {
      route: (method: HttpMethod, path: string, spec: RouteSpec<any, any, any>, handler: Handler<any, any, any>) =>
        this.add(owner, method, path, spec, handler),
      get: add('get'),
      post: add('post'),
      put: add('put'),
      patch: add('patch'),
      delete: add('delete'),
      fieldPatch: (path: string, { fields, ...spec }: FieldPatchSpec<any, any, PatchFields, Access>, handler: Handler<any, any, any>) =>
        this.add(owner, 'patch', path, spec, handler, fields),
    } as PluginRouter;
  }
}

function checkFields(where: string, fields: PatchFields, access: Access): void {
  if (access === 'public') throw new Error(`${where}: a field patch is not public (its fields may need roles)`);
  const names = Object.keys(fields);
  if (!names.length) throw new Error(`${where}: a field patch names at least one field`);
  for (const name of names) {
    const roles = fields[name]!.access;
    if (roles && (!Array.isArray(roles) || !roles.every(isRole))) throw new Error(`${where}: the access of field '${name}' must be a list of ROLE_* strings`);
  }
}
