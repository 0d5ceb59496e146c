/** The programs the user opens, inactive ones too (`/api/archive/programs`): the filter and the names in the lists. */
import { useEffect, useState } from 'react';
import type { ApiClient } from '@lauda/sdk/web';
import type { ArchiveProgram } from '../common/index.js';

export function usePrograms(api: ApiClient): ArchiveProgram[] {
  const [programs, setPrograms] = useState<ArchiveProgram[]>([]);
  useEffect(() => {
    let on = true;
    api.get<ArchiveProgram[]>('/api/archive/programs').then((p) => on && setPrograms(p), () => on && setPrograms([]));
    return () => { on = false; };
  }, [api]);
  return programs;
}

/** A program's name (`#id` for one the user does not open). */
export const programName = (programs: ArchiveProgram[], id: number) => programs.find((p) => p.id === id)?.name ?? `#${id}`;
