/** vCard import: a .vcf file read in the browser and sent; the answer lists each card imported or refused (line and reason). */
import { useState } from 'react';
import { Alert, Button, Dialog, Field, Table, TableCard, Toggle } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { CONTACT_LIMITS as L, type ImportReport, type ImportResult } from '../common/index.js';
import { PATHS } from './api';

type Refused = Extract<ImportResult, { error: string }>;

export function ImportDialog({ api, notify, t, onImported, onClose }: PanelProps & { onImported(): void; onClose(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [priv, setPriv] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [tooBig, setTooBig] = useState(false);
  // the contacts' own refusals in the user's language; the field named, and the server's words otherwise
  const reason = (r: Refused) => `${r.field ? `${r.field}: ` : ''}${r.code.startsWith('contact.') ? t(`errors.${r.code}`) : r.error}`;

  const send = async () => {
    if (!file) return;
    if (file.size > L.importBytes) return setTooBig(true);
    setBusy(true);
    try {
      const r = await api.post<ImportReport>(`${PATHS.import}${priv ? '?private=true' : ''}`, { vcf: await file.text() });
      setReport(r);
      notify.notify(r.refused ? 'warning' : 'success', t('vcard.imported', { imported: r.imported, refused: r.refused }));
      onImported();
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('vcard.import')} onClose={onClose} busy={busy} width={620} testId="import-dialog"
      footer={<>
        <Button type="button" $variant="ghost" onClick={onClose} disabled={busy}>{t('close')}</Button>
        <Button type="button" $variant="primary" onClick={() => void send()} disabled={busy || !file} data-testid="import-send">{t('vcard.send')}</Button>
      </>}>
      <Field label={t('vcard.file')} htmlFor="import-file" hint={t('vcard.fileHint')} error={tooBig ? t('errors.contact.importTooLarge') : undefined}>
        <input id="import-file" type="file" accept=".vcf,text/vcard,text/x-vcard" onChange={(e) => { setFile(e.target.files?.[0] ?? null); setTooBig(false); setReport(null); }} data-testid="import-file" />
      </Field>
      <Toggle checked={priv} onChange={setPriv} label={t('vcard.private')} testId="import-private" />
      {report && (
        <div data-testid="import-report" style={{ marginTop: 12 }}>
          <Alert $tone={report.refused ? 'warning' : 'success'}>{t('vcard.imported', { imported: report.imported, refused: report.refused })}</Alert>
          {report.refused > 0 && (
            <TableCard>
              <Table aria-label={t('vcard.refusedCards')}>
                <thead><tr><th scope="col">{t('vcard.line')}</th><th scope="col">{t('vcard.reason')}</th></tr></thead>
                <tbody>
                  {report.results.filter((r) => 'error' in r).map((r) => (
                    <tr key={r.card} data-testid="import-refused"><td>{r.line}</td><td>{'error' in r ? reason(r) : ''}</td></tr>
                  ))}
                </tbody>
              </Table>
            </TableCard>
          )}
        </div>
      )}
    </Dialog>
  );
}
