/** What every part of the workspace reaches: the panel props, lookups, the clipboard and the tab actions. */
import type { NewStoryPlace } from './workspace/newStory.js';
import { createContext, useContext } from 'react';
import type { PanelProps, WebUser } from '@lauda/sdk/web';
import { RUNDOWN_ROLES } from '../common/ids.js';
import type { Clipboard } from './logic/selection.js';
import type { Program, DocType, UserLite } from './lookups.js';

export interface Workspace extends PanelProps {
  /** `t('web.<key>')` */
  w: (key: string, options?: Record<string, unknown>) => string;
  /** shows a failed call: the plugin's translation of its code when there is one, else the shell's mapping */
  fail: (err: unknown, operation?: 'loadFailed' | 'createFailed' | 'updateFailed' | 'deleteFailed' | 'actionFailed') => void;
  can: Permissions;
  programs: Program[];
  programName: (id: number | null | undefined) => string;
  types: Map<number, DocType>;
  users: Map<number, UserLite>;
  clipboard: Clipboard;
  setClipboard: (c: Clipboard | ((c: Clipboard) => Clipboard)) => void;
  openRundown: (id: number) => void;
  openStory: (storyId: number, rundownId: number) => void;
  /** a form for a new story, created where `place` says when it is saved */
  openNewStory: (place: NewStoryPlace) => void;
  openNewRundown: (preset?: { date?: string; programId?: number; templateId?: number }) => void;
  openChangeDate: (rundownId: number) => void;
  closeTab: (id: string) => void;
  /** a failed move: every open rundown tab loads again */
  reloadAll: () => void;
  reloadSignal: number;
  /** the story the preview tab shows */
  previewStory: (id: number | null) => void;
  setTabTitle: (tabId: string, title: string) => void;
}

export interface Permissions {
  read: boolean;
  write: boolean;
  admin: boolean;
  storyWrite: boolean;
  storyAdmin: boolean;
}

export function permissionsOf(user: WebUser): Permissions {
  const has = (r: string) => user.support || user.roles.includes(r);
  return {
    read: has(RUNDOWN_ROLES.rundownRead),
    write: has(RUNDOWN_ROLES.rundownWrite),
    admin: has(RUNDOWN_ROLES.rundownAdmin),
    storyWrite: has(RUNDOWN_ROLES.storyWrite),
    storyAdmin: has(RUNDOWN_ROLES.storyAdmin),
  };
}

export const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const ws = useContext(WorkspaceContext);
  if (!ws) throw new Error('useWorkspace outside the rundown workspace');
  return ws;
}
