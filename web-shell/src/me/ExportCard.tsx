import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, formatNumber, Muted } from '@lauda/web-kit';
import { ApiError } from '../api/client';
import { ME } from './api';
import { MyCard } from './MyCard';

/** Downloads the ZIP of the user's own documents (GET /api/users/me/export) and says whether it was cut at the cap. */
export function ExportCard({ notify }: Pick<PanelProps, 'notify'>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [size, setSize] = useState<number | null>(null);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(`${ME}/export`, { credentials: 'same-origin' });
      if (!res.ok) {
        const body = await res.json().catch(() => ({ status: res.status, code: `error.http${res.status}`, message: res.statusText }));
        throw new ApiError(body, 'GET', `${ME}/export`);
      }
      const blob = await res.blob();
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'lauda-export.zip';
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setSize(blob.size);
      if (res.headers.get('x-lauda-export-truncated') === 'true') notify.notify('warning', t('myData.export.truncated'));
      else notify.notify('success', t('myData.export.done'));
    } catch (e) {
      notify.error(e, 'loadFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <MyCard title={t('myData.export.title')} testId="my-export">
      <Muted>{t('myData.export.text')}</Muted>
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => void download()} data-testid="my-export-download">{t('myData.export.download')}</Button>
      {size !== null && <Muted as="span" data-testid="my-export-size" data-bytes={size}> {formatNumber(Math.max(1, Math.round(size / 1024)))} kB</Muted>}
    </MyCard>
  );
}
