/**
 * The rundown's keyboard shortcuts (spec 000 §9, 001 §9). Pure: a key event's fields in, an action
 * out; the shortcuts dialog lists the same table.
 */
export type ShortcutAction =
  | 'copy' | 'cut' | 'paste' | 'editStory' | 'find' | 'save' | 'closeTab' | 'escape' | 'remove'
  | 'moveToEnd' | 'toggleStatus' | 'toggleSelected' | 'cascadeStatus';

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey?: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The table: action, keys as shown, and the matcher. Order = the dialog's order. */
export const SHORTCUTS: { action: ShortcutAction; keys: string }[] = [
  { action: 'copy', keys: 'Ctrl+C' },
  { action: 'cut', keys: 'Ctrl+X' },
  { action: 'paste', keys: 'Ctrl+V' },
  { action: 'editStory', keys: 'Ctrl+E' },
  { action: 'find', keys: 'Ctrl+F' },
  { action: 'save', keys: 'Ctrl+S' },
  { action: 'closeTab', keys: 'Ctrl+Alt+C' },
  { action: 'escape', keys: 'Esc' },
  { action: 'remove', keys: 'Delete' },
  { action: 'moveToEnd', keys: 'Ctrl+Shift+U' },
  { action: 'toggleStatus', keys: 'Space' },
  { action: 'toggleSelected', keys: 'Ctrl+Space' },
  { action: 'cascadeStatus', keys: 'Ctrl+Shift+Space' },
];

const letter = (e: KeyLike) => {
  // the physical key, so Ctrl+Alt+C works on layouts where Alt changes the character
  if (e.code && /^Key[A-Z]$/.test(e.code)) return e.code.slice(3).toLowerCase();
  return e.key.length === 1 ? e.key.toLowerCase() : e.key;
};
const isSpace = (e: KeyLike) => e.key === ' ' || e.key === 'Spacebar' || e.code === 'Space';

/** The action of a key press, or null. Shortcuts that are plain keys (Space, Delete) are the grid's only. */
export function shortcutOf(e: KeyLike): ShortcutAction | null {
  const ctrl = e.ctrlKey || !!e.metaKey;
  if (isSpace(e)) {
    if (ctrl && e.shiftKey && !e.altKey) return 'cascadeStatus';
    if (ctrl && !e.shiftKey && !e.altKey) return 'toggleSelected';
    if (!ctrl && !e.shiftKey && !e.altKey) return 'toggleStatus';
    return null;
  }
  if (e.key === 'Escape' || e.key === 'Esc') return 'escape';
  if (e.key === 'Delete' && !ctrl && !e.altKey) return 'remove';
  if (!ctrl) return null;
  const k = letter(e);
  if (e.altKey && !e.shiftKey) return k === 'c' ? 'closeTab' : null;
  if (e.shiftKey && !e.altKey) return k === 'u' ? 'moveToEnd' : null;
  if (e.altKey || e.shiftKey) return null;
  switch (k) {
    case 'c': return 'copy';
    case 'x': return 'cut';
    case 'v': return 'paste';
    case 'e': return 'editStory';
    case 'f': return 'find';
    case 's': return 'save';
    default: return null;
  }
}

/** Shortcuts that stay the browser's while the focus is in a text field (Ctrl+C copies text there). */
export function yieldsToTextField(action: ShortcutAction): boolean {
  return action === 'copy' || action === 'cut' || action === 'paste' || action === 'toggleStatus' || action === 'remove' || action === 'toggleSelected' || action === 'escape';
}
