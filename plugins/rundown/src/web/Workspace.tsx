/**
 * The rundown workspace panel (slot main): tabs — the preview tab, one tab per open rundown, one
 * per story form, and the tabs that create a rundown or change a rundown's date — with the spec's
 * closing rules (`logic/tabs.ts`), the keyboard shortcuts of spec 000 §9, one clipboard for the
 * whole workspace and the single react-dnd provider every drag in it shares.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { permissionsOf, WorkspaceContext, type Workspace } from './context.js';
import { loadWorkspaceLookups, type WorkspaceLookups } from './lookups.js';
import { setTimeZone } from './logic/format.js';
import { RundownView, type ShortcutHandler } from './grid/RundownView.js';
import { STORIES_SECTION, type StoryDraftDocument } from './story/formState.js';
import { ChangeDateTab, NewRundownTab, PreviewTab } from './tabs.js';
import { asError, refusalKey } from './logic/errors.js';
import { emptyClipboard, type Clipboard } from './logic/selection.js';
import {
  becomeStory, changeDateTabId, closable, closeTab as closeTabRule, initialTabs, NEW_RUNDOWN_TAB_ID, newStoryTabId, openTab, rundownTabId, storyTabId, updateTab, type TabsState,
} from './logic/tabs.js';
import { Confirm, useDraftRequests } from '@lauda/web-kit';
import { DragBadge } from './workspace/DragBadge.js';
import { StoryTab } from './workspace/StoryTab.js';
import { TabStripBar, tabTitle } from './workspace/TabStrip.js';
import { useWorkspaceKeys } from './workspace/useWorkspaceKeys.js';
import { BESIDE_FROM, PHONE_UP_TO, ScriptSplit, useViewportWidth } from './workspace/ScriptSplit.js';
import { PhoneRundown } from './workspace/PhoneRundown.js';
import { useScriptPrefs } from './workspace/scriptPrefs.js';
import { linkedRundown, RUNDOWN_PARAM } from './logic/rundownLink.js';

const TABS_KEY = 'lauda.rundown.tabs';
type Preset = { date?: string; programId?: number; templateId?: number };

/** The saved tabs, with the rundown a link asks for (`?rundown=12`, the landing page's cards) opened and active. */
function startTabs(): TabsState {
  const saved = restoredTabs();
  const id = linkedRundown(window.location.search);
  return id === null ? saved : openTab(saved, { id: rundownTabId(id), kind: 'rundown', rundownId: id, parentId: 'preview' });
}

function restoredTabs(): TabsState {
  try {
    const raw = sessionStorage.getItem(TABS_KEY);
    if (!raw) return initialTabs();
    const saved = JSON.parse(raw) as TabsState;
    // a new story's form is not kept: the story does not exist until saved
    const tabs = saved.tabs.filter((t) => t.kind === 'preview' || t.kind === 'rundown' || (t.kind === 'story' && !t.newStory)).map((t) => ({ ...t, dirty: false }));
    if (!tabs.some((t) => t.kind === 'preview')) return initialTabs();
    return { tabs, activeId: tabs.some((t) => t.id === saved.activeId) ? saved.activeId : 'preview' };
  } catch {
    return initialTabs();
  }
}

