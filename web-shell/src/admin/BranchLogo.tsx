import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Button } from '@lauda/web-kit';
import { ApiError } from '../api/client';

/** `POST /api/files/single` (multipart: the JSON client sends no files); a refusal as the shell's ApiError, so its code is translated. */
async function uploadLogo(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch('/api/files/single', { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const body = (await res.json().catch(() => null)) as { id?: number; code?: string; message?: string } | null;
  if (res.ok && typeof body?.id === 'number') return body.id;
  throw new ApiError({ status: res.status, code: body?.code ?? `error.http${res.status}`, message: body?.message ?? res.statusText }, 'POST', '/api/files/single');
}

interface Props {
  value: number | null;
  disabled: boolean;
  notify: PanelProps['notify'];
  onChange(id: number | null): void;
}

/** The branch logo of every PDF's header: a PNG or JPEG uploaded to the files service, saved with the settings. */
export function BranchLogo({ value, disabled, notify, onChange }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadLogo(file));
    } catch (e) {
      notify.error(e, 'updateFailed');
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Row data-testid="settings-logo">
      <Preview>
        {value === null
          ? <span>{t('admin.settings.logoNone')}</span>
          : <img src={`/api/files/${value}/thumbnail`} alt={t('admin.settings.logoAlt')} data-testid="settings-logo-image" />}
      </Preview>
      {!disabled && (
        <>
          <input ref={input} type="file" accept="image/png,image/jpeg" hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="settings-logo-file" aria-label={t('admin.settings.logo')} />
          <Button type="button" $small disabled={uploading} onClick={() => input.current?.click()} data-testid="settings-logo-choose">
            {uploading ? t('admin.settings.logoUploading') : value === null ? t('admin.settings.logoChoose') : t('admin.settings.logoReplace')}
          </Button>
          {value !== null && (
            <Button type="button" $small $variant="ghost" disabled={uploading} onClick={() => onChange(null)} data-testid="settings-logo-remove">
              {t('admin.settings.logoRemove')}
            </Button>
          )}
        </>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
`;
const Preview = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 96px;
  height: 64px;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  img {
    max-height: 56px;
    max-width: 160px;
  }
`;
