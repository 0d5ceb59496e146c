/**
 * The rundown workspace panel (slot main): tabs — the preview tab, one tab per open rundown, one
 * per story form, and the tabs that create a rundown or change a rundown's date — with the spec's
 * closing rules (`logic/tabs.ts`), the keyboard shortcuts of spec 000 §9, one clipboard for the
 * whole workspace and the single react-dnd provider every drag in it shares.
 */
import { Component, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { DndProvider, useDragLayer } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { permissionsOf, WorkspaceContext, type Workspace } from './context.js';
import { loadWorkspaceLookups, type WorkspaceLookups } from './lookups.js';
import { setTimeZone } from './logic/format.js';
import { RundownView, type ShortcutHandler } from './grid/RundownView.js';
import { cancelPendingEdit } from './grid/cells.js';
import { StoryViewerById } from './story/StoryViewer.js';
import { DraftsRecovery } from './story/UnsavedDrafts.js';
import { STORIES_SECTION } from './story/drafts.js';
import type { StoryDraftDocument } from './story/StoryForm.js';
import { ChangeDateTab, NewRundownTab, PreviewTab } from './tabs.js';
import { DND_DRAWER, DND_STORY, type DragItem } from './grid/Grid.js';
import { asError, refusalKey } from './logic/errors.js';
import { badge, emptyClipboard, type Clipboard } from './logic/selection.js';
import { shortcutOf, yieldsToTextField } from './logic/shortcuts.js';
import {
  activate, changeDateTabId, closable, closeTab as closeTabRule, initialTabs, NEW_RUNDOWN_TAB_ID, openTab, rundownTabId, storyTabId,
  updateTab, type Tab, type TabsState,
} from './logic/tabs.js';
import { Button, Confirm } from './ui.js';

const StoryForm = lazy(() => import('./story/StoryForm.js'));

const TABS_KEY = 'lauda.rundown.tabs';
type Preset = { date?: string; programId?: number; templateId?: number };

function restoredTabs(): TabsState {
  try {
    const raw = sessionStorage.getItem(TABS_KEY);
    if (!raw) return initialTabs();
    const saved = JSON.parse(raw) as TabsState;
    const tabs = saved.tabs.filter((t) => t.kind === 'preview' || t.kind === 'rundown' || t.kind === 'story').map((t) => ({ ...t, dirty: false }));
    if (!tabs.some((t) => t.kind === 'preview')) return initialTabs();
    return { tabs, activeId: tabs.some((t) => t.id === saved.activeId) ? saved.activeId : 'preview' };
  } catch {
    return initialTabs();
  }
}

const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || (el.tagName === 'INPUT' && !['checkbox', 'radio', 'button'].includes((el as HTMLInputElement).type)) || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');

export default function RundownWorkspace(props: PanelProps) {
  const { api, live, user, notify, t } = props;
  // before anything renders a date or a clock: the newsroom's zone, not the browser's
  setTimeZone(props.branch?.timeZone);
  const [tabs, setTabs] = useState<TabsState>(restoredTabs);
  const [clipboard, setClipboard] = useState<Clipboard>(emptyClipboard);
  const [reloadSignal, setReloadSignal] = useState(0);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [lookups, setLookups] = useState<WorkspaceLookups>({ programs: [], types: [], users: [] });
  const [preset, setPreset] = useState<Preset>({});
  const [confirmClose, setConfirmClose] = useState<string | null>(null);
  const handlers = useRef(new Map<string, ShortcutHandler>());
  const root = useRef<HTMLDivElement>(null);
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;
  const fallbackStories = useRef(new Set<string>());

  useEffect(() => {
    let on = true;
    void loadWorkspaceLookups(api).then((l) => on && setLookups(l));
    return () => {
      on = false;
    };
  }, [api]);

  useEffect(() => {
    try {
      sessionStorage.setItem(TABS_KEY, JSON.stringify(tabs));
    } catch {
      /* private mode */
    }
  }, [tabs]);

  const w = useCallback((key: string, options?: Record<string, unknown>) => t(`web.${key}`, options), [t]);

  const fail = useCallback<Workspace['fail']>((err, operation = 'actionFailed') => {
    const e = asError(err);
    const key = refusalKey(err);
    const text = key ? t(key, (e.details && typeof e.details === 'object' ? e.details : {}) as Record<string, unknown>) : '';
    if (key && text && text !== key && e.status !== 401) {
      const details = typeof (err as { toJSON?: () => unknown })?.toJSON === 'function' ? (err as { toJSON: () => unknown }).toJSON() : e;
      notify.notify('error', w(`notice.${operation}`), text, details);
      return;
    }
    notify.error(err, operation);
  }, [notify, t, w]);

  /* -------------------------------------------------------------- tabs */

  const doClose = useCallback((id: string) => {
    handlers.current.delete(id);
    fallbackStories.current.delete(id);
    setTabs((s) => closeTabRule(s, id));
  }, []);

  /** Closing asks first when the tab holds unsaved changes. */
  const requestClose = useCallback((id: string) => {
    const tab = tabsRef.current.tabs.find((x) => x.id === id);
    if (!tab || !closable(tab)) return;
    if (tab.dirty) setConfirmClose(id);
    else doClose(id);
  }, [doClose]);

  const ws = useMemo<Workspace>(() => {
    const programName = (id: number | null | undefined) => (id == null ? '' : lookups.programs.find((p) => p.id === id)?.name ?? `#${id}`);
    return {
      ...props,
      w,
      fail,
      can: permissionsOf(user),
      programs: lookups.programs,
      programName,
      types: new Map(lookups.types.map((x) => [x.id, x])),
      users: new Map(lookups.users.map((x) => [x.id, x])),
      clipboard,
      setClipboard,
      openRundown: (id) => setTabs((s) => openTab(s, { id: rundownTabId(id), kind: 'rundown', rundownId: id, parentId: 'preview' })),
      openStory: (storyId, rundownId) => setTabs((s) => openTab(s, { id: storyTabId(storyId), kind: 'story', storyId, rundownId, parentId: rundownTabId(rundownId) })),
      openNewRundown: (p = {}) => {
        setPreset({ ...p });
        setTabs((s) => openTab(s, { id: NEW_RUNDOWN_TAB_ID, kind: 'newRundown', parentId: 'preview' }));
      },
      openChangeDate: (rundownId) => setTabs((s) => openTab(s, { id: changeDateTabId(rundownId), kind: 'changeDate', rundownId, parentId: rundownTabId(rundownId) })),
      closeTab: requestClose,
      reloadAll: () => setReloadSignal((n) => n + 1),
      reloadSignal,
      previewStory: setPreviewId,
      setTabTitle: (tabId, title) => setTabs((s) => updateTab(s, tabId, { title })),
    };
  }, [props, w, fail, user, lookups, clipboard, requestClose, reloadSignal]);

  const registerShortcuts = useCallback((tabId: string, handler: ShortcutHandler | null) => {
    if (handler) handlers.current.set(tabId, handler);
    else handlers.current.delete(tabId);
  }, []);

  /* -------------------------------------------------------------- keyboard */

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

  /* -------------------------------------------------------------- render */

  const title = (tab: Tab): string => {
    switch (tab.kind) {
      case 'preview': return w('tabs.preview');
      case 'rundown': return tab.title ?? w('tabs.rundown');
      case 'story': return `${tab.dirty ? '* ' : ''}${tab.title || w('tabs.story')}`;
      case 'newRundown': return w('newRundown.title');
      case 'changeDate': return w('changeDate.title');
    }
  };

  return (
    <WorkspaceContext.Provider value={ws}>
      <DndProvider backend={HTML5Backend}>
        <Root ref={root} data-testid="rundown-workspace">
          <TabStrip role="tablist" aria-label={w('tabs.label')}>
            {tabs.tabs.map((tab) => (
              <div
                key={tab.id}
                role="tab"
                tabIndex={0}
                aria-selected={tabs.activeId === tab.id}
                className={`tab k-${tab.kind} ${tabs.activeId === tab.id ? 'on' : ''} ${tab.dirty ? 'dirty' : ''}`}
                data-testid="tab"
                data-tab-id={tab.id}
                title={title(tab)}
                onClick={() => setTabs((s) => activate(s, tab.id))}
                onAuxClick={(e) => e.button === 1 && requestClose(tab.id)}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setTabs((s) => activate(s, tab.id))}
              >
                <span className="ico" aria-hidden>{tab.kind === 'preview' ? '◧' : tab.kind === 'rundown' ? '☰' : tab.kind === 'story' ? '✎' : '+'}</span>
                <span className="label">{title(tab)}</span>
                {closable(tab) && (
                  <button
                    type="button"
                    className="x"
                    aria-label={w('tabs.close')}
                    title={`${w('tabs.close')} (Ctrl+Alt+C)`}
                    data-testid="tab-close"
                    onClick={(e) => {
                      e.stopPropagation();
                      requestClose(tab.id);
                    }}
                  >
                    ×
                  </button>
                )}
              </div>
            ))}
          </TabStrip>
          <Bodies>
            {tabs.tabs.map((tab) => {
              const on = tabs.activeId === tab.id;
              return (
                <div key={tab.id} className="body" style={{ display: on ? 'flex' : 'none' }} data-testid={`tab-body-${tab.kind}`} data-tab-id={tab.id}>
                  {tab.kind === 'preview' && <PreviewTab storyId={previewId} />}
                  {tab.kind === 'rundown' && <RundownView rundownId={tab.rundownId!} tabId={tab.id} active={on} registerShortcuts={registerShortcuts} />}
                  {tab.kind === 'newRundown' && <NewRundownTab preset={preset} tabId={tab.id} />}
                  {tab.kind === 'changeDate' && <ChangeDateTab rundownId={tab.rundownId!} tabId={tab.id} />}
                  {tab.kind === 'story' && (
                    <StoryTab
                      tab={tab}
                      props={props}
                      onClose={() => doClose(tab.id)}
                      onDirty={(dirty) => setTabs((s) => updateTab(s, tab.id, { dirty }))}
                      onTitle={(title) => setTabs((s) => updateTab(s, tab.id, { title }))}
                      onFallback={() => fallbackStories.current.add(tab.id)}
                    />
                  )}
                </div>
              );
            })}
          </Bodies>
          <DragBadge />
        </Root>
        {/* drafts left by an interrupted session, offered once when the workspace opens */}
        <DraftsRecovery
          user={user}
          t={t}
          onEdit={(item) => {
            const doc = (item.document ?? {}) as Partial<StoryDraftDocument>;
            if (item.section !== STORIES_SECTION || typeof doc.storyId !== 'number') return;
            ws.openStory(doc.storyId, typeof doc.rundownId === 'number' ? doc.rundownId : 0);
          }}
        />
        {confirmClose && (
          <Confirm
            title={w('tabs.unsavedTitle')}
            text={w('tabs.unsavedText', { title: title(tabs.tabs.find((x) => x.id === confirmClose) ?? tabs.tabs[0]!) })}
            confirmLabel={w('tabs.discard')}
            cancelLabel={w('actions.cancel')}
            danger
            onCancel={() => setConfirmClose(null)}
            onConfirm={() => {
              const id = confirmClose;
              setConfirmClose(null);
              doClose(id);
            }}
          />
        )}
      </DndProvider>
    </WorkspaceContext.Provider>
  );
}

