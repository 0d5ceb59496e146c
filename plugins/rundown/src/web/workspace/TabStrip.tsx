/** The workspace's tabs: preview, rundowns, story forms, new rundown, change date; closing asks the workspace. */
import styled from 'styled-components';
import { activate, closable, type Tab, type TabsState } from '../logic/tabs.js';

type W = (key: string, options?: Record<string, unknown>) => string;

/** A tab's title (a story tab's starts with * while it holds unsaved changes). */
export function tabTitle(tab: Tab, w: W): string {
  switch (tab.kind) {
    case 'preview': return w('tabs.preview');
    case 'rundown': return tab.title ?? w('tabs.rundown');
    case 'story': return `${tab.dirty ? '* ' : ''}${tab.title || w('tabs.story')}`;
    case 'newRundown': return w('newRundown.title');
    case 'changeDate': return w('changeDate.title');
  }
}

export function TabStripBar({ tabs, w, setTabs, requestClose, script }: {
  tabs: TabsState;
  w: W;
  setTabs: (fn: (s: TabsState) => TabsState) => void;
  requestClose: (id: string) => void;
  /** the script pane's toggle, while a rundown tab is active */
  script: { visible: boolean; toggle: () => void } | null;
}) {
  const title = (tab: Tab) => tabTitle(tab, w);
  return (
    <TabStrip>
      <div role="tablist" aria-label={w('tabs.label')} className="tabs">
      {tabs.tabs.map((tab) => (
        // the close button sits beside the tab, not inside it (no control nested in a control)
        <div
          key={tab.id}
          role="presentation"
          className={`tab k-${tab.kind} ${tabs.activeId === tab.id ? 'on' : ''} ${tab.dirty ? 'dirty' : ''}`}
          data-testid="tab"
          data-tab-id={tab.id}
          title={title(tab)}
          onClick={() => setTabs((s) => activate(s, tab.id))}
          onAuxClick={(e) => e.button === 1 && requestClose(tab.id)}
        >
          <span
            role="tab"
            tabIndex={0}
            aria-selected={tabs.activeId === tab.id}
            className="tab-main"
            aria-keyshortcuts={closable(tab) ? 'Delete' : undefined}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') setTabs((s) => activate(s, tab.id));
              else if (e.key === 'Delete' && closable(tab)) {
                // the tab's own key: not the grid's "delete story"
                e.preventDefault();
                e.stopPropagation();
                requestClose(tab.id);
              }
            }}
          >
            <span className="ico" aria-hidden>{tab.kind === 'preview' ? '◧' : tab.kind === 'rundown' ? '☰' : tab.kind === 'story' ? '✎' : '+'}</span>
            <span className="label">{title(tab)}</span>
          </span>
          {closable(tab) && (
            // a tablist owns tabs only: the mouse's close button is left out of the accessibility tree (Ctrl+Alt+C closes from the keyboard)
            <button
              type="button"
              tabIndex={-1}
              aria-hidden
              className="x"
              title={`${w('tabs.close')} (Ctrl+Alt+C)`}
              data-testid="tab-close"
              onClick={(e) => {
                e.stopPropagation();
                requestClose(tab.id);
              }}
            >
              <span aria-hidden>×</span>
            </button>
          )}
        </div>
      ))}
      </div>
      {script && (
        <button
          type="button"
          className="script-toggle"
          aria-pressed={script.visible}
          title={w(script.visible ? 'scriptPane.hide' : 'scriptPane.show')}
          data-testid="script-pane-toggle"
          onClick={script.toggle}
        >
          {w('scriptPane.title')}
        </button>
      )}
    </TabStrip>
  );
}

const TabStrip = styled.div`
  display: flex;
  align-items: flex-end;
  padding: 4px 8px 0;
  background: var(--lauda-sunken);
  border-bottom: 1px solid var(--lauda-line);
  flex: none;
  .tabs { display: flex; align-items: flex-end; gap: 2px; min-width: 0; flex: 1; overflow-x: auto; overflow-y: hidden; }
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
  .tab .tab-main { display: inline-flex; align-items: center; gap: 6px; min-width: 0; height: 100%; }
  .tab .tab-main:focus-visible { outline: 2px solid var(--lauda-primary); outline-offset: -2px; }
  .tab .label { overflow: hidden; text-overflow: ellipsis; }
  .tab .ico { font-size: 11px; opacity: 0.7; }
  .tab.on { background: var(--lauda-surface); color: var(--lauda-text); box-shadow: inset 0 2px 0 var(--lauda-primary); margin-bottom: -1px; height: 29px; }
  .tab.k-story.on { box-shadow: inset 0 2px 0 var(--lauda-accent); }
  .tab.dirty .label { font-style: italic; }
  .tab .x { border: 0; background: none; width: 18px; height: 18px; border-radius: 3px; color: inherit; cursor: pointer; font-size: 14px; line-height: 1; }
  .tab .x:hover { background: rgba(0, 0, 0, 0.08); }
  .script-toggle { margin: 0 0 3px auto; flex: none; height: 24px; padding: 0 10px; border: 1px solid var(--lauda-line); border-radius: 4px; background: var(--lauda-surface); color: var(--lauda-muted); font-size: 12px; font-weight: 600; cursor: pointer; }
  .script-toggle[aria-pressed='true'] { color: var(--lauda-primary); border-color: var(--lauda-primary); }
`;
