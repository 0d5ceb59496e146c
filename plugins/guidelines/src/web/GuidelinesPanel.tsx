/**
 * The guidelines area ("Pautas"): one list tab (by date and program: default today, all programs)
 * and one form tab per guideline; a new guideline focuses an unsaved form tab when there is one.
 * Closing a tab shows its neighbour, else the list.
 */
import { useCallback, useRef, useState } from 'react';
import { Loading, Tabs, dateIn, useDraftRequests } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { Guideline } from '../common/index.js';
import { useLookups } from './api';
import { GuidelineForm } from './GuidelineForm';
import { ListView } from './ListView';
import { afterClose, DRAFTS_SECTION, tabForNew, type Draft } from './model';

interface FormTab { key: string; id: number | null; title: string; restore?: Draft; draftKey?: string }

export default function GuidelinesPanel(props: PanelProps) {
  const { api, t, branch } = props;
  const lookups = useLookups(api);
  const [date, setDate] = useState(() => dateIn(Date.now(), branch.timeZone));
  const [programId, setProgramId] = useState<number | null>(null);
  const [tabs, setTabs] = useState<FormTab[]>([]);
  const [active, setActive] = useState('list');
  const serial = useRef(0);

  const open = useCallback((id: number, slug: string) => {
    const found = tabs.find((x) => x.id === id);
    if (found) return setActive(found.key);
    const key = `g${id}`;
    setTabs((list) => [...list, { key, id, title: slug }]);
    setActive(key);
  }, [tabs]);
  const openNew = () => {
    const { key, created } = tabForNew(tabs, () => `new${++serial.current}`);
    if (created) setTabs((list) => [...list, { key, id: null, title: t('newTab') }]);
    setActive(key);
  };
  const close = (key: string) => {
    setActive(afterClose(['list', ...tabs.map((x) => x.key)], key, active));
    setTabs((list) => list.filter((x) => x.key !== key));
  };
  // "Editar" on a guideline's unsaved draft (the drafts list): its form opens with the draft applied,
  // in a tab of its own (an open form of the same guideline is replaced)
  useDraftRequests(DRAFTS_SECTION, (item) => {
    const d = item.document as Draft;
    if (!d || typeof d !== 'object' || !Array.isArray(d.guides)) return;
    const key = `d${++serial.current}`;
    setTabs((list) => [...list.filter((x) => d.id === null || x.id !== d.id), { key, id: d.id, title: d.slug || t('newTab'), restore: d, draftKey: item.uuid }]);
    setActive(key);
  });
  const saved = (key: string, g: Guideline) => setTabs((list) => list.map((x) => (x.key === key ? { ...x, id: g.id, title: g.slug } : x)));

  if (!lookups) return <Loading />;
  const current = tabs.find((x) => x.key === active);
  return (
    <div data-testid="guidelines-area">
      <Tabs<string> value={active} onChange={setActive} testId="guideline-tabs"
        items={[{ id: 'list', label: t('listTab') }, ...tabs.map((x) => ({ id: x.key, label: x.title }))]} />
      <div role="tabpanel" aria-label={current ? current.title : t('listTab')} style={{ paddingTop: 8 }}>
        {active === 'list' && (
          <ListView {...props} date={date} programId={programId} lookups={lookups} onDate={setDate} onProgram={setProgramId} onOpen={open} onNew={openNew} />
        )}
        {tabs.map((x) => (
          <div key={x.key} hidden={x.key !== active}>
            <GuidelineForm {...props} id={x.id} restore={x.restore} draftKey={x.draftKey} date={date} programId={programId} lookups={lookups}
              onSaved={(g) => saved(x.key, g)} onLoaded={(g) => saved(x.key, g)} onClose={() => close(x.key)} />
          </div>
        ))}
      </div>
    </div>
  );
}
