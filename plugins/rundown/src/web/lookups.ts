/**
 * Lookups the grid shows by name: programs (admin plugin, ROLE_PROGRAM_READ), document types
 * (ROLE_ADMIN_READ) and users (ROLE_USER_READ). A user without those roles sees ids instead of
 * names, never an error: the rundown itself needs only ROLE_RUNDOWN_READ.
 */
import type { ApiClient } from '@lauda/sdk/web';

export interface Program {
  id: number;
  name: string;
  start: string;
  end: string;
  active?: boolean;
}
export interface DocType {
  id: number;
  name: string;
  abbreviation: string;
  color: string;
}
export interface UserLite {
  id: number;
  nickname: string;
  name: string;
  categories?: string[];
  active?: boolean;
}

const quiet = async <T,>(p: Promise<T>, fallback: T): Promise<T> => {
  try {
    return await p;
  } catch {
    return fallback;
  }
};

export interface Lookups {
  programs: Program[];
  types: DocType[];
  users: UserLite[];
}

export async function loadLookups(api: ApiClient): Promise<Lookups> {
  const [programs, types, users] = await Promise.all([
    quiet(api.get<Program[]>('/api/programs'), []),
    quiet(api.get<DocType[]>('/api/types'), []),
    quiet(api.get<UserLite[]>('/api/users?category=active'), []),
  ]);
  return {
    programs: Array.isArray(programs) ? programs : [],
    types: Array.isArray(types) ? types : [],
    users: Array.isArray(users) ? users : [],
  };
}
