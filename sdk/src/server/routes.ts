import type { z } from 'zod';
import type { Access, Role } from '../common/roles.js';
import type { SessionUser } from './services.js';
import type { DocumentRules } from './documents.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A non-JSON answer: a status other than 200, headers, or a stream/buffer body. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const created = (body: unknown) => new Reply(201, body);
export const noContent = () => new Reply(204, null);

/** The user a handler receives: anyone (maybe nobody) on a public route, a signed-in user elsewhere. */
export type UserFor<A> = A extends 'public' ? SessionUser | null : SessionUser;

/** What a route handler receives: validated input, the signed-in user and the request's origin. */
export interface RouteInput<P, Q, B, U extends SessionUser | null = SessionUser> {
  params: P;
  query: Q;
  body: B;
  /** null only on public routes (the type says so from the route's `access`) */
  user: U;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  /** the raw Node request, for streaming uploads */
  raw: import('node:http').IncomingMessage;
}

export type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What every route states, whatever its body: who may call it, its summary, its documents. */
export interface RouteBase<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, A extends Access, B> {
  /** who may call it: roles (all required), 'authenticated' or 'public'. Mandatory: the kernel refuses a route without it. */
  access: A;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  /** documented answer schema */
  response?: z.ZodType;
  tags?: string[];
  /**
   * The documents the request reads, writes or touches, checked by the kernel against the document
   * access contract (and the edit locks) before the handler runs; see `DocumentRules`.
   */
  documents?: DocumentRules<{ params: Out<P>; query: Out<Q>; body: B; user: SessionUser }>;
}

export interface RouteSpec<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Access = Access,
> extends RouteBase<P, Q, A, Out<B>> {
  body?: B;
  /** the body is not parsed as JSON (e.g. multipart uploads read from `raw`) */
  rawBody?: boolean;
  /** JSON body limit in bytes (default 1 MiB) */
  bodyLimit?: number;
  /** form bodies (application/x-www-form-urlencoded) are accepted besides JSON */
  form?: boolean;
  /**
   * A versioned PUT: the version read (body field `version`, or the named field) may instead come
   * in `If-Match`; the kernel puts it in the body, and answers 400 naming the field when neither is there.
   */
  versioned?: true | string;
}

export type Handler<P, Q, B, A = Access> = (input: RouteInput<Out<P>, Out<Q>, Out<B>, UserFor<A>>) => Promise<unknown> | unknown;

/** One field a field patch may change: its schema and the roles it needs beyond the route's. */
export interface PatchField<S extends z.ZodType = z.ZodType> {
  schema: S;
  access?: readonly Role[];
}
export type PatchFields = Record<string, PatchField>;

/**
 * The patchable fields from their schemas, with the roles some of them need beyond the route's:
 * `patchFields({ slug, approved }, { approved: ['ROLE_STORY_ADMIN'] })`.
 */
export function patchFields<S extends Record<string, z.ZodType>>(
  schemas: S, roles: { [K in keyof S]?: readonly Role[] } = {},
): { [K in keyof S]: PatchField<S[K]> } {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => {
    const access = roles[name as keyof S];
    return [name, access ? { schema, access } : { schema }];
  })) as { [K in keyof S]: PatchField<S[K]> };
}

/** The body of a field patch, typed per field: `{ field: 'slug', newValue: string } | …`. */
export type FieldPatchOf<F extends PatchFields> = {
  [K in keyof F & string]: { field: K; newValue: z.output<F[K]['schema']> };
}[keyof F & string];

/**
 * A field patch (`PATCH path` with `{ field, newValue }`): the kernel checks the field is one of
 * `fields` (400 listing them), validates `newValue` against its schema (400 naming it), checks the
 * field's own roles (403), and documents each field in OpenAPI.
 */
export interface FieldPatchSpec<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, F extends PatchFields, A extends Access>
  extends RouteBase<P, Q, A, FieldPatchOf<F>> {
  fields: F;
}

export type FieldPatchHandler<P, Q, F extends PatchFields, A = Access> =
  (input: RouteInput<Out<P>, Out<Q>, FieldPatchOf<F>, UserFor<A>>) => Promise<unknown> | unknown;

type Zod = z.ZodType | undefined;

/** Routes are declared with OpenAPI-style paths: `/api/greetings/{id}`. */
export interface PluginRouter {
  route<P extends Zod = undefined, Q extends Zod = undefined, B extends Zod = undefined, A extends Access = Access>(
    method: HttpMethod, path: string, spec: RouteSpec<P, Q, B, A>, handler: Handler<P, Q, B, A>): void;
  get<P extends Zod = undefined, Q extends Zod = undefined, A extends Access = Access>(
    path: string, spec: RouteSpec<P, Q, undefined, A>, handler: Handler<P, Q, undefined, A>): void;
  delete<P extends Zod = undefined, Q extends Zod = undefined, A extends Access = Access>(
    path: string, spec: RouteSpec<P, Q, undefined, A>, handler: Handler<P, Q, undefined, A>): void;
  post<P extends Zod = undefined, Q extends Zod = undefined, B extends Zod = undefined, A extends Access = Access>(
    path: string, spec: RouteSpec<P, Q, B, A>, handler: Handler<P, Q, B, A>): void;
  put<P extends Zod = undefined, Q extends Zod = undefined, B extends Zod = undefined, A extends Access = Access>(
    path: string, spec: RouteSpec<P, Q, B, A>, handler: Handler<P, Q, B, A>): void;
  patch<P extends Zod = undefined, Q extends Zod = undefined, B extends Zod = undefined, A extends Access = Access>(
    path: string, spec: RouteSpec<P, Q, B, A>, handler: Handler<P, Q, B, A>): void;
  /** A `PATCH` of one field at a time, each field declared once with its schema and roles. */
  fieldPatch<P extends Zod = undefined, Q extends Zod = undefined, F extends PatchFields = PatchFields, A extends Access = Access>(
    path: string, spec: FieldPatchSpec<P, Q, F, A>, handler: FieldPatchHandler<P, Q, F, A>): void;
}
