import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { MOBILE_WRITE } from '@lauda/sdk/web';
import { Button, EmptyState, Muted, PageTitle } from '@lauda/web-kit';
import { useRegistry, useShell } from '../app/shell';
import { canAccess } from '../registry/access';
import { MenuIcon } from '../layout/icons';
import { FIELD_PANELS, mayUseMobile, mobileUser, setMobileMode } from './mobile';

/** `/mobile`: the installed app's start — the reporter's field screens the user may open. */
export function MobileHome() {
  const { t } = useTranslation();
  const { user } = useShell();
  const registry = useRegistry();
  useEffect(() => setMobileMode(true), []);
  if (!mayUseMobile(user)) return <MobileRefused />;
  const fieldUser = mobileUser(user, true);
  const entries = registry.menu(fieldUser).filter((m) => (FIELD_PANELS as readonly string[]).includes(m.panel));
  return (
    <Home data-testid="mobile-home">
      <PageTitle>{t('mobile.title')}</PageTitle>
      <Muted>{canAccess([MOBILE_WRITE], user) ? t('mobile.canWrite') : t('mobile.readOnly')}</Muted>
      <Tiles>
        {entries.map((m) => (
          <Tile key={m.panel} to={`/main/${m.panel}`} data-testid={`mobile-${m.panel}`}>
            <MenuIcon name={m.icon} label="" />
            <span>
              <b>{t(`mobile.screens.${m.panel}`)}</b>
              <small>{t(`mobile.screens.${m.panel}Text`)}</small>
            </span>
          </Tile>
        ))}
      </Tiles>
      <Muted>{t('mobile.chatHint')}</Muted>
      <LeaveMobile variant="ghost" />
    </Home>
  );
}

/** What a session in mobile mode shows a user without ROLE_MOBILE_READ, on every screen. */
export function MobileRefused() {
  const { t } = useTranslation();
  return (
    <EmptyState icon="!" title={t('mobile.refusedTitle')} text={t('mobile.refused')} testId="mobile-refused">
      <LeaveMobile variant="secondary" />
    </EmptyState>
  );
}

/** "Versão completa": the tab leaves mobile mode for the whole shell. */
function LeaveMobile({ variant }: { variant: 'ghost' | 'secondary' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = () => {
    setMobileMode(false);
    void navigate('/main');
  };
  return (
    <Button $variant={variant} onClick={leave} data-testid="mobile-leave">
      {t('mobile.leave')}
    </Button>
  );
}

const Home = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  max-width: 640px;
`;
const Tiles = styled.div`
  display: grid;
  gap: 10px;
`;
const Tile = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  span { display: flex; flex-direction: column; }
  small { color: ${({ theme }) => theme.color.muted}; }
`;
