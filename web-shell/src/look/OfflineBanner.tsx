import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverReachable, useOnline } from './pwa';

/** Says the app has no network (the installed app opens offline from its kept shell; nothing can be loaded or saved). */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    let on = true;
    void serverReachable().then((r) => on && setReachable(r));
    return () => {
      on = false;
    };
  }, [online]);
  if (online && reachable) return null;
  return (
    <Banner role="status" data-testid="offline-banner">
      <b>{t('look.offline')}</b> {t('look.offlineText')}
    </Banner>
  );
}

const Banner = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: var(--lauda-z-notice);
  padding: 8px 14px;
  background: ${({ theme }) => theme.color.warning};
  color: ${({ theme }) => theme.on.warning};
  font-size: ${({ theme }) => theme.font.size};
  text-align: center;
`;
