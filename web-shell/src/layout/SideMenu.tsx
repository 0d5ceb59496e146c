import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useRegistry, useShell } from '../app/shell';
import type { RegisteredPanel } from '../registry/PluginRegistry';
import { IconButton } from '@lauda/web-kit';
import { MenuIcon } from './icons';
import { useLayoutPrefs } from './prefs';
import { FIELD_PANELS, mayUseMobile, mobileUser, useMobileMode } from '../look/mobile';

export const panelPath = (p: RegisteredPanel): string => `/${p.slot === 'admin' || p.slot === 'preview' ? p.slot : 'main'}/${p.id}`;

/**
 * The side menu: the loaded plugins' entries the user's roles allow, then the shell's own areas,
 * each only when it holds something the user may open. Collapsed it shows icons (each with its
 * name as accessible name and tooltip); on a phone it is a drawer over the page.
 */
export function SideMenu({ phone, drawerOpen, onCloseDrawer }: { phone: boolean; drawerOpen: boolean; onCloseDrawer: () => void }) {
  const { t } = useTranslation();
  const { user } = useShell();
  const registry = useRegistry();
  const [prefs, setPrefs] = useLayoutPrefs(user?.id);
  const collapsed = !phone && prefs.menuCollapsed;
  // the mobile web app offers the field screens only (README "Mobile")
  const mobile = useMobileMode();
  const field = (panel: string) => !mobile || (mayUseMobile(user) && (FIELD_PANELS as readonly string[]).includes(panel));
  const entries = registry.menu(mobileUser(user, mobile)).filter((m) => field(m.panel));
  // the shell's areas list slot panels: no Administração (or Prévia) for a user with none of their roles
  const systemAreas = mobile ? [] : (['admin', 'preview'] as const).filter((slot) => registry.slotPanels(slot, user).length > 0);
  const item = (key: string, to: string, icon: string | undefined, label: string, testId: string, end = false) => (
    // collapsed, the label stays as (visually hidden) text: the link keeps its name, the tooltip shows it
    <Item key={key} to={to} end={end} data-testid={testId} title={collapsed ? label : undefined}>
      <MenuIcon name={icon} label={label} />
      <span className="label">{label}</span>
    </Item>
  );
  if (phone && !drawerOpen) return null;
  return (
    <>
      {phone && <Scrim type="button" aria-label={t('menu.close')} tabIndex={-1} onClick={onCloseDrawer} data-testid="menu-drawer-scrim" />}
      <Nav
        id="lauda-side-menu"
        aria-label={t('menu.label')}
        data-testid="side-menu"
        data-collapsed={collapsed || undefined}
        data-drawer={phone || undefined}
        onKeyDown={(e) => phone && e.key === 'Escape' && onCloseDrawer()}
      >
        {!phone && (
          <Collapse
            label={t(collapsed ? 'menu.expand' : 'menu.collapse')}
            aria-expanded={!collapsed}
            onClick={() => setPrefs({ menuCollapsed: !collapsed })}
            data-testid="menu-collapse"
          >
            <MenuIcon name={collapsed ? 'expand' : 'collapse'} label="" />
          </Collapse>
        )}
        <Section className="section">{t('menu.areas')}</Section>
        {item('home', mobile ? '/mobile' : '/main', 'home', t('menu.home'), 'menu-home', true)}
        {entries.map((m) => item(`${m.plugin}:${m.panel}`, panelPath(m.target), m.icon, t(m.label, { ns: m.plugin }), `menu-${m.panel}`))}
        {systemAreas.length > 0 && <Section className="section">{t('menu.system')}</Section>}
        {systemAreas.map((slot) => item(slot, `/${slot}`, slot === 'admin' ? 'settings' : 'eye', t(`menu.${slot}`), `menu-${slot}`))}
      </Nav>
    </>
  );
}

const Nav = styled.nav`
  grid-area: menu;
  overflow-y: auto;
  padding: 8px 0 16px;
  background: ${({ theme }) => theme.color.sunken};
  border-right: 1px solid ${({ theme }) => theme.color.line};
  min-width: 0;
  overflow-x: hidden;
  &[data-collapsed] {
    .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .section { visibility: hidden; height: 10px; padding: 0; }
  }
  &[data-drawer] {
    position: fixed;
    z-index: var(--lauda-z-drawer);
    top: var(--lauda-header-height);
    bottom: 0;
    left: 0;
    width: min(280px, 85vw);
    box-shadow: 12px 0 32px rgba(0, 0, 0, 0.2);
  }
`;
const Scrim = styled.button`
  position: fixed;
  z-index: var(--lauda-z-drawer);
  inset: var(--lauda-header-height) 0 0 0;
  border: 0;
  background: rgba(10, 16, 24, 0.35);
`;
const Collapse = styled(IconButton)`
  display: flex;
  margin: 0 8px 0 auto;
  [data-collapsed] > & { margin: 0 auto; }
`;
const Section = styled.div`
  padding: 12px 16px 4px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;
const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 1px 8px;
  padding: 6px 8px;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  .menu-icon {
    flex: none;
    color: ${({ theme }) => theme.color.muted};
  }
  .menu-icon.initial {
    width: 16px;
    height: 16px;
    display: grid;
    place-items: center;
    font-size: 10px;
    font-weight: 700;
    border-radius: 3px;
    border: 1px solid currentColor;
  }
  &:hover {
    background: rgba(27, 36, 48, 0.06);
  }
  &.active {
    background: ${({ theme }) => theme.color.surface};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
    font-weight: 600;
    .menu-icon {
      color: ${({ theme }) => theme.color.primary};
    }
  }
`;
