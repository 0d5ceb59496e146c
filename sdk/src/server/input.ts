/**
 * Input bounds shared by the kernel (every JSON body) and the plugins (their zod schemas):
 * text without control characters or broken UTF-16, free-form JSON bounded in depth and size,
 * calendar dates and times of day.
 */
import { z } from 'zod';
import { parseTimeOfDay } from '../common/duration.js';

/** C0 controls but tab, newline and carriage return; DEL; C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The deepest nesting of arrays and objects the kernel accepts in any JSON body. */
export const JSON_MAX_DEPTH = 64;

/** Why a text is refused, or null when it is fine. */
export function textProblem(s: string): string | null {
  if (CONTROL.test(s)) return 'control characters other than tab, newline and carriage return are not allowed';
  if (LONE_SURROGATE.test(s)) return 'the text has an unpaired UTF-16 surrogate';
  return null;
}

export interface JsonProblem {
  path: (string | number)[];
  message: string;
  code: 'too_deep' | 'invalid_text';
}

/**
 * Walks a parsed JSON value without recursion (so no depth can overflow the stack): at most
 * `maxDepth` nested arrays/objects, and every string and key passes `textProblem`.
 */
export function jsonProblem(value: unknown, maxDepth = JSON_MAX_DEPTH): JsonProblem | null {
  const stack: [unknown, (string | number)[], number][] = [[value, [], 0]];
  while (stack.length) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const p = textProblem(v);
      if (p) return { path, message: p, code: 'invalid_text' };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= maxDepth) return { path, message: `nested deeper than ${maxDepth} levels`, code: 'too_deep' };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], [...path, i], depth + 1]);
      continue;
    }
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      const p = textProblem(k);
      if (p) return { path: [...path, k], message: `key: ${p}`, code: 'invalid_text' };
      stack.push([x, [...path, k], depth + 1]);
    }
  }
  return null;
}

/** A string of at most `max` characters, without control characters or unpaired surrogates. */
export function text(max: number) {
  return z.string().max(max, `at most ${max} characters`).superRefine((s, ctx) => {
    const p = textProblem(s);
    if (p) ctx.addIssue({ code: 'custom', message: p });
  });
}

/** The JSON bounds as a zod refinement, for a schema that already says the shape (`z.record(…).superRefine(jsonBounds({…}))`). */
export function jsonBounds(bounds: { depth?: number; bytes?: number } = {}) {
  const { depth = 16, bytes = 64 * 1024 } = bounds;
  return (v: unknown, ctx: z.RefinementCtx): void => {
    const p = jsonProblem(v, depth);
    if (p) {
      ctx.addIssue({ code: 'custom', message: p.message, path: p.path });
      return;
    }
    let size: number;
    try {
      size = Buffer.byteLength(JSON.stringify(v) ?? '', 'utf8');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not a JSON value' });
      return;
    }
    if (size > bytes) ctx.addIssue({ code: 'custom', message: `at most ${bytes} bytes of JSON` });
  };
}

/**
 * A free-form JSON value (metadata a device or another system hands over), bounded: at most
 * `depth` levels of nesting (default 16) and `bytes` bytes once written as JSON (default 64 KiB).
 */
export function jsonValue(bounds: { depth?: number; bytes?: number } = {}) {
  return z.unknown().superRefine(jsonBounds(bounds));
}

/** True for an absolute http(s) URL: what a browser may load in a frame (no `javascript:`, `data:`, `file:`). */
export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.host;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL of at most `max` characters. */
export function httpUrl(max = 1000) {
  return text(max).refine(isHttpUrl, 'an http:// or https:// address');
}

/** A calendar date `YYYY-MM-DD` (2032-02-30 is refused). */
export function calendarDate() {
  return z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD').refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'not a calendar date');
}

/** A time of day `HH:mm:ss` or `HH:mm`, answered as `HH:mm:ss`. */
export function timeOfDay() {
  return z.string().max(8).transform((s, ctx) => {
    if (parseTimeOfDay(s) === null) {
      ctx.addIssue({ code: 'custom', message: `'${s.slice(0, 8)}' is not a time of day (HH:mm:ss)` });
      return z.NEVER;
    }
    return s.length === 5 ? `${s}:00` : s;
  });
}
