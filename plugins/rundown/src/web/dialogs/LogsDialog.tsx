/** The rundown's change log (spec 000 §2 "logs"), paged. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Page } from '@lauda/sdk/web';
import type { Block, Rundown, RundownLogEntry, Story } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { changeWords, fieldWords, itemWords, type ChangeNames } from '../changeWords.js';
import { Button, Dialog, Empty, Input, formatInstant } from '@lauda/web-kit';
import { Table } from './Table.js';

const LOG_PAGE = 25;

export function LogsDialog({ rundown, byId, blockLabel, onClose }: { rundown: Rundown; byId: Map<number, Story>; blockLabel: (b: Block) => string; onClose: () => void }) {
  const { api, w, t, fail, branch, users, types, programs } = useWorkspace();
  const rundownId = rundown.id;
  const [page, setPage] = useState(0);
  const [data, setData] = useState<Page<RundownLogEntry> | null>(null);
  const [jump, setJump] = useState('');
  useEffect(() => {
    let on = true;
    api.get<Page<RundownLogEntry>>(`/api/rundowns/${rundownId}/logs?page=${page}&size=${LOG_PAGE}`)
      .then((p) => on && setData(p))
      .catch((e) => on && fail(e, 'loadFailed'));
    return () => {
      on = false;
    };
  }, [api, fail, page, rundownId]);
  const pages = data ? Math.max(1, Math.ceil(data.total / LOG_PAGE)) : 1;
  const from = data && data.total ? page * LOG_PAGE + 1 : 0;
  const to = data ? Math.min(data.total, (page + 1) * LOG_PAGE) : 0;
  // names from what the workspace already holds: the open rundown's blocks and stories, the lookups
  const names: ChangeNames = {
    t,
    timeZone: branch.timeZone,
    user: (id) => users.get(id)?.nickname,
    type: (id) => types.get(id)?.name,
    program: (id) => programs.find((p) => p.id === id)?.name,
    block: (id) => {
      const b = rundown.blocks.find((x) => x.id === id);
      return b ? blockLabel(b) : undefined;
    },
    story: (id) => byId.get(id),
  };
  // in the newsroom's zone, whatever the browser's
  const when = (iso: string) => formatInstant(iso, branch.timeZone, true);
  return (
    <Dialog
      title={w('logs.title')}
      onClose={onClose}
      width={900}
      testId="logs-dialog"
      footer={
        <Pager>
          <span data-testid="logs-range">{w('logs.range', { from, to, total: data?.total ?? 0 })}</span>
          <Button type="button" $small disabled={page === 0} onClick={() => setPage(page - 1)}>‹</Button>
          <span>{page + 1} / {pages}</span>
          <Button type="button" $small disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>›</Button>
          <label>
            {w('logs.jump')}
            <Input
              value={jump}
              style={{ width: 56, height: 24 }}
              inputMode="numeric"
              onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && jump) {
                  setPage(Math.max(0, Math.min(pages - 1, Number(jump) - 1)));
                  setJump('');
                }
              }}
            />
          </label>
        </Pager>
      }
    >
      {!data ? <Empty>{w('loading')}</Empty> : data.data.length === 0 ? <Empty>{w('logs.empty')}</Empty> : (
        <Table className="logs">
          <thead>
            <tr>
              <th>{w('logs.when')}</th><th>{w('logs.who')}</th><th>{w('logs.what')}</th><th>{w('logs.item')}</th><th>{w('logs.field')}</th><th>{w('logs.old')}</th><th>{w('logs.new')}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((l) => {
              const change = changeWords(l, names);
              return (
              <tr key={l.id} data-testid="log-row">
                <td className="mono">{when(l.at)}</td>
                <td>{l.nickname ?? ''}</td>
                <td><span className={`kind k-${l.kind}`}>{w(`logs.kinds.${l.kind}`)}</span></td>
                <td>{itemWords(l, names)}</td>
                <td>{fieldWords(l.field, t)}</td>
                <td className="val">{change.old}</td>
                <td className="val">{change.new}</td>
              </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </Dialog>
  );
}

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 12px;
  label { display: inline-flex; align-items: center; gap: 4px; }
`;
