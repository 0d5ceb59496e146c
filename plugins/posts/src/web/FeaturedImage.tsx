/** The post's featured image: its thumbnail, upload (a new image replaces it) and removal. */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { Notifier } from '@lauda/sdk/web';
import { Button } from '@lauda/web-kit';
import { uploadImage, type T } from './api';

export function FeaturedImage({ value, onChange, readOnly, notify, t }: {
  value: number | null;
  onChange(id: number | null): void;
  readOnly: boolean;
  notify: Notifier;
  t: T;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadImage(file));
    } catch (e) {
      notify.notify('error', t('uploadFailed'), e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Row>
      {value !== null && <img src={`/api/files/${value}/thumbnail`} alt={t('fields.featuredImage')} data-testid="post-image" />}
      {!readOnly && (
        <>
          <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="post-image-file" aria-label={t('fields.featuredImage')} />
          <Button type="button" $small disabled={busy} onClick={() => input.current?.click()} data-testid="post-image-upload">{t('upload')}</Button>
          {value !== null && <Button type="button" $small $variant="ghost" onClick={() => onChange(null)} data-testid="post-image-remove">{t('removeImage')}</Button>}
        </>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  img { max-height: 64px; max-width: 120px; border-radius: var(--lauda-radius); border: 1px solid var(--lauda-control-border); }
`;
