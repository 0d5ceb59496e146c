import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient, Notifier, WebUser } from '@lauda/sdk/web';
import { setBranchTimeZone } from '@lauda/web-kit';
import { webBranch } from './branch';
import { api } from '../api/client';
import type { BranchConfig, SystemInfo } from '../api/types';
import discovered from 'virtual:lauda-plugins';
import { addPluginResources, i18n } from '../i18n';
import { ShellLiveClient } from '../live/LiveClient';
import { DesktopAlerts } from '../notifications/desktop';
import { createNotifier } from '../notifications/notifier';
import { NoticeStore } from '../notifications/store';
import { openPrintWindow, printPath, type PrintOptions } from '../print/options';
import { PluginRegistry } from '../registry/PluginRegistry';
import { loadEnabledPlugins } from '../registry/loadPlugins';
import { fetchMe, fetchSystem, setPageTitle, type BootState } from './bootstrap';
import { runFollowUps, scheduleFollowUps, type DaysToExpire } from './followUp';
import { loadPreferences } from '../me/api';
import { applyPreferences } from '../me/apply';

export interface Shell {
  branch: BranchConfig | null;
  /** after the branch settings were saved: the header and sign-in card show the new name */
  setBranch(branch: BranchConfig): void;
  system: SystemInfo | null;
  user: WebUser | null;
  /** false while the plugins' web parts are still being fetched */
  pluginsReady: boolean;
  registry: PluginRegistry;
  api: ApiClient;
  live: ShellLiveClient;
  notify: Notifier;
  notices: NoticeStore;
  desktop: DesktopAlerts;
  /** true while the one-time desktop-notification offer is on screen */
  desktopOffer: boolean;
  closeDesktopOffer(): void;
  /** opens a print page in a new window; a blocked popup gives the "popup blocked" notice and false */
  print(type: string, options: PrintOptions, branchId?: string | number | null): boolean;
  /** after a successful sign-in: the user from the answer; loads what needs a session */
  signedIn(user: WebUser): Promise<void>;
  signOut(): Promise<void>;
  /** reads the signed-in user again (after "Meus dados" changed the nickname or name) */
  refreshUser(): Promise<void>;
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
  const [branch, setBranch] = useState<BranchConfig | null>(boot.branch);
  // before anything renders an instant: every time and date is the newsroom's, not the browser's
  setBranchTimeZone(webBranch(branch).timeZone);
  const [desktopOffer, setDesktopOffer] = useState(false);
  const userRef = useRef(user);
  userRef.current = user;

  const notices = useMemo(() => new NoticeStore(), []);
  const expire = useCallback(() => setUser(null), []);
  const desktop = useMemo(() => new DesktopAlerts(), []);
  const notify = useMemo(() => createNotifier(notices, i18n, expire, desktop), [notices, expire, desktop]);
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

  // the account's preferences (language, sounds, desktop notices) at every sign-in, on any browser
  const preferencesOf = useRef<number | null>(null);
  useEffect(() => {
    if (!user) {
      preferencesOf.current = null;
      return;
    }
    if (preferencesOf.current === user.id) return;
    preferencesOf.current = user.id;
    void loadPreferences(api).then((p) => applyPreferences(p, desktop));
  }, [user, desktop]);

  // spec 000 §7: 5000 ms after the user is loaded, the follow-up actions (followUp.ts)
  const followedUp = useRef<number | null>(null);
  useEffect(() => {
    if (!user || followedUp.current === user.id) return;
    // a print window is not a place for them
    if (window.location.pathname.startsWith('/print/')) return;
    const me = user;
    return scheduleFollowUps(() => {
      followedUp.current = me.id;
      void runFollowUps({
        user: me,
        getDaysToExpire: () => api.get<DaysToExpire>('/api/license/days-to-expire'),
        show: (n) => notices.push({ level: n.level, title: i18n.t(n.title, n.vars), description: i18n.t(n.text, n.vars), duration: n.level === 'error' ? undefined : 12_000 }),
        offerDesktop: () => {
          if (userRef.current && desktop.shouldAsk()) setDesktopOffer(true);
        },
      });
    });
  }, [user, notices, desktop]);
  useEffect(() => {
    if (user) return;
    followedUp.current = null; // the next sign-in runs them again
    setDesktopOffer(false);
  }, [user]);
  const closeDesktopOffer = useCallback(() => setDesktopOffer(false), []);

  const print = useCallback(
    (type: string, options: PrintOptions, branchId?: string | number | null) => {
      const ok = openPrintWindow(printPath(type, options, branchId));
      if (!ok) notices.push({ level: 'warning', title: i18n.t('print.popupBlocked'), description: i18n.t('print.popupBlockedText') });
      return ok;
    },
    [notices],
  );

  // the web parts of the enabled plugins, once /api/system is known and someone is signed in
  // (their panels need a session: the sign-in page does not download them)
  const [loadedFor, setLoadedFor] = useState<SystemInfo | null>(null);
  const pluginsReady = !system || loadedFor === system;
  const signedInNow = user !== null;
  useEffect(() => {
    if (!system || !signedInNow) return;
    let cancelled = false;
    void loadEnabledPlugins(system, registry, discovered, addPluginResources).then((failed) => {
      if (cancelled) return;
      for (const id of failed) notices.push({ level: 'error', title: i18n.t('notice.pluginLoadFailed', { id }), details: { plugin: id } });
      setLoadedFor(system);
    });
    return () => {
      cancelled = true;
    };
  }, [system, signedInNow, registry, notices]);

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

  const refreshUser = useCallback(async () => {
    const me = await fetchMe();
    if (me) setUser(me);
  }, []);

  // One client object per signed-in user: what a plugin keeps per client (its lookup lists, the
  // grid's column layout) is never handed to the next user who signs in on this page.
  const userId = user?.id;
  const userApi = useMemo<ApiClient>(() => ({ ...api }), [userId]); // eslint-disable-line react-hooks/exhaustive-deps
  const value = useMemo<Shell>(
    () => ({
      branch, setBranch, system, user, pluginsReady, registry, api: userApi, live, notify, notices, desktop, desktopOffer, closeDesktopOffer, print, signedIn, signOut, refreshUser,
    }),
    [branch, system, user, pluginsReady, registry, userApi, live, notify, notices, desktop, desktopOffer, closeDesktopOffer, print, signedIn, signOut, refreshUser],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}
