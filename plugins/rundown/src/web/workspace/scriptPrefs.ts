/** The script pane's place, size and visibility, kept per user in this browser (layout only). */
import { useCallback, useState } from 'react';

export interface ScriptPrefs {
  /** undefined: not chosen yet (shown beside a wide grid, hidden under a narrow one) */
  visible?: boolean;
  /** width beside the grid, height under it (px) */
  side: number;
  bottom: number;
}
export const SCRIPT_LIMITS = { side: [240, 900], bottom: [120, 600] } as const;
const DEFAULTS: ScriptPrefs = { side: 420, bottom: 220 };

const key = (userId: number) => `lauda.rundown.scriptPane.${userId}`;
export const clampSize = (where: 'side' | 'bottom', px: number) => Math.round(Math.min(SCRIPT_LIMITS[where][1], Math.max(SCRIPT_LIMITS[where][0], px)));

export function readScriptPrefs(userId: number): ScriptPrefs {
  try {
    const saved = JSON.parse(localStorage.getItem(key(userId)) ?? '{}') as Partial<ScriptPrefs>;
    return {
      visible: typeof saved.visible === 'boolean' ? saved.visible : undefined,
      side: clampSize('side', Number(saved.side) || DEFAULTS.side),
      bottom: clampSize('bottom', Number(saved.bottom) || DEFAULTS.bottom),
    };
  } catch {
    return { ...DEFAULTS };
  }
}

export function useScriptPrefs(userId: number): [ScriptPrefs, (change: Partial<ScriptPrefs>) => void] {
  const [prefs, setPrefs] = useState(() => readScriptPrefs(userId));
  const change = useCallback((c: Partial<ScriptPrefs>) => setPrefs((p) => {
    const next = { ...p, ...c };
    try {
      localStorage.setItem(key(userId), JSON.stringify(next));
    } catch {
      /* private mode: not kept */
    }
    return next;
  }), [userId]);
  return [prefs, change];
}
