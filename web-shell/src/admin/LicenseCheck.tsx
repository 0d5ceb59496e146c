import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '@lauda/sdk/web';
import { Alert, Button, formatInstant } from '@lauda/web-kit';

interface CheckAnswer {
  status: 'active';
  expiresAt: string | null;
  daysToExpire: number | null;
  warning: boolean;
  checkedAt: string;
}

/** "Verificar": asks the license server (POST /api/license/check) and shows its answer; failures are the notifier's (server connection error, invalid or not activated). */
export function LicenseCheck({ api, notify, disabled, timeZone }: Pick<PanelProps, 'api' | 'notify'> & { disabled: boolean; timeZone?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CheckAnswer | null>(null);
  const check = async () => {
    setBusy(true);
    setResult(null);
    try {
      const r = await api.post<CheckAnswer>('/api/license/check');
      setResult(r);
      if (r.warning && r.daysToExpire !== null) notify.notify('warning', t('admin.license.checkSoon', { count: r.daysToExpire }));
      else notify.notify('success', t('admin.license.checkOk'));
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" onClick={() => void check()} disabled={disabled || busy} data-testid="license-check">
        {busy ? t('admin.license.checking') : t('admin.license.check')}
      </Button>
      {result && (
        <Alert $tone={result.warning ? 'warning' : 'success'} role="status" data-testid="license-check-result" style={{ flexBasis: "100%", order: 1, margin: 0 }}>
          {t('admin.license.checkResult', { at: formatInstant(result.checkedAt, timeZone, false), expires: result.expiresAt ? formatInstant(result.expiresAt, timeZone, false) : '—' })}
        </Alert>
      )}
    </>
  );
}
