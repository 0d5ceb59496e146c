/**
 * A checklist's versions (spec 001 §2 "Revision history viewer"): each with its date (the branch's
 * zone), nickname and IP and the changed fields under their labels.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, formatInstant, Loading, Muted, Table, TableCard } from '@lauda/web-kit';
import type { ApiClient, Page } from '@lauda/sdk/web';
import { PATHS } from './api';

type T = (key: string, o?: Record<string, unknown>) => string;
interface Revision { id: number; revisionDate: string; revisorNickname: string | null; revisorIP: string | null; changes: Record<string, unknown> }

const fieldLabel = (field: string, t: T) => t(field === 'private' ? 'private' : `fields.${field}`, { defaultValue: field });

export function ProductionVersions({ id, slug, api, t, onClose }: { id: number; slug: string; api: ApiClient; t: T; onClose(): void }) {
  const [list, setList] = useState<Revision[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    api.get<Page<Revision>>(PATHS.revisions(id)).then((p) => live && setList(p.data), () => live && setList('failed'));
    return () => { live = false; };
  }, [api, id]);
  return (
    <Dialog title={t('versions.title', { slug })} onClose={onClose} testId="production-versions" width={600} closeLabel={t('close')} footer={<Button type="button" onClick={onClose}>{t('close')}</Button>}>
      {list === null ? <Loading /> : list === 'failed' ? <Muted data-testid="production-versions-failed">{t('versions.loadFailed')}</Muted> : !list.length ? <Muted>{t('versions.empty')}</Muted> : (
        <TableCard>
          <Table aria-label={t('viewer.versions')}>
            <thead>
              <tr>
                <th scope="col">{t('fields.date')}</th>
                <th scope="col">{t('versions.nickname')}</th>
                <th scope="col">{t('versions.ip')}</th>
                <th scope="col">{t('versions.changed')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id} data-testid="production-version">
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
