/**
 * A guideline's versions (spec 001 §2 "Revision history viewer"): the kernel's revisions
 * (`GET /api/revisions/guideline/{id}`), each with its date, nickname and IP and the changed fields
 * under their labels; a history that fails to load says "load failed" (spec 001 §8).
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, formatInstant, Loading, Muted, Table, TableCard } from '@lauda/web-kit';
import type { ApiClient, Page } from '@lauda/sdk/web';
import { GUIDELINE_DOCUMENT } from '../common/index.js';

type T = (key: string, o?: Record<string, unknown>) => string;
interface Revision { id: number; revisionDate: string; revisorNickname: string | null; revisorIP: string | null; changes: Record<string, unknown> }

/** A changed field's label: the form's, the tab's for guides and tasks. */
const FIELD_KEYS: Record<string, string> = { guides: 'sections.guides', production: 'sections.tasks', private: 'private' };
const fieldLabel = (field: string, t: T) => t(FIELD_KEYS[field] ?? `fields.${field}`, { defaultValue: field });

export function GuidelineVersions({ id, api, t, onClose }: { id: number; api: ApiClient; t: T; onClose(): void }) {
  const [list, setList] = useState<Revision[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    api.get<Page<Revision>>(`/api/revisions/${GUIDELINE_DOCUMENT}/${id}?size=50`).then((p) => live && setList(p.data), () => live && setList('failed'));
    return () => { live = false; };
  }, [api, id]);
  return (
    <Dialog title={t('viewer.versions')} onClose={onClose} testId="guideline-versions" width={600} footer={<Button type="button" onClick={onClose}>{t('close')}</Button>}>
      {list === null ? <Loading /> : list === 'failed' ? <Muted data-testid="guideline-versions-failed">{t('viewer.versionsFailed')}</Muted> : !list.length ? <Muted>{t('viewer.noVersions')}</Muted> : (
        <TableCard>
          <Table aria-label={t('viewer.versions')}>
            <thead>
              <tr>
                <th scope="col">{t('fields.date')}</th>
                <th scope="col">{t('viewer.nickname')}</th>
                <th scope="col">{t('viewer.ip')}</th>
                <th scope="col">{t('viewer.changed')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id} data-testid="guideline-version">
                  <td className="nowrap">{formatInstant(r.revisionDate)}</td>
                  <td>{r.revisorNickname ?? t('none')}</td>
                  <td className="mono">{r.revisorIP ?? t('none')}</td>
                  <td>{Object.keys(r.changes ?? {}).map((f) => fieldLabel(f, t)).join(', ') || t('none')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableCard>
      )}
    </Dialog>
  );
}
