/** A reportage's versions (revision history): date, nickname, address and the fields changed. */
import { useEffect, useState } from 'react';
import { Button, Dialog, formatInstant, Loading, Muted } from '@lauda/web-kit';
import type { ApiClient, Page } from '@lauda/sdk/web';

type T = (key: string, options?: Record<string, unknown>) => string;
interface Revision { id: number; revisionDate: string; revisorNickname: string | null; revisorIP: string | null; changes: Record<string, unknown> }

export function Versions({ id, api, t, onClose }: { id: number; api: ApiClient; t: T; onClose(): void }) {
  const [list, setList] = useState<Revision[] | null>(null);
  useEffect(() => {
    api.get<Page<Revision>>(`/api/revisions/reportage/${id}?size=50`).then((p) => setList(p.data)).catch(() => setList([]));
  }, [api, id]);
  return (
    <Dialog title={t('web.versions.title')} onClose={onClose} testId="versions-dialog" width={640} footer={<Button type="button" onClick={onClose}>{t('web.close.label')}</Button>}>
      {!list ? <Loading /> : !list.length ? <Muted>{t('web.versions.empty')}</Muted> : (
        <ul data-testid="versions-list">
          {list.map((r) => (
            <li key={r.id}>
              <strong>{formatInstant(r.revisionDate)}</strong> · {r.revisorNickname ?? '—'} · {r.revisorIP ?? '—'}
              <div>{Object.keys(r.changes).map((f) => t(`web.fieldNames.${f}`, { defaultValue: f })).join(', ')}</div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
