/**
 * The productions area ("Produções"): one list tab (a day's checklists, default today) and one
 * form tab per checklist; a new checklist focuses an unsaved form tab when there is one. Closing a
 * tab shows its neighbour, else the list.
 */
import { useCallback, useRef, useState } from 'react';
import { afterClose, dateIn, Loading, Tabs, useDraftRequests } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { Production } from '../common/index.js';
import { useLookups } from './api';
import { ListView } from './ListView';
import { ProductionForm } from './ProductionForm';
import { DRAFTS_SECTION, type Draft } from './model';

interface FormTab { key: string; id: number | null; title: string; restore?: Draft; draftKey?: string }

export default function ProductionsPanel(props: PanelProps) {
  const { api, t, branch } = props;
  const lookups = useLookups(api);
  const [date, setDate] = useState(() => dateIn(Date.now(), branch.timeZone));
  const [tabs, setTabs] = useState<FormTab[]>([]);
  const [active, setActive] = useState('list');
  const serial = useRef(0);

  const open = useCallback((id: number, slug: string) => {
    const found = tabs.find((x) => x.id === id);
    if (found) return setActive(found.key);
    const key = `p${id}`;
    setTabs((list) => [...list, { key, id, title: slug }]);
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
  // "Editar" on a checklist's unsaved draft (the drafts list): its form opens with the draft applied,
  // in a tab of its own (an open form of the same checklist is replaced)
  useDraftRequests(DRAFTS_SECTION, (item) => {
    const d = item.document as Draft;
    if (!d || typeof d !== 'object' || !Array.isArray(d.tasks)) return;
    const key = `d${++serial.current}`;
    setTabs((list) => [...list.filter((x) => d.id === null || x.id !== d.id), { key, id: d.id, title: d.slug || t('newTab'), restore: d, draftKey: item.uuid }]);
    setActive(key);
  });
  const saved = (key: string, p: Production) => setTabs((list) => list.map((x) => (x.key === key ? { ...x, id: p.id, title: p.slug } : x)));

  if (!lookups) return <Loading />;
  const current = tabs.find((x) => x.key === active);
  return (
    <div data-testid="productions-area">
      <Tabs<string> value={active} onChange={setActive} testId="production-tabs"
        items={[{ id: 'list', label: t('listTab') }, ...tabs.map((x) => ({ id: x.key, label: x.title }))]} />
      <div role="tabpanel" aria-label={current ? current.title : t('listTab')} style={{ paddingTop: 8 }}>
        {active === 'list' && <ListView {...props} date={date} onDate={setDate} onOpen={open} onNew={openNew} />}
        {tabs.map((x) => (
          <div key={x.key} hidden={x.key !== active}>
            <ProductionForm {...props} id={x.id} restore={x.restore} draftKey={x.draftKey} date={date} lookups={lookups} onSaved={(p) => saved(x.key, p)} onClose={() => close(x.key)} />
          </div>
        ))}
      </div>
    </div>
  );
}
