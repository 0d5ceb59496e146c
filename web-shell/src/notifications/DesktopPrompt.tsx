import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useShell } from '../app/shell';
import { Button } from '@lauda/web-kit';

/**
 * The one-time offer of desktop notifications (spec 000 §8). Shown by the sign-in follow-up
 * (followUp.ts) only when the browser has not decided and the user never answered; the browser's
 * own permission request comes only from the "Allow" click.
 */
export function DesktopPrompt() {
  const { t } = useTranslation();
  const { desktopOffer, closeDesktopOffer, desktop, notices } = useShell();
  if (!desktopOffer) return null;
  return (
    <Card role="dialog" aria-labelledby="desktop-offer-title" data-testid="desktop-offer">
      <svg className="bell" viewBox="0 0 24 24" width="20" height="20" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      <div className="text">
        <strong id="desktop-offer-title">{t('desktop.title')}</strong>
        <p>{t('desktop.text')}</p>
        <div className="actions">
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              desktop.decline();
              closeDesktopOffer();
            }}
            data-testid="desktop-offer-later"
          >
            {t('desktop.later')}
          </Button>
          <Button
            type="button"
            $variant="primary"
            onClick={async () => {
              closeDesktopOffer();
              const answer = await desktop.request();
              if (answer === 'granted') {
                notices.push({ level: 'success', title: t('desktop.enabled') });
                desktop.show(t('desktop.enabled'), t('desktop.enabledText'));
              } else if (answer === 'denied') notices.push({ level: 'info', title: t('desktop.denied'), description: t('desktop.deniedText') });
            }}
            data-testid="desktop-offer-allow"
          >
            {t('desktop.allow')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

const Card = styled.div`
  position: fixed;
  left: 12px;
  bottom: 12px;
  z-index: var(--lauda-z-prompt);
  display: flex;
  gap: 10px;
  width: 320px;
  padding: 12px 12px 10px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-top: 3px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 10px 28px rgba(16, 24, 40, 0.2);
  .bell {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 4px 0 8px;
    color: ${({ theme }) => theme.color.muted};
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 6px;
  }
`;
