/** The newsroom's page-numbering rule for new stories (rundown settings; a rundown administrator's). */
import { useEffect, useState } from 'react';
import { PAGE_RULES, type PageRule } from '../../common/pages.js';
import type { RundownSettings } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { Button, Dialog, Field, Muted } from '@lauda/web-kit';

export function PageRuleDialog({ onClose }: { onClose: () => void }) {
  const { api, w, fail, notify } = useWorkspace();
  const [settings, setSettings] = useState<RundownSettings | null>(null);
  const [rule, setRule] = useState<PageRule>('next');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.get<RundownSettings>('/api/rundown-settings').then((s) => {
      setSettings(s);
      setRule(s.pageRule);
    }).catch((e) => fail(e, 'loadFailed'));
  }, [api, fail]);
  const save = async () => {
    if (!settings) return;
    setBusy(true);
    try {
      setSettings(await api.put<RundownSettings>('/api/rundown-settings', { pageRule: rule, version: settings.version }));
      notify.notify('success', w('pageRule.saved'));
      onClose();
    } catch (e) {
      fail(e, 'updateFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={w('pageRule.title')}
      onClose={onClose}
      width={480}
      busy={busy}
      testId="page-rule-dialog"
      footer={<>
        <Button type="button" onClick={onClose} data-testid="page-rule-cancel">{w('actions.cancel')}</Button>
        <Button type="button" $variant="primary" disabled={!settings || busy} onClick={() => void save()} data-testid="page-rule-save">{w('actions.save')}</Button>
      </>}
    >
      <Field label={w('pageRule.label')}>
        {PAGE_RULES.map((r) => (
          <label key={r} style={{ display: 'flex', gap: 8, alignItems: 'baseline', margin: '6px 0' }}>
            <input type="radio" name="page-rule" value={r} checked={rule === r} onChange={() => setRule(r)} data-testid={`page-rule-${r}`} />
            <span>
              <strong>{w(`pageRule.${r}`)}</strong>
              <br />
              <Muted as="span">{w(`pageRule.${r}Hint`)}</Muted>
            </span>
          </label>
        ))}
      </Field>
    </Dialog>
  );
}
