import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, Dialog } from '@lauda/web-kit';

/** The temporary password, shown once (after a create without password or a reset). */
export function SecretDialog({ nickname, password, t, onClose, notify }: { nickname: string; password: string; t: PanelProps['t']; onClose: () => void; notify: PanelProps['notify'] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      notify.notify('success', t('users.secret.copied'));
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  };
  return (
    <Dialog
      title={t('users.secret.title')}
      onClose={onClose}
      width={460}
      testId="temporary-password"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button type="button" onClick={() => void copy()}>
            {t('users.secret.copy')}
          </Button>
          <Button type="button" $variant="primary" onClick={onClose} data-testid="temporary-password-done" data-autofocus>
            {t('users.secret.done')}
          </Button>
        </>
      }
    >
      <div className="text">{t('users.secret.text', { nickname })}</div>
      <Secret data-testid="temporary-password-value">{password}</Secret>
      <div className="text" style={{ color: 'var(--lauda-muted)', fontSize: 12 }}>
        {t('users.secret.once')}
      </div>
    </Dialog>
  );
}

const Secret = styled.div`
  margin: 4px 0 12px;
  padding: 12px;
  text-align: center;
  font-family: var(--lauda-font-mono);
  font-size: 20px;
  letter-spacing: 0.08em;
  background: var(--lauda-sunken);
  border: 1px dashed var(--lauda-line);
  border-radius: var(--lauda-radius);
  user-select: all;
`;
