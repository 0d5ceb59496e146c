/**
 * The workspace tabs (spec 000 §2, 001 §2 "Workspace tabs"): a preview tab, one tab per open
 * rundown, one per story form, and the tabs to create a rundown and to change a rundown's date.
 * Closing the active tab moves to its parent tab, otherwise to a neighbouring tab, otherwise to
 * the first tab. Pure: the panel keeps a `TabsState` and applies these functions.
 */
/** Where a story not created yet will land (workspace/newStory.ts decides it). */
export interface NewStoryPlace {
  rundownId: number;
  programId: number;
  date: string;
  blockId: number;
  /** null: at the end of the block */
  afterStoryId: number | null;
}

export type TabKind = 'preview' | 'rundown' | 'story' | 'newRundown' | 'changeDate';

export interface Tab {
  /** `preview`, `rundown:<id>`, `story:<id>`, `new`, `date:<rundownId>` */
  id: string;
  kind: TabKind;
  /** the tab it was opened from (a story's rundown, a date change's rundown) */
  parentId?: string | null;
  rundownId?: number;
  storyId?: number;
  /** unsaved changes (a story form): closing asks first */
  dirty?: boolean;
  /** shown instead of the default title (a story's slug) */
  title?: string;
  /** a story form for a story not created yet, and where it will land */
  newStory?: NewStoryPlace;
}

export interface TabsState {
  tabs: Tab[];
  activeId: string;
}

export const PREVIEW_TAB: Tab = { id: 'preview', kind: 'preview' };
export const initialTabs = (): TabsState => ({ tabs: [PREVIEW_TAB], activeId: PREVIEW_TAB.id });

export const rundownTabId = (id: number) => `rundown:${id}`;
export const storyTabId = (id: number) => `story:${id}`;
let newStories = 0;
/** A new story's form: a tab of its own until the story is saved. */
export const newStoryTabId = () => `story:new-${++newStories}`;
export const changeDateTabId = (rundownId: number) => `date:${rundownId}`;
export const NEW_RUNDOWN_TAB_ID = 'new';

/** Opens a tab (or focuses it when it is open already), placed after its parent's last child. */
export function openTab(state: TabsState, tab: Tab): TabsState {
  if (state.tabs.some((t) => t.id === tab.id)) return { ...state, activeId: tab.id };
  const tabs = [...state.tabs];
  let at = tabs.length;
  if (tab.parentId) {
    const p = tabs.findIndex((t) => t.id === tab.parentId);
    if (p >= 0) {
      at = p + 1;
      while (at < tabs.length && tabs[at]!.parentId === tab.parentId) at++;
    }
  }
  tabs.splice(at, 0, tab);
  return { tabs, activeId: tab.id };
}

/** The preview tab stays open. */
export const closable = (tab: Tab) => tab.kind !== 'preview';

/**
 * Closes a tab. When it was the active one, the next active tab is its parent (when still
 * open), else the neighbour on its left, else the one on its right, else the first tab.
 */
export function closeTab(state: TabsState, id: string): TabsState {
  const i = state.tabs.findIndex((t) => t.id === id);
  if (i < 0) return state;
  const closing = state.tabs[i]!;
  if (!closable(closing)) return state;
  const tabs = state.tabs.filter((t) => t.id !== id).map((t) => (t.parentId === id ? { ...t, parentId: closing.parentId ?? null } : t));
  if (state.activeId !== id) return { tabs, activeId: state.activeId };
  const parent = closing.parentId ? tabs.find((t) => t.id === closing.parentId) : undefined;
  const neighbour = tabs[i - 1] ?? tabs[i];
  const next = parent ?? neighbour ?? tabs[0];
  return { tabs, activeId: next ? next.id : PREVIEW_TAB.id };
}

export function activate(state: TabsState, id: string): TabsState {
  return state.tabs.some((t) => t.id === id) ? { ...state, activeId: id } : state;
}

export function updateTab(state: TabsState, id: string, change: Partial<Tab>): TabsState {
  let changed = false;
  const tabs = state.tabs.map((t) => {
    if (t.id !== id) return t;
    const next = { ...t, ...change };
    if (Object.keys(change).every((k) => (t as unknown as Record<string, unknown>)[k] === (change as Record<string, unknown>)[k])) return t;
    changed = true;
    return next;
  });
  return changed ? { ...state, tabs } : state;
}

/** Does closing this tab need a confirmation (unsaved changes)? */
export const needsConfirmation = (state: TabsState, id: string) => !!state.tabs.find((t) => t.id === id)?.dirty;

/** The rundown tabs that are open (a failed move reloads each). */
export const openRundownIds = (state: TabsState): number[] => state.tabs.filter((t) => t.kind === 'rundown').map((t) => t.rundownId!);

/** A new story's tab, once the story is saved, becomes that story's tab (in place, still active if it was). */
export function becomeStory(state: TabsState, tabId: string, storyId: number): TabsState {
  const id = storyTabId(storyId);
  const tabs = state.tabs
    .filter((t) => t.id !== id)
    .map((t) => (t.id === tabId ? { id, kind: 'story' as const, storyId, rundownId: t.rundownId, parentId: t.parentId, title: t.title } : t));
  return { tabs, activeId: state.activeId === tabId ? id : state.activeId };
}
