import { z } from 'zod';
import type { RegisteredRoute } from './routes.js';

type Json = Record<string, unknown>;

function schemaOf(s: z.ZodType | undefined, io: 'input' | 'output'): Json | undefined {
  if (!s) return undefined;
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Json;
    return rest;
  } catch {
    return {};
  }
}

function parametersOf(route: RegisteredRoute): Json[] {
  const out: Json[] = [];
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pSchema = schemaOf(route.spec.params, 'input') as { properties?: Record<string, Json> } | undefined;
  for (const name of pathNames) {
    out.push({ name, in: 'path', required: true, schema: pSchema?.properties?.[name] ?? { type: 'string' } });
  }
  const qSchema = schemaOf(route.spec.query, 'input') as { properties?: Record<string, Json>; required?: string[] } | undefined;
  for (const [name, schema] of Object.entries(qSchema?.properties ?? {})) {
    out.push({ name, in: 'query', required: qSchema?.required?.includes(name) ?? false, schema });
  }
  if (route.spec.versioned && route.method === 'put') {
    const field = route.spec.versioned === true ? 'version' : route.spec.versioned;
    out.push({ name: 'If-Match', in: 'header', required: false, schema: { type: 'string', pattern: '^(W/)?"?[0-9]+"?$' },
      description: `The ${field} read (a quoted or bare integer), when the body has no \`${field}\`; one of the two is required` });
  }
  return out;
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['status', 'code', 'message'],
  properties: { status: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' }, details: {} },
};

/** `x-documents`: the document types a route reads, writes or touches (the kernel checks them before the handler). */
function documentRules(r: RegisteredRoute): Json {
  const rules = r.spec.documents;
  if (!rules) return {};
  const kinds = (['reads', 'writes', 'touches'] as const).filter((k) => rules[k]?.length);
  return { 'x-documents': Object.fromEntries(kinds.map((k) => [k, rules[k]!.map((x) => x.type)])) };
}

/** A field patch's body: one `{ field: const, newValue: schema }` per field, with the roles each needs beyond the route's. */
function fieldPatchSchema(r: RegisteredRoute): Json {
  return {
    oneOf: Object.entries(r.fields!).map(([name, f]) => ({
      type: 'object',
      required: ['field', 'newValue'],
      properties: { field: { const: name }, newValue: schemaOf(f.schema, 'input') ?? {} },
      additionalProperties: false,
      ...(f.access?.length ? { 'x-roles': [...f.access] } : {}),
    })),
  };
}

/** OpenAPI 3.1 document of every registered route; `x-roles` states who may call each, `x-documents` which documents it checks. */
export function openApiDocument(routes: RegisteredRoute[], info: { title: string; version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const r of routes) {
    const access = r.spec.access;
    const body = r.fields ? fieldPatchSchema(r) : schemaOf(r.spec.body, 'input');
    const op: Json = {
      operationId: `${r.owner}.${r.method}${r.path.replace(/[{}]/g, '').replace(/\/(\w)/g, (_, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, '')}`,
      summary: r.spec.summary,
      ...(r.spec.description ? { description: r.spec.description } : {}),
      tags: r.spec.tags ?? [r.owner],
      'x-plugin': r.owner,
      'x-roles': access === 'public' || access === 'authenticated' ? access : [...access],
      ...documentRules(r),
      security: access === 'public' ? [] : [{ session: [] }],
      parameters: parametersOf(r),
      ...(body
        ? { requestBody: { required: true, content: { [r.spec.form ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: body }, ...(r.spec.form ? { 'application/json': { schema: body } } : {}) } } }
        : r.spec.rawBody ? { requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } } } : {}),
      responses: {
        '200': { description: 'OK', ...(r.spec.response ? { content: { 'application/json': { schema: schemaOf(r.spec.response, 'output') } } } : {}) },
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
    (paths[r.path] ??= {})[r.method] = op;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'lauda_session' } },
      schemas: { Error: ERROR_SCHEMA },
    },
  };
}