/* ------------------------------------------------------------------ story tab */

class Boundary extends Component<{ fallback: ReactNode; onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[lauda] story form failed', error, info.componentStack);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function StoryTab({ tab, props, onClose, onDirty, onTitle, onFallback }: {
  tab: Tab; props: PanelProps; onClose: () => void; onDirty: (d: boolean) => void; onTitle: (t: string) => void; onFallback: () => void;
}) {
  const fallback = (
    <div className="story-fallback">
      <StoryViewerById storyId={tab.storyId!} api={props.api} live={props.live} notify={props.notify} t={props.t} noDetach />
      <Button type="button" onClick={onClose}>×</Button>
    </div>
  );
  return (
    <StoryBody data-testid="story-tab" data-story-id={tab.storyId}>
      <Boundary fallback={fallback} onError={onFallback}>
        <Suspense fallback={<div className="loading">…</div>}>
          <StoryForm
            storyId={tab.storyId!}
            rundownId={tab.rundownId!}
            api={props.api}
            live={props.live}
            user={props.user}
            notify={props.notify}
            t={props.t}
            onClose={onClose}
            onDirtyChange={onDirty}
            onTitleChange={onTitle}
          />
        </Suspense>
      </Boundary>
    </StoryBody>
  );
}

/* ------------------------------------------------------------------ drag badge */

