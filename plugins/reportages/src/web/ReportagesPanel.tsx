/**
 * The reportages area (spec 001 §2): a fixed first tab with the list or board, and one tab per open
 * reportage (its slug or "new", an asterisk while unsaved). Editors stay mounted while open, so a tab
 * switch keeps their drafts and locks.
 */
import { useCallback, useEffect, useState } from 'react';
import { Tabs, afterClose, dateIn, useDraftRequests } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { REPORTAGE_ROLES as R } from '../common/ids.js';
import { ReportageEditor } from './editor/ReportageEditor.js';
import { usePeople } from './lookups.js';
import { ReportageList, type ListFilter } from './list/ReportageList.js';
import { DRAFTS_SECTION, type Draft } from './model.js';

interface OpenTab { key: string; id: number; title: string; dirty: boolean; restore?: Draft; mount?: number }
let serial = 0;

export default function ReportagesPanel(props: PanelProps) {
  const { api, user, t } = props;
  const today = dateIn(Date.now());
  const [filter, setFilter] = useState<ListFilter>({ from: today, to: today, slug: '', allPrograms: true, programId: null });
  const [tabs, setTabs] = useState<OpenTab[]>([]);
  const [active, setActive] = useState('list');
  const { people, flags } = usePeople(api, user);

  const open = (id: number, restore?: Draft) => {
    const key = id ? `r${id}` : `new${++serial}`;
    const tab = { key, id, title: restore?.slug || (id ? `#${id}` : t('web.new')), dirty: !!restore, restore, mount: ++serial };
    // a draft from the drafts list replaces the reportage's open tab (its editor starts again with the draft)
    setTabs((ts) => (restore ? [...ts.filter((x) => x.key !== key), tab] : ts.some((x) => x.key === key) ? ts : [...ts, tab]));
    setActive(key);
  };
  // "Editar" on a reportage's unsaved draft (the drafts list): its tab opens with the draft applied
  useDraftRequests(DRAFTS_SECTION, (item) => {
    const d = item.document as Draft;
    if (d && typeof d === 'object' && Array.isArray(d.sections)) open(d.id > 0 ? d.id : 0, d);
  });
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
        <div key={`${x.key}:${x.mount}`} hidden={active !== x.key} role="tabpanel" aria-label={x.title}>
          <ReportageEditor {...props} id={x.id} restore={x.restore} date={filter.from} people={people} flags={flags}
            onClose={() => close(x.key)}
            onSaved={(r) => { if (!x.id) setTabs((ts) => ts.map((y) => (y.key === x.key ? { ...y, id: r.id, key: `r${r.id}` } : y))), setActive(`r${r.id}`); }}
            onDirty={(dirty, title) => onDirty(x.key, dirty, title)} />
        </div>
      ))}
    </div>
  );
}
