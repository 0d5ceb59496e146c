/** Recreate an empty rundown from a template. */
import { useEffect, useState } from 'react';
import type { Rundown, RundownTemplate } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { Button, Dialog, Field, Select } from '@lauda/web-kit';

export function RecreateDialog({ rundown, onClose, onDone }: { rundown: Rundown; onClose: () => void; onDone: () => void }) {
  const { api, w, fail, notify } = useWorkspace();
  const [templates, setTemplates] = useState<RundownTemplate[]>([]);
  const [templateId, setTemplateId] = useState<string>(rundown.templateId ? String(rundown.templateId) : '');
  useEffect(() => {
    api.get<RundownTemplate[]>(`/api/rundown_templates?programId=${rundown.programId}`).then(setTemplates).catch(() => setTemplates([]));
  }, [api, rundown.programId]);
  const go = async () => {
    try {
      await api.post(`/api/rundowns/${rundown.id}/recreate`, { templateId: templateId ? Number(templateId) : null });
      notify.notify('success', w('actions.recreated'));
      onDone();
      onClose();
    } catch (e) {
      fail(e, 'actionFailed');
    }
  };
  return (
    <Dialog
      title={w('actions.recreate')}
      onClose={onClose}
      width={420}
      testId="recreate-dialog"
      footer={<><Button type="button" onClick={onClose}>{w('actions.cancel')}</Button><Button type="button" $variant="danger" onClick={() => void go()} data-testid="recreate-go">{w('actions.recreate')}</Button></>}
    >
      <p>{w('actions.recreateText')}</p>
      <Field label={w('newRundown.template')} htmlFor="recreate-template">
        <Select id="recreate-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
          <option value="">{w('newRundown.noTemplate')}</option>
          {templates.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
        </Select>
      </Field>
    </Dialog>
  );
}
