/**
 * The reports area ("Relatórios"): one list tab (filtered, paged) and one form tab per report; a new
 * report focuses an unsaved form tab when there is one. Closing a tab shows its neighbour, else the list.
 */
import { useCallback, useRef, useState } from 'react';
import { afterClose, dateIn, Loading, Tabs, useDraftRequests } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { Report } from '../common/index.js';
import { useLookups } from './api';
import { ListView } from './ListView';
import { ReportForm } from './ReportForm';
import { DRAFTS_SECTION, type Draft } from './model';

interface FormTab { key: string; id: number | null; title: string; restore?: Draft; draftKey?: string }

export default function ReportsPanel(props: PanelProps) {
  const { api, live, t, branch } = props;
  const lookups = useLookups(api, live);
  const [tabs, setTabs] = useState<FormTab[]>([]);
  const [active, setActive] = useState('list');
  const serial = useRef(0);
  const today = dateIn(Date.now(), branch.timeZone);

  const open = useCallback((id: number, title: string) => {
    const found = tabs.find((x) => x.id === id);
    if (found) return setActive(found.key);
    const key = `r${id}`;
    setTabs((list) => [...list, { key, id, title }]);
    setActive(key);
  }, [tabs]);
  const openNew = () => {
    const unsaved = tabs.find((x) => x.id === null);
    if (unsaved) return setActive(unsaved.key);
    const key = `new${++serial.current}`;
    setTabs((list) => [...list, { key, id: null, title: t('newTab') }]);
    setActive(key);
  };
  const close = (key: string) => {
    setActive(afterClose(['list', ...tabs.map((x) => x.key)], key, active));
    setTabs((list) => list.filter((x) => x.key !== key));
  };
  // "Editar" on a report's unsaved draft (the drafts list): its form opens with the draft applied,
  // in a tab of its own (an open form of the same report is replaced)
  useDraftRequests(DRAFTS_SECTION, (item) => {
    const d = item.document as Draft;
    if (!d || typeof d !== 'object' || !Array.isArray(d.body)) return;
    const key = `d${++serial.current}`;
    setTabs((list) => [...list.filter((x) => d.id === null || x.id !== d.id), { key, id: d.id, title: d.title || t('newTab'), restore: d, draftKey: item.uuid }]);
    setActive(key);
  });
  const saved = (key: string, r: Report) => setTabs((list) => list.map((x) => (x.key === key ? { ...x, id: r.id, title: r.title } : x)));

  if (!lookups) return <Loading />;
  const current = tabs.find((x) => x.key === active);
  return (
    <div data-testid="reports-area">
      <Tabs<string> value={active} onChange={setActive} testId="report-tabs"
        items={[{ id: 'list', label: t('listTab') }, ...tabs.map((x) => ({ id: x.key, label: x.title }))]} />
      <div role="tabpanel" aria-label={current ? current.title : t('listTab')} style={{ paddingTop: 8 }}>
        {active === 'list' && <ListView {...props} lookups={lookups} onOpen={open} onNew={openNew} />}
        {tabs.map((x) => (
          <div key={x.key} hidden={x.key !== active}>
            <ReportForm {...props} id={x.id} restore={x.restore} draftKey={x.draftKey} date={today} lookups={lookups} onSaved={(r) => saved(x.key, r)} onClose={() => close(x.key)} />
          </div>
        ))}
      </div>
    </div>
  );
}
