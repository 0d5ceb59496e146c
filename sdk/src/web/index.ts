import type { Access } from '../common/roles.js';
import type { I18nResources } from '../common/locales.js';
import type { LiveMessage } from '../common/live.js';
export * from '../common/index.js';
export * from './slots.js';
export * from './mos/plugin.js';
import type { ContributionDefinition, SlotOffer } from './slots.js';

/** The shell's landing page (`/main`): cards above the areas' tiles. */
export interface HomeCardsProps {
  /** goes to a path of the app (e.g. `/main/rundowns?rundown=3`) without reloading the page */
  open(path: string): void;
}

/**
 * The contribution points (slots) between plugins' web parts, by name → the props the offering
 * plugin passes each contribution. Here only the platform's own (`home.cards`, `document.viewer`); the plugin that offers a slot adds it from its
 * `common` by declaration merging, and a plugin filling it imports those types
 * (`import type {} from '@lauda/plugin-rundown/common'`), so both sides are checked:
 *
 *     declare module '@lauda/sdk/web' {
 *       interface WebSlots { 'rundown.toolbar': RundownSlotProps }
 *     }
 */
export interface WebSlots {
  'home.cards': HomeCardsProps;
  'document.viewer': DocumentViewerProps;
  'shell.watchers': ShellWatchersProps;
  'document.menu': DocumentMenuProps;
}

/** An entry a contribution puts into a document's menu (a list row's menu, a form's "more" menu). */
export interface DocumentMenuEntry {
  id: string;
  label: string;
  onSelect(): void;
  disabled?: boolean;
}

/**
 * The menus of documents of one type (a list's row menus; the web kit's `useDocumentMenu`): a
 * contribution offers, for any document of `type`, the entries it adds (e.g. "copy to branch"),
 * and shows the dialogs they open. `offer` answers the function that takes them out.
 */
export interface DocumentMenuProps {
  /** the document type (`guideline`, `reportage`, `story`, `proposal`, `rundown`) */
  type: string;
  offer(entries: (doc: { id: number; title: string }) => DocumentMenuEntry[]): () => void;
}

/**
 * Components mounted once while a user is signed in, whatever screen is open, that show nothing of
 * their own: live listeners that notify (the calendar's reminders). No props besides the panel props.
 */
export type ShellWatchersProps = Record<string, never>;

/**
 * A document's viewer in the document drawer (spec 000 §2, 001 §2; the web kit's `DocumentDrawer`):
 * the contribution's id is the origin it shows (`story`, `guideline`, `reportage`, `production`).
 */
export interface DocumentViewerProps {
  id: number;
  onClose(): void;
  /** offered where a story can be opened for editing (the rundown workspace) */
  onEditStory?(storyId: number): void;
}

/** The signed-in user as the browser sees it (GET /api/users/me). */
export interface WebUser {
  id: number;
  username: string;
  nickname: string;
  name: string;
  email: string | null;
  roles: string[];
  support: boolean;
}

/** JSON client of the kernel's API; failures throw an ApiError carrying the server's error body. */
export interface ApiClient {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string): Promise<T>;
}

export interface LiveClient {
  /** subscribes to `/topic/<topic>`; returns the unsubscribe function */
  subscribe(topic: string, onMessage: (msg: LiveMessage) => void): () => void;
}

export type NoticeLevel = 'success' | 'info' | 'event' | 'warning' | 'error';
export interface Notifier {
  /** `manual`: stays until the user dismisses it (calendar reminders, spec 001 §8) */
  notify(level: NoticeLevel, title: string, description?: string, details?: unknown, options?: { manual?: boolean }): void;
  /** shows the translated message of a failed call (the spec's HTTP error mapping) */
  error(err: unknown, operation?: 'loadFailed' | 'createFailed' | 'updateFailed' | 'deleteFailed' | 'actionFailed'): void;
}

/** The branch a panel works in (GET /api/branch/config): newsroom dates and clocks use its time zone. */
export interface WebBranch {
  branchName: string;
  locale: string;
  /** IANA zone, e.g. America/Sao_Paulo: "today" and times of day of rundowns are this zone's */
  timeZone: string;
}

/** What the shell hands every panel. */
export interface PanelProps {
  branch: WebBranch;
  api: ApiClient;
  live: LiveClient;
  user: WebUser;
  notify: Notifier;
  /** translate a key of this plugin's resources (namespace = plugin id) */
  t: (key: string, options?: Record<string, unknown>) => string;
}

/** A React component; typed loosely so the sdk does not depend on React. */
export type PanelComponent = (props: PanelProps) => unknown;

export interface PanelDefinition {
  id: string;
  /** where it shows: `main` (an area of /main), `admin`, `preview`, `sidebar` */
  slot: 'main' | 'admin' | 'preview' | 'sidebar';
  /** i18n key of the title, in the plugin's namespace */
  title: string;
  /** who sees it; the menu hides it from others */
  access: Access;
  /** lazy: the shell imports it only when the panel is first shown */
  load: () => Promise<{ default: PanelComponent }>;
}

export interface MenuEntry {
  /** the panel it opens */
  panel: string;
  /** i18n key of the label */
  label: string;
  icon?: string;
  order?: number;
}

export interface WebRoute {
  /** path under /main, e.g. `hello/:id` */
  path: string;
  panel: string;
}

export interface WebPluginDefinition {
  /** the same id as the server plugin */
  id: string;
  panels: PanelDefinition[];
  menu?: MenuEntry[];
  routes?: WebRoute[];
  i18n?: I18nResources;
  /** the contribution points this plugin's screens offer (see `WebSlots`) */
  slots?: SlotOffer[];
  /** what this plugin shows in other plugins' slots */
  contributions?: ContributionDefinition[];
}

export function defineWebPlugin(def: WebPluginDefinition): WebPluginDefinition {
  return def;
}
