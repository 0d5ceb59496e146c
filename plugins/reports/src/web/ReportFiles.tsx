/** A saved report's attachments: the list (each opens the stored file), add (upload) and remove. */
import { useRef, useState } from 'react';
import { Button, Chip, Chips, Muted, SectionTitle, Toolbar } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { Report } from '../common/index.js';
import { PATHS, UploadError, uploadFile } from './api';

type Props = Pick<PanelProps, 'api' | 'notify' | 't'> & { report: Report | null; editable: boolean; onChange(r: Report): void };

export function ReportFiles({ report, editable, api, notify, t, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const add = async (file: File | undefined) => {
    if (!file || !report) return;
    setBusy(true);
    try {
      onChange(await uploadFile(report.id, file));
      notify.notify('success', t('files.added', { name: file.name }));
    } catch (e) {
      // the upload is not the JSON client's: its refusal is told here, in the plugin's words
      if (e instanceof UploadError) notify.notify('error', t('updateFailed'), t(`errors.${e.code}`, { defaultValue: e.code }));
      else notify.error(e, 'updateFailed');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const remove = async (fileId: number) => {
    if (!report) return;
    try {
      onChange(await api.delete<Report>(`${PATHS.files(report.id)}/${fileId}`));
    } catch (e) {
      notify.error(e, 'updateFailed');
    }
  };
  return (
    <section data-testid="report-files" aria-label={t('fields.files')}>
      <SectionTitle>{t('fields.files')}</SectionTitle>
      {!report && <Muted>{t('files.saveFirst')}</Muted>}
      {report && report.files.length === 0 && <Muted data-testid="report-files-none">{t('files.none')}</Muted>}
      {report && report.files.length > 0 && (
        <Chips>
          {report.files.map((f) => (
            <Chip key={f.id} data-testid="report-file">
              <a href={f.url} target="_blank" rel="noopener noreferrer">{f.name}</a>
              {editable && <Button type="button" $variant="ghost" $small aria-label={t('files.remove', { name: f.name })} onClick={() => void remove(f.id)} data-testid="report-file-remove">×</Button>}
            </Chip>
          ))}
        </Chips>
      )}
      {report && editable && (
        <Toolbar>
          <input ref={input} type="file" hidden onChange={(e) => void add(e.target.files?.[0])} data-testid="report-file-input" aria-label={t('files.add')} />
          <Button type="button" $small disabled={busy} onClick={() => input.current?.click()} data-testid="report-file-add">{t('files.add')}</Button>
        </Toolbar>
      )}
    </section>
  );
}
