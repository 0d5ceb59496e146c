// Calls every GET route of a kernel's API document with its path and query parameters filled from
// the seeded ids, as one user, and keeps every answer's text.
import type { TestClient, TestKernel } from '@lauda/sdk/testing';

interface Operation { parameters?: { name: string; in: string }[] }
export interface WalkInput {
  /** values by parameter name; other path parameters take every seeded id */
  params: Record<string, (string | number)[]>;
  ids: string[];
  types: string[];
}
export interface WalkResult {
  routes: number;
  requests: number;
  bodies: { request: string; status: number; text: string }[];
  serverErrors: string[];
}

/** Query values that open more of a route: edit mode, every filter, the scripts. */
const QUERY_DEFAULTS: Record<string, string> = { edit: 'true', filter: 'ALL', sections: 'true', size: '500' };
/** Fills at most this many combinations of two path parameters. */
const MAX_PAIRS = 400;

function candidates(name: string, input: WalkInput): string[] {
  if (input.params[name]) return input.params[name]!.map(String);
  if (name === 'entityType' || name === 'type') return input.types;
  return input.ids;
}

function fill(path: string, input: WalkInput): string[] {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  let out = [path];
  for (const name of names) {
    const next: string[] = [];
    for (const p of out) for (const v of candidates(name, input)) next.push(p.replace(`{${name}}`, encodeURIComponent(v)));
    out = next.slice(0, MAX_PAIRS);
  }
  return out;
}

function query(op: Operation, input: WalkInput): string {
  const q = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query') continue;
    const v = input.params[p.name]?.[0] ?? QUERY_DEFAULTS[p.name] ?? (p.name === 'type' ? input.types[0] : undefined);
    if (v !== undefined) q.set(p.name, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

export async function getWalk(k: TestKernel, c: TestClient, input: WalkInput): Promise<WalkResult> {
  const doc = (await k.anonymous().get('/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  const result: WalkResult = { routes: 0, requests: 0, bodies: [], serverErrors: [] };
  for (const [path, ops] of Object.entries(doc.paths)) {
    const op = ops.get;
    if (!op) continue;
    result.routes++;
    const q = query(op, input);
    for (const concrete of fill(path, input)) {
      for (const url of q ? [concrete, concrete + q] : [concrete]) {
        const r = await c.raw('GET', url);
        result.requests++;
        const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
        result.bodies.push({ request: `GET ${url}`, status: r.status, text });
        if (r.status >= 500) result.serverErrors.push(`GET ${url} → ${r.status}`);
      }
    }
  }
  return result;
}
