import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useRegistry, useShell } from '../app/shell';
import type { RegisteredPanel } from '../registry/PluginRegistry';
import { MenuIcon } from './icons';

export const panelPath = (p: RegisteredPanel): string => `/${p.slot === 'admin' || p.slot === 'preview' ? p.slot : 'main'}/${p.id}`;

/** The side menu: the loaded plugins' entries the user's roles allow, then the shell's own areas. */
export function SideMenu() {
  const { t } = useTranslation();
  const { user } = useShell();
  const registry = useRegistry();
  const entries = registry.menu(user);
  return (
    <Nav aria-label={t('menu.label')} data-testid="side-menu">
      <Section>{t('menu.areas')}</Section>
      <Item to="/main" end>
        <MenuIcon name="home" label="" />
        <span>{t('menu.home')}</span>
      </Item>
      {entries.map((m) => {
        const label = t(m.label, { ns: m.plugin });
        return (
          <Item key={`${m.plugin}:${m.panel}`} to={panelPath(m.target)} data-testid={`menu-${m.panel}`}>
            <MenuIcon name={m.icon} label={label} />
            <span>{label}</span>
          </Item>
        );
      })}
      <Section>{t('menu.system')}</Section>
      <Item to="/admin" data-testid="menu-admin">
        <MenuIcon name="settings" label="" />
        <span>{t('menu.admin')}</span>
      </Item>
      <Item to="/preview" data-testid="menu-preview">
        <MenuIcon name="eye" label="" />
        <span>{t('menu.preview')}</span>
      </Item>
    </Nav>
  );
}

const Nav = styled.nav`
  grid-area: menu;
  overflow-y: auto;
  padding: 8px 0 16px;
  background: ${({ theme }) => theme.color.sunken};
  border-right: 1px solid ${({ theme }) => theme.color.line};
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
