import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient, Notifier, WebUser } from '@lauda/sdk/web';
import { api } from '../api/client';
import type { BranchConfig, SystemInfo } from '../api/types';
import discovered from 'virtual:lauda-plugins';
import { addPluginResources, i18n } from '../i18n';
import { ShellLiveClient } from '../live/LiveClient';
import { createNotifier } from '../notifications/notifier';
import { NoticeStore } from '../notifications/store';
import { PluginRegistry } from '../registry/PluginRegistry';
import { loadEnabledPlugins } from '../registry/loadPlugins';
import { fetchMe, fetchSystem, setPageTitle, type BootState } from './bootstrap';

export interface Shell {
  branch: BranchConfig | null;
  system: SystemInfo | null;
  user: WebUser | null;
  /** false while the plugins' web parts are still being fetched */
  pluginsReady: boolean;
  registry: PluginRegistry;
  api: ApiClient;
  live: ShellLiveClient;
  notify: Notifier;
  notices: NoticeStore;
  /** after a successful sign-in: the user from the answer; loads what needs a session */
  signedIn(user: WebUser): Promise<void>;
  signOut(): Promise<void>;
}

const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const s = useContext(ShellContext);
  if (!s) throw new Error('useShell outside ShellProvider');
  return s;
}

/** Re-renders when plugins register contributions. */
export function useRegistry(): PluginRegistry {
  const { registry } = useShell();
  useSyncExternalStore(registry.subscribe, registry.getVersion);
  return registry;
}

export function ShellProvider({ boot, registry, children }: { boot: BootState; registry: PluginRegistry; children: ReactNode }) {
  const [user, setUser] = useState<WebUser | null>(boot.user);
  const [system, setSystem] = useState<SystemInfo | null>(boot.system);
  const userRef = useRef(user);
  userRef.current = user;

  const notices = useMemo(() => new NoticeStore(), []);
  const expire = useCallback(() => setUser(null), []);
  const notify = useMemo(() => createNotifier(notices, i18n, expire), [notices, expire]);
  const live = useMemo(
    () =>
      new ShellLiveClient({
        isSignedIn: () => userRef.current !== null,
        onSessionExpired: () => {
          notices.push({ level: 'warning', title: i18n.t('notice.sessionExpired'), description: i18n.t('notice.sessionExpiredText') });
          setUser(null);
        },
        onError: (detail) =>
          notices.push({ level: 'error', title: i18n.t('notice.communication'), description: i18n.t('notice.stompError'), details: detail }),
      }),
    [notices],
  );

  // the socket is connected while signed in (spec 000 §7)
  useEffect(() => {
    if (user) live.start();
    else live.stop();
  }, [user, live]);
  useEffect(() => () => live.stop(), [live]);

  // the web parts of the enabled plugins, once /api/system is known
  const [loadedFor, setLoadedFor] = useState<SystemInfo | null>(null);
  const pluginsReady = !system || loadedFor === system;
  useEffect(() => {
    if (!system) return;
    let cancelled = false;
    void loadEnabledPlugins(system, registry, discovered, addPluginResources).then((failed) => {
      if (cancelled) return;
      for (const id of failed) notices.push({ level: 'error', title: i18n.t('notice.pluginLoadFailed', { id }), details: { plugin: id } });
      setLoadedFor(system);
    });
    return () => {
      cancelled = true;
    };
  }, [system, registry, notices]);

  const signedIn = useCallback(
    async (answer: WebUser) => {
      const me = (await fetchMe()) ?? answer;
      if (!system) {
        const s = await fetchSystem();
        setPageTitle(s);
        setSystem(s);
      }
      setUser(me);
    },
    [system],
  );

  const signOut = useCallback(async () => {
    live.stop();
    try {
      await api.post('/api/logout');
    } catch (e) {
      console.warn('[lauda] sign-out call failed', e);
    }
    notices.clear();
    setUser(null);
  }, [live, notices]);

  const value = useMemo<Shell>(
    () => ({ branch: boot.branch, system, user, pluginsReady, registry, api, live, notify, notices, signedIn, signOut }),
    [boot.branch, system, user, pluginsReady, registry, live, notify, notices, signedIn, signOut],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
