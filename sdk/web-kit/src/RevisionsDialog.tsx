/**
 * A document's versions (spec 001 §2 "Revision history viewer"): the kernel's revisions, each with
 * its date (the branch's zone), nickname and IP and the changed fields under their labels; a history
 * that fails to load says so (spec 001 §8).
 */
import { useEffect, useState } from 'react';
import type { ApiClient, Page } from '@lauda/sdk/web';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { formatInstant } from './format';
import { Muted } from './layout';
import { Loading } from './states';
import { Table, TableCard } from './Table';
import { useKitText } from './text';

export interface Revision { id: number; revisionDate: string; revisorNickname: string | null; revisorIP: string | null; changes: Record<string, unknown> }

export interface RevisionsDialogProps {
  api: ApiClient;
  /** the history's address (`/api/revisions/guideline/12`, paged) */
  path: string;
  title?: string;
  /** a changed field's label (the form's) */
  fieldLabel(field: string): string;
  onClose(): void;
  /** the dialog's test id; each row is `rowTestId` */
  testId: string;
  rowTestId: string;
}

export function RevisionsDialog({ api, path, title, fieldLabel, onClose, testId, rowTestId }: RevisionsDialogProps) {
  const kt = useKitText();
  const [list, setList] = useState<Revision[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    api.get<Page<Revision>>(path).then((p) => live && setList(p.data), () => live && setList('failed'));
    return () => { live = false; };
  }, [api, path]);
  const none = '—';
  return (
    <Dialog title={title ?? kt('revisions.title')} onClose={onClose} testId={testId} width={600} footer={<Button type="button" onClick={onClose}>{kt('actions.close')}</Button>}>
      {list === null ? <Loading /> : list === 'failed' ? <Muted data-testid={`${testId}-failed`}>{kt('revisions.failed')}</Muted> : !list.length ? <Muted>{kt('revisions.empty')}</Muted> : (
        <TableCard>
          <Table aria-label={title ?? kt('revisions.title')}>
            <thead>
              <tr>
                <th scope="col">{kt('revisions.date')}</th>
                <th scope="col">{kt('revisions.nickname')}</th>
                <th scope="col">{kt('revisions.ip')}</th>
                <th scope="col">{kt('revisions.changed')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id} data-testid={rowTestId}>
                  <td className="nowrap">{formatInstant(r.revisionDate)}</td>
                  <td>{r.revisorNickname ?? none}</td>
                  <td className="mono">{r.revisorIP ?? none}</td>
                  <td>{Object.keys(r.changes ?? {}).map(fieldLabel).join(', ') || none}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableCard>
      )}
    </Dialog>
  );
}
