/**
 * The reportages area (spec 001 §2): a fixed first tab with the list or board, and one tab per open
 * reportage (its slug or "new", an asterisk while unsaved). Editors stay mounted while open, so a tab
 * switch keeps their drafts and locks.
 */
import { useCallback, useState } from 'react';
import { Tabs, afterClose, dateIn } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { REPORTAGE_ROLES as R } from '../common/ids.js';
import { ReportageEditor } from './editor/ReportageEditor.js';
import { usePeople } from './lookups.js';
import { ReportageList, type ListFilter } from './list/ReportageList.js';

interface OpenTab { key: string; id: number; title: string; dirty: boolean }
let serial = 0;

export default function ReportagesPanel(props: PanelProps) {
  const { api, user, t } = props;
  const today = dateIn(Date.now());
  const [filter, setFilter] = useState<ListFilter>({ from: today, to: today, slug: '', allPrograms: true, programId: null });
  const [tabs, setTabs] = useState<OpenTab[]>([]);
  const [active, setActive] = useState('list');
  const { people, flags } = usePeople(api, user);

  const open = (id: number) => {
    const key = id ? `r${id}` : `new${++serial}`;
    if (!tabs.some((x) => x.key === key)) setTabs((ts) => [...ts, { key, id, title: id ? `#${id}` : t('web.new'), dirty: false }]);
    setActive(key);
  };
  // closing shows a neighbouring tab, else the list (spec 001 §2)
  const close = (key: string) => {
    setActive(afterClose(['list', ...tabs.map((x) => x.key)], key, active));
    setTabs((ts) => ts.filter((x) => x.key !== key));
  };
  const onDirty = useCallback((key: string, dirty: boolean, title: string) =>
    setTabs((ts) => (ts.some((x) => x.key === key && (x.dirty !== dirty || x.title !== title))
      ? ts.map((x) => (x.key === key ? { ...x, dirty, title } : x))
      : ts)), []);

  return (
    <div data-testid="reportages-panel">
      <Tabs value={active} onChange={setActive} testId="reportage-tabs"
        items={[{ id: 'list', label: t('web.title') }, ...tabs.map((x) => ({ id: x.key, label: `${x.title}${x.dirty ? ' *' : ''}` }))]} />
      <div hidden={active !== 'list'}>
        <ReportageList {...props} programs={people.programs} filter={filter} setFilter={setFilter} onOpen={open} onNew={() => open(0)} canWrite={user.support || user.roles.includes(R.write)} />
      </div>
      {tabs.map((x) => (
        <div key={x.key} hidden={active !== x.key} role="tabpanel" aria-label={x.title}>
          <ReportageEditor {...props} id={x.id} date={filter.from} people={people} flags={flags}
            onClose={() => close(x.key)}
            onSaved={(r) => { if (!x.id) setTabs((ts) => ts.map((y) => (y.key === x.key ? { ...y, id: r.id, key: `r${r.id}` } : y))), setActive(`r${r.id}`); }}
            onDirty={(dirty, title) => onDirty(x.key, dirty, title)} />
        </div>
      ))}
    </div>
  );
}