/** The count badge that follows a drag of stories: 99+ above 99 (spec 000 §9). */
function DragBadge() {
  const { item, type, offset, dragging } = useDragLayer((m) => ({
    item: m.getItem() as DragItem | null,
    type: m.getItemType(),
    offset: m.getClientOffset(),
    dragging: m.isDragging(),
  }));
  if (!dragging || !offset || !item || (type !== DND_STORY && type !== DND_DRAWER)) return null;
  return (
    <BadgeLayer style={{ transform: `translate(${offset.x + 14}px, ${offset.y + 8}px)` }} data-testid="drag-badge">
      <span className="sheet" aria-hidden />
      <span className="n">{badge(item.ids.length)}</span>
    </BadgeLayer>
  );
}

/* ------------------------------------------------------------------ styles */

const Root = styled.div`
  /* the workspace takes the whole panel area (the shell's padding is given back) */
  margin: -16px -20px -24px;
  height: calc(100vh - 88px);
  min-height: 460px;
  display: flex;
  flex-direction: column;
  background: var(--lauda-canvas);
  color: var(--lauda-text);
`;
const TabStrip = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 2px;
  padding: 4px 8px 0;
  background: var(--lauda-sunken);
  border-bottom: 1px solid var(--lauda-line);
  overflow-x: auto;
  overflow-y: hidden;
  flex: none;
  .tab {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    max-width: 220px;
    height: 28px;
    padding: 0 6px 0 10px;
    border: 1px solid var(--lauda-line);
    border-bottom: 0;
    border-radius: 4px 4px 0 0;
    background: #e7ebf0;
    color: var(--lauda-muted);
    font-size: 12px;
    font-weight: 600;
    cursor: pointer;
    white-space: nowrap;
  }
  .tab .label { overflow: hidden; text-overflow: ellipsis; }
  .tab .ico { font-size: 11px; opacity: 0.7; }
  .tab.on { background: var(--lauda-surface); color: var(--lauda-text); box-shadow: inset 0 2px 0 var(--lauda-primary); margin-bottom: -1px; height: 29px; }
  .tab.k-story.on { box-shadow: inset 0 2px 0 var(--lauda-accent); }
  .tab.dirty .label { font-style: italic; }
  .tab .x { border: 0; background: none; width: 18px; height: 18px; border-radius: 3px; color: inherit; cursor: pointer; font-size: 14px; line-height: 1; }
  .tab .x:hover { background: rgba(0, 0, 0, 0.08); }
