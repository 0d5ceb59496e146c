import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { DraftsRecovery, openDraft } from '@lauda/web-kit';
import styled from 'styled-components';
import { Slot } from '@lauda/web-kit';
import { useShell } from '../app/shell';
import { DesktopPrompt } from '../notifications/DesktopPrompt';
import { Header } from './Header';
import { usePhone, useLayoutPrefs } from './prefs';
import { SideMenu } from './SideMenu';
import { mayUseMobile, useMobileMode } from '../look/mobile';
import { MobileRefused } from '../look/MobilePages';

const COLLAPSED_MENU = '52px';
const COMPACT_HEADER = '30px';

/**
 * Header on top, side menu on the left, the work area on the right. The menu may be collapsed to
 * icons and the header made compact (kept per user); on a phone the menu is a drawer.
 */
export function MainLayout() {
  const { user, pluginsReady } = useShell();
  const navigate = useNavigate();
  const [prefs] = useLayoutPrefs(user?.id);
  const phone = usePhone();
  const [drawer, setDrawer] = useState(false);
  const location = useLocation();
  // the mobile web app (README "Mobile"): refused, on every screen, without ROLE_MOBILE_READ
  const mobile = useMobileMode();
  const refused = mobile && !mayUseMobile(user);
  // going somewhere closes the phone's drawer
  useEffect(() => setDrawer(false), [location.pathname]);
  useEffect(() => {
    if (!phone) setDrawer(false);
  }, [phone]);
  // Escape closes the drawer wherever the focus is (the menu button keeps it after opening)
  useEffect(() => {
    if (!drawer) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawer(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer]);
  const vars = {
    '--lauda-header-height': prefs.compactHeader ? COMPACT_HEADER : undefined,
    // compact: the panel's own title bar goes too (the menu and the tabs name the screen)
    '--lauda-title-height': prefs.compactHeader ? '0px' : phone ? COMPACT_HEADER : undefined,
    '--lauda-menu-width': phone ? '0px' : prefs.menuCollapsed ? COLLAPSED_MENU : undefined,
  } as React.CSSProperties;
  return (
    <Grid style={vars} data-testid="main-layout" data-phone={phone || undefined} data-compact={prefs.compactHeader || undefined} data-collapsed={(!phone && prefs.menuCollapsed) || undefined} data-mobile={mobile || undefined}>
      <Header phone={phone} drawerOpen={drawer} onMenu={() => setDrawer((o) => !o)} />
      <SideMenu phone={phone} drawerOpen={drawer} onCloseDrawer={() => setDrawer(false)} />
      <Work data-testid="work-area">{refused ? <MobileRefused /> : <Outlet />}</Work>
      <DesktopPrompt />
      {!refused && <Slot name="shell.watchers" props={{}} />}
      {/* drafts an interrupted session left, offered once at app start (the plugins registered how to open theirs) */}
      {user && pluginsReady && <DraftsRecovery userId={user.id} onEdit={(item) => openDraft(item, (path) => void navigate(path))} />}
    </Grid>
  );
}

const Grid = styled.div`
  height: 100%;
  display: grid;
  grid-template-columns: var(--lauda-menu-width) minmax(0, 1fr);
  grid-template-rows: var(--lauda-header-height) minmax(0, 1fr);
  grid-template-areas:
    'header header'
    'menu work';
  /* the mobile web app: every control of the field screens a finger's target (24 px, WCAG 2.5.8) */
  &[data-mobile] > :not(header) :is(button, a[href], select, input:not([type='hidden'])) {
    min-height: 24px;
    min-width: 24px;
  }
  &[data-phone] {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'header'
      'work';
  }
`;
const Work = styled.main`
  grid-area: work;
  overflow: auto;
  min-width: 0;
  background: ${({ theme }) => theme.color.canvas};
`;
