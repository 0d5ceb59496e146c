import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotHostProvider } from '@lauda/web-kit';
import { webBranch } from '../app/branch';
import { useRegistry, useShell } from '../app/shell';
import { slotHost, type PanelBase } from './slotHost';
import { mobileUser, useMobileMode } from '../look/mobile';

/** Provides the slot host to everything under it; a new one when plugins load, the user, branch or language changes. */
export function ShellSlots({ children }: { children: ReactNode }) {
  const shell = useShell();
  const registry = useRegistry();
  const version = registry.getVersion();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const mobile = useMobileMode();
  const host = useMemo(() => {
    if (!shell.user) return null;
    const base: PanelBase = { api: shell.api, live: shell.live, branch: webBranch(shell.branch), user: mobileUser(shell.user, mobile), notify: shell.notify };
    return slotHost(registry, base, (ns) => {
      const fixed = i18n.getFixedT(language, ns);
      return (key, options) => fixed(key, options) as string;
    });
    // `version`: plugins registered meanwhile
  }, [registry, version, shell.user, shell.api, shell.live, shell.branch, shell.notify, i18n, language, mobile]);
  return host ? <SlotHostProvider host={host}>{children}</SlotHostProvider> : <>{children}</>;
}
