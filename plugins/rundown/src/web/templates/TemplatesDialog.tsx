/** The program's rundown templates (spec 000 §2): copy this rundown as a template, apply, rename, remove. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Block, Rundown, RundownTemplate } from '../../common/types.js';
import { displayDate, isoMs } from '../logic/format.js';
import { useWorkspace } from '../context.js';
import { Button, Confirm, Dialog, Empty, Field, Input } from '@lauda/web-kit';
import { Table } from '../dialogs/Table.js';

export function TemplatesDialog({ rundown, onClose }: { rundown: Rundown; onClose: () => void }) {
  const { api, w, fail, notify, can, openNewRundown, programName } = useWorkspace();
  const [list, setList] = useState<RundownTemplate[] | null>(null);
  const [name, setName] = useState(`${programName(rundown.programId)} ${displayDate(rundown.date)}`.slice(0, 100));
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<RundownTemplate | null>(null);
  const load = () =>
    api.get<RundownTemplate[]>(`/api/rundown_templates?programId=${rundown.programId}`).then(setList).catch((e) => fail(e, 'loadFailed'));
  useEffect(() => {
    void load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  /** A template with the rundown's blocks (commercials too) and a copy of its stories. */
  const createFromRundown = async () => {
    if (!name.trim() || busy) return;
    setBusy(true);
    try {
      const t = await api.post<RundownTemplate>('/api/rundown_templates', { name: name.trim(), programId: rundown.programId });
      let tpl = await api.get<RundownTemplate>(`/api/rundown_templates/${t.id}`);
      // every block but the last (the Stand By block) has its counterpart; the Stand By blocks pair up
      const tBlocks = () => (tpl.blocks ?? []).slice(0, -1);
      const rBlocks = rundown.blocks.slice(0, -1);
      for (let i = tBlocks().length; i < rBlocks.length; i++) await api.post(`/api/rundown_templates/${t.id}/blocks`, { commercial: rBlocks[i]!.commercial });
      tpl = await api.get<RundownTemplate>(`/api/rundown_templates/${t.id}`);
      const first = tBlocks()[0];
      if (first && rBlocks[0] && isoMs(rBlocks[0].commercial)) {
        await api.patch(`/api/rundown_templates/${t.id}/blocks/${first.id}`, { field: 'commercial', newValue: rBlocks[0].commercial });
      }
      let count = 0;
      const pairs: [Block, Block | undefined][] = [
        ...rBlocks.map((b, i) => [b, tBlocks()[i]] as [Block, Block | undefined]),
        [rundown.blocks[rundown.blocks.length - 1]!, (tpl.blocks ?? [])[(tpl.blocks ?? []).length - 1]],
      ];
      for (const [from, into] of pairs) {
        const ids = (from?.stories ?? []).filter((s) => s.visible).map((s) => s.id);
        if (!ids.length || !into) continue;
        const ans = await api.post<{ count: number }>(`/api/rundown_templates/${t.id}/stories/copy`, { source: rundown.id, storiesIds: ids, targetBlockId: into.id });
        count += ans.count;
      }
      notify.notify('success', w('templates.created', { name: t.name }), w('templates.copied', { count }));
      await load();
    } catch (e) {
      fail(e, 'createFailed');
    } finally {
      setBusy(false);
    }
  };

  const copy = async (t: RundownTemplate) => {
    try {
      await api.post(`/api/rundown_templates/${t.id}/copy`, { name: w('templates.copyName', { name: t.name }).slice(0, 100), programId: t.programId });
      await load();
    } catch (e) {
      fail(e, 'createFailed');
    }
  };

  const remove = async (t: RundownTemplate) => {
    try {
      await api.delete(`/api/rundown_templates/${t.id}`);
      await load();
    } catch (e) {
      fail(e, 'deleteFailed');
    }
  };

  return (
    <Dialog title={w('templates.title')} onClose={onClose} width={560} testId="templates-dialog">
      <h3 className="sub">{w('templates.ofProgram', { program: programName(rundown.programId) })}</h3>
      {!list ? <Empty>{w('loading')}</Empty> : list.length === 0 ? <Empty>{w('templates.empty')}</Empty> : (
        <Table>
          <tbody>
            {list.map((t) => (
              <tr key={t.id} data-testid="template-row">
                <td><b>{t.name}</b></td>
                <td className="actions">
                  <Button type="button" $small onClick={() => { onClose(); openNewRundown({ programId: rundown.programId, templateId: t.id }); }} disabled={!can.write}>
                    {w('templates.newRundown')}
                  </Button>
                  {can.admin && <Button type="button" $small onClick={() => void copy(t)} data-testid="template-copy">{w('templates.copy')}</Button>}
                  {can.admin && <Button type="button" $small $variant="ghost" onClick={() => setRemoving(t)} title={w('templates.remove')} aria-label={w('templates.remove')}>×</Button>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {removing && (
        <Confirm
          danger
          title={w('templates.remove')}
          text={removing.name}
          confirmLabel={w('remove.confirm')}
          cancelLabel={w('actions.cancel')}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const t = removing;
            setRemoving(null);
            void remove(t);
          }}
        />
      )}
      {can.admin && (
        <CreateBox>
          <Field label={w('templates.fromRundown')} htmlFor="tpl-name" hint={w('templates.fromRundownHint')}>
            <div className="row">
              <Input id="tpl-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-testid="template-name" />
              <Button type="button" $variant="primary" disabled={busy || !name.trim()} onClick={() => void createFromRundown()} data-testid="template-create">
                {w('templates.create')}
              </Button>
            </div>
          </Field>
        </CreateBox>
      )}
    </Dialog>
  );
}

const CreateBox = styled.div`
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid var(--lauda-line);
  .row { display: flex; gap: 6px; }
  .row input { flex: 1; }
`;
