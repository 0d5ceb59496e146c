/**
 * The workspace's keyboard (spec 000 §9): a shortcut goes to the active rundown tab's handler, or
 * closes the active tab; a story form and dialogs keep their own keys, text fields keep theirs.
 */
import { useEffect, type RefObject } from 'react';
import { cancelPendingEdit } from '../grid/cells.js';
import type { ShortcutHandler } from '../grid/RundownView.js';
import { shortcutOf, yieldsToTextField } from '../logic/shortcuts.js';
import type { TabsState } from '../logic/tabs.js';

const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || (el.tagName === 'INPUT' && !['checkbox', 'radio', 'button'].includes((el as HTMLInputElement).type)) || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');

export function useWorkspaceKeys({ root, tabsRef, fallbackStories, handlers, requestClose }: {
  root: RefObject<HTMLDivElement | null>;
  tabsRef: RefObject<TabsState>;
  /** story tabs whose form failed: the workspace answers their keys */
  fallbackStories: RefObject<Set<string>>;
  handlers: RefObject<Map<string, ShortcutHandler>>;
  requestClose: (id: string) => void;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const action = shortcutOf(e);
      if (!action) return;
      cancelPendingEdit();
      const el = root.current;
      if (!el) return;
      // a dialog (ours or the shell's) keeps its keys
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const target = e.target as Node | null;
      if (target && target !== document.body && !el.contains(target)) return;
      if (isTextField(e.target) && yieldsToTextField(action)) return;
      const s = tabsRef.current;
      const active = s.tabs.find((x) => x.id === s.activeId);
      if (!active) return;
      // a story form answers its own shortcuts (Ctrl+S, Ctrl+Alt+C with its own confirmation)
      if (active.kind === 'story' && !fallbackStories.current.has(active.id)) return;
      if (action === 'closeTab') {
        e.preventDefault();
        requestClose(active.id);
        return;
      }
      const handler = active.kind === 'rundown' ? handlers.current.get(active.id) : undefined;
      if (handler && handler(action)) e.preventDefault();
      else if (action === 'save' || action === 'find' || action === 'editStory') {
        // never the browser's save / find / address bar from the workspace
        if (active.kind === 'rundown') e.preventDefault();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [requestClose]);
}
