import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { Link, matchPath, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useRegistry, useShell } from '../app/shell';
import { canAccess } from '../registry/access';
import type { RegisteredPanel } from '../registry/PluginRegistry';
import { MenuIcon } from '../layout/icons';
import { Frame, PanelHost } from '../layout/PanelHost';
import { panelPath } from '../layout/SideMenu';
import { EmptyState, Loading, Muted, PageTitle, Slot } from '@lauda/web-kit';
import { ErrorView } from './ErrorPage';

/** `/main`: a short welcome, what the plugins put in `home.cards` (the user's shows of the day), and the areas the user may open. */
export function MainHome() {
  const { t } = useTranslation();
  const { user, pluginsReady } = useShell();
  const registry = useRegistry();
  const navigate = useNavigate();
  const cards = useMemo(() => ({ open: (path: string) => void navigate(path) }), [navigate]);
  const entries = registry.menu(user);
  if (!pluginsReady) return <Loading label={t('app.loading')} />;
  return (
    <Home data-testid="main-home">
      <PageTitle>{t('main.welcome', { name: user?.nickname || user?.name })}</PageTitle>
      <Muted>{entries.length ? t('main.hint') : t('main.noAreas')}</Muted>
      <Slot name="home.cards" props={cards} />
      {entries.length > 0 && (
        <>
          <h2>{t('main.areas')}</h2>
          <Tiles>
            {entries.map((m) => {
              const label = t(m.label, { ns: m.plugin });
              return (
                <Tile key={`${m.plugin}:${m.panel}`} to={panelPath(m.target)}>
                  <MenuIcon name={m.icon} label={label} />
                  <span>{label}</span>
                </Tile>
              );
            })}
          </Tiles>
        </>
      )}
    </Home>
  );
}

/** A panel, or the 403/404 view when it is not allowed / not there. */
function PanelOr({ panel, slot, bare = false }: { panel: RegisteredPanel | undefined; slot: RegisteredPanel['slot']; bare?: boolean }) {
  const { t } = useTranslation();
  const { user, pluginsReady } = useShell();
  if (!panel || panel.slot !== slot) return pluginsReady ? <ErrorView code={404} /> : <Loading label={t('app.loading')} />;
  if (!canAccess(panel.access, user)) return <ErrorView code={403} />;
  return <PanelHost key={`${panel.plugin}:${panel.id}`} panel={panel} bare={bare} />;
}

/** `/main/:panel`, and the plugins' own routes under /main (e.g. `hello/:id`). */
export function MainPanel() {
  const registry = useRegistry();
  const rest = useParams()['*'] ?? '';
  // matchPath compares absolute paths (it puts a `/` in front of the pattern, not of the path)
  const route = registry.routes().find((r) => matchPath({ path: r.path, end: true }, `/${rest}`));
  const panel = route ? route.target : /^[^/]+\/?$/.test(rest) ? registry.panel(rest.replace(/\/$/, '')) : undefined;
  return <PanelOr panel={panel} slot="main" />;
}

/**
 * `/admin` and `/preview`: the slot's panels the user may open as tabs under the area's title
 * (the first one when none is chosen), or an empty state.
 */
export function SlotPage({ slot }: { slot: 'admin' | 'preview' }) {
  const { t } = useTranslation();
  const { user, pluginsReady } = useShell();
  const registry = useRegistry();
  const { panel: chosen } = useParams();
  const panels = registry.slotPanels(slot, user);
  if (!pluginsReady) return <Loading label={t('app.loading')} />;
  if (panels.length === 0 && !chosen) {
    return (
      <Home data-testid={`${slot}-page`}>
        <PageTitle>{t(`slots.${slot}.title`)}</PageTitle>
        <EmptyState icon={slot === 'admin' ? '⚙' : '▣'} title={t(`slots.${slot}.emptyTitle`)} text={t(`slots.${slot}.emptyText`)} testId={`${slot}-empty`} />
      </Home>
    );
  }
  const active = chosen ? registry.panel(chosen) : panels[0];
  return (
    <Frame data-testid={`${slot}-page`}>
      <SlotHead>
        <h1>{t(`slots.${slot}.title`)}</h1>
        <Tabs role="tablist" aria-label={t(`slots.${slot}.title`)}>
          {panels.map((p) => (
            <Tab
              key={`${p.plugin}:${p.id}`}
              to={`/${slot}/${p.id}`}
              role="tab"
              aria-selected={p === active}
              className={p === active ? 'active' : undefined}
              data-testid={`${slot}-tab-${p.id}`}
            >
              {t(p.title, { ns: p.plugin })}
            </Tab>
          ))}
        </Tabs>
      </SlotHead>
      <PanelOr panel={active} slot={slot} bare />
    </Frame>
  );
}

const SlotHead = styled.div`
  padding: 14px 20px 0;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  h1 {
    font-size: 17px;
    margin-bottom: 8px;
  }
`;
const Tabs = styled.nav`
  display: flex;
  gap: 2px;
  overflow-x: auto;
  margin-bottom: -1px;
`;
const Tab = styled(Link)`
  padding: 8px 12px 9px;
  color: ${({ theme }) => theme.color.muted};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  border-bottom: 2px solid transparent;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &.active {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

const Home = styled.div`
  padding: 20px 24px;
  > h2 {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.color.muted};
    margin: 24px 0 8px;
  }
`;
const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 10px;
`;
const Tile = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 14px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  font-weight: 600;
  .menu-icon {
    color: ${({ theme }) => theme.color.primary};
  }
  .menu-icon.initial {
    width: 18px;
    height: 18px;
    display: grid;
    place-items: center;
    font-size: 11px;
    border: 1px solid currentColor;
    border-radius: 3px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;
