import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Button } from '@lauda/web-kit';
import { ApiError } from '../api/client';

/** The branch's files every PDF uses: where each is uploaded and what it accepts. */
const KINDS = {
  logo: { upload: '/api/branch/logo', accept: 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif' },
  font: { upload: '/api/branch/font', accept: '.ttf,.otf,font/ttf,font/otf' },
} as const;

/** The upload (multipart: the JSON client sends no files); a refusal as the shell's ApiError, so its code is translated. */
async function upload(path: string, file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const body = (await res.json().catch(() => null)) as { id?: number; code?: string; message?: string } | null;
  if (res.ok && typeof body?.id === 'number') return body.id;
  throw new ApiError({ status: res.status, code: body?.code ?? `error.http${res.status}`, message: body?.message ?? res.statusText }, 'POST', path);
}

interface Props {
  kind: keyof typeof KINDS;
  value: number | null;
  disabled: boolean;
  notify: PanelProps['notify'];
  onChange(id: number | null): void;
}

/**
 * A branch file of every PDF, saved with the settings: the logo of its header and of the shell (a PNG, JPEG or GIF, shown)
 * or the font it is set in (a TrueType or OpenType file, named by its id).
 */
export function BranchFile({ kind, value, disabled, notify, onChange }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await upload(KINDS[kind].upload, file));
    } catch (e) {
      notify.error(e, 'updateFailed');
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Row data-testid={`settings-${kind}`}>
      <Preview>
        {value === null
          ? <span>{t(`admin.settings.${kind}None`)}</span>
          : kind === 'logo'
            ? <img src={`/api/files/${value}`} alt={t('admin.settings.logoAlt')} data-testid="settings-logo-image" />
            : <span data-testid="settings-font-set">{t('admin.settings.fontSet', { id: value })}</span>}
      </Preview>
      {!disabled && (
        <>
          <input ref={input} type="file" accept={KINDS[kind].accept} hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid={`settings-${kind}-file`} aria-label={t(`admin.settings.${kind}`)} />
          <Button type="button" $small disabled={uploading} onClick={() => input.current?.click()} data-testid={`settings-${kind}-choose`}>
            {uploading ? t(`admin.settings.${kind}Uploading`) : value === null ? t(`admin.settings.${kind}Choose`) : t(`admin.settings.${kind}Replace`)}
          </Button>
          {value !== null && (
            <Button type="button" $small $variant="ghost" disabled={uploading} onClick={() => onChange(null)} data-testid={`settings-${kind}-remove`}>
              {t(`admin.settings.${kind}Remove`)}
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