`;
const Bodies = styled.div`
  flex: 1;
  min-height: 0;
  position: relative;
  .body { position: absolute; inset: 0; flex-direction: column; background: var(--lauda-canvas); }
  .body > * { flex: 1; min-height: 0; }
`;
const StoryBody = styled.div`
  overflow: auto;
  padding: 0;
  .story-fallback { padding: 16px; display: flex; gap: 8px; align-items: flex-start; }
  .story-fallback > article { flex: 1; }
  .loading { padding: 24px; color: var(--lauda-muted); }
`;
const BadgeLayer = styled.div`
  position: fixed;
  left: 0;
  top: 0;
  z-index: 2000;
  pointer-events: none;
  display: flex;
  align-items: center;
  .sheet {
    width: 22px;
    height: 26px;
    border-radius: 2px;
    background: var(--lauda-surface);
    border: 1px solid var(--lauda-line);
    box-shadow: 3px 3px 0 -1px var(--lauda-surface), 3px 3px 0 0 var(--lauda-line), 0 4px 12px rgba(0, 0, 0, 0.2);
  }
  .n {
    margin-left: -8px;
    margin-top: -18px;
    min-width: 22px;
    height: 20px;
    padding: 0 6px;
    border-radius: 10px;
    background: var(--lauda-primary);
    color: var(--lauda-on-primary);
    font-size: 11px;
    font-weight: 800;
    display: grid;
    place-items: center;
  }
`;