export default function RundownWorkspace(props: PanelProps) {
  const { api, user, notify, t } = props;
  // before anything renders a date or a clock: the newsroom's zone, not the browser's
  setTimeZone(props.branch?.timeZone);
  const [tabs, setTabs] = useState<TabsState>(startTabs);
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
  const [scriptPrefs, setScriptPrefs] = useScriptPrefs(user.id);
  const phone = useViewportWidth() <= PHONE_UP_TO;

  useEffect(() => {
    let on = true;
    void loadWorkspaceLookups(api).then((l) => on && setLookups(l));
    return () => {
      on = false;
    };
  }, [api]);

  // the linked rundown is open: drop the link's parameter (a reload restores the tabs from the session)
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(RUNDOWN_PARAM)) return;
    url.searchParams.delete(RUNDOWN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);

  useEffect(() => {
    try {
      sessionStorage.setItem(TABS_KEY, JSON.stringify(tabs));
    } catch {
      /* private mode */
    }
  }, [tabs]);

  // the shell's `t` already remembers each plain text (web kit scopedT)
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
      openNewStory: (place) => setTabs((s) => openTab(s, { id: newStoryTabId(), kind: 'story', storyId: 0, rundownId: place.rundownId, parentId: rundownTabId(place.rundownId), newStory: place })),
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

  // "Editar" on a story's unsaved draft (the shell's drafts list): its form opens and offers the draft back
  useDraftRequests(STORIES_SECTION, (item) => {
    const doc = (item.document ?? {}) as Partial<StoryDraftDocument>;
    if (typeof doc.storyId === 'number') ws.openStory(doc.storyId, typeof doc.rundownId === 'number' ? doc.rundownId : 0);
  });

  const registerShortcuts = useCallback((tabId: string, handler: ShortcutHandler | null) => {
    if (handler) handlers.current.set(tabId, handler);
    else handlers.current.delete(tabId);
  }, []);

  useWorkspaceKeys({ root, tabsRef, fallbackStories, handlers, requestClose });

  /* -------------------------------------------------------------- render */

  return (
    <WorkspaceContext.Provider value={ws}>
      <DndProvider backend={HTML5Backend}>
        <Root ref={root} data-testid="rundown-workspace">
          <TabStripBar
            tabs={tabs}
            w={w}
            setTabs={setTabs}
            requestClose={requestClose}
            script={!phone && tabs.tabs.find((x) => x.id === tabs.activeId)?.kind === 'rundown' ? {
              visible: scriptPrefs.visible ?? window.innerWidth >= BESIDE_FROM,
              toggle: () => setScriptPrefs({ visible: !(scriptPrefs.visible ?? window.innerWidth >= BESIDE_FROM) }),
            } : null}
          />
          <Bodies>
            {tabs.tabs.map((tab) => {
              const on = tabs.activeId === tab.id;
              return (
                <div key={tab.id} className="tab-body" style={{ display: on ? 'flex' : 'none' }} data-testid={`tab-body-${tab.kind}`} data-tab-id={tab.id}>
                  {tab.kind === 'preview' && <PreviewTab storyId={previewId} />}
                  {tab.kind === 'rundown' && phone && <PhoneRundown rundownId={tab.rundownId!} />}
                  {tab.kind === 'rundown' && !phone && (
                    <ScriptSplit storyId={previewId} prefs={scriptPrefs} setPrefs={setScriptPrefs}>
                      <RundownView rundownId={tab.rundownId!} tabId={tab.id} active={on} registerShortcuts={registerShortcuts} />
                    </ScriptSplit>
                  )}
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
                      onCreated={(story) => setTabs((s) => becomeStory(s, tab.id, story.id))}
                    />
                  )}
                </div>
              );
            })}
          </Bodies>
          <DragBadge />
        </Root>
        {confirmClose && (
          <Confirm
            title={w('tabs.unsavedTitle')}
            text={w('tabs.unsavedText', { title: tabTitle(tabs.tabs.find((x) => x.id === confirmClose) ?? tabs.tabs[0]!, w) })}
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

/* ------------------------------------------------------------------ styles */

const Root = styled.div`
  /* the workspace takes the whole panel area (the shell's padding is given back) */
  margin: -16px -20px -24px;
  /* the header (compact or not) and the panel's title bar */
  height: calc(100vh - var(--lauda-header-height, 44px) - var(--lauda-title-height, 44px));
  min-height: 460px;
  display: flex;
  flex-direction: column;
  background: var(--lauda-canvas);
  color: var(--lauda-text);
  /* the shell's compact header: denser tab strip and totals, so a laptop shows 20 story rows */
  [data-compact] & {
    [role='tablist'] .tab { height: 24px; }
    [data-testid='totals-header'] { min-height: 0; }
    [data-testid='totals-header'] > div { padding-top: 1px; padding-bottom: 1px; }
    [data-testid='totals-header'] > div:first-child { flex-direction: row; align-items: center; gap: 8px; }
  }
`;
const Bodies = styled.div`
  flex: 1;
  min-height: 0;
  position: relative;
  /* a child combinator and a name of its own: a dialog's ".body" must never match (issue 13, item 1) */
  > .tab-body { position: absolute; inset: 0; flex-direction: column; background: var(--lauda-canvas); }
  > .tab-body > * { flex: 1; min-height: 0; }
`;
