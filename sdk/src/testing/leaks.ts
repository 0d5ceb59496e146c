import type { TestClient } from './index.js';

/**
 * The leak sweep (`tests/access/leak-sweep.test.ts`) walks every registered document type: each
 * plugin that declares a type decided per document (not `byRolesOnly`) exports from its
 * `./testing` entry a `leakExample` that seeds documents the outsider must not read. The sweep
 * fails for a registered type no example covers.
 */
export interface LeakSeedContext {
  /** holds every role and is in the one group that may open `restrictedProgramId` */
  owner: TestClient;
  ownerId: number;
  /** holds every role but ROOT and the examples' `recoverRoles`, in no group: must get nothing of a seeded document's content */
  outsiderId: number;
  /** a program only the owner's group may open, and one open to everyone */
  restrictedProgramId: number;
  openProgramId: number;
  /** a date to put dated documents on (YYYY-MM-DD) */
  date: string;
  /** a unique text; each seeded document carries `canary + suffix` in its content */
  canary: string;
}

export interface SeededDocument {
  type: string;
  id: string | number;
  /** the text in its content the outsider must never receive */
  canary: string;
  /** what the outsider may know of it: nothing, or that it exists (a private story's place in a rundown) */
  outsider: 'none' | 'placeholder';
  /** the document is in the trash */
  trashed?: boolean;
}

export interface LeakSeed {
  documents: SeededDocument[];
  /** values for path and query parameters of the walk, by parameter name (blockId, programId, date, …) */
  params: Record<string, (string | number)[]>;
  /**
   * Requests the outsider tries that would read, copy, move or change a seeded document (copy into
   * their own rundown, move, drawer, repaginate, …): each must be refused (4xx).
   */
  probes: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; body?: unknown }[];
  /** The seeded documents as the owner reads them: must be the same before and after the probes. */
  snapshot(): Promise<unknown>;
  /** Changes the owner makes to every seeded document, while the outsider listens on every topic. */
  touch(): Promise<void>;
}

export interface LeakExample {
  /** the document types this example covers */
  types: string[];
  /**
   * Roles that may recover a document without seeing it (a story administrator gives a private
   * story a new owner): the outsider does not hold them, since recovering is their purpose.
   */
  recoverRoles?: string[];
  seed(ctx: LeakSeedContext): Promise<LeakSeed>;
}

/** A leak example's seeding call: the answer's body, or an error naming the call (a seed that fails fails the sweep). */
export async function seedCall(c: TestClient, method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown): Promise<any> {
  const r = method === 'get' || method === 'delete' ? await c[method](path) : await c[method](path, body);
  if (r.status >= 300) throw new Error(`leak example: ${method.toUpperCase()} ${path} → ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
