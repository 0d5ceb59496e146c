/**
 * The agency area ("Agência"): the user's lanes board with new items live, a search across lanes,
 * the lane editor, "Criar pauta" from an item (then the guideline in the document drawer), and for
 * administrators the RSS sources.
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Alert, Button, DocumentDrawer, IconButton, ErrorState, Loading, Search, Spacer, Tabs, Toolbar, VisuallyHidden, useDebounced } from '@lauda/web-kit';
import type { AgencyItem, Lane } from '../common/index.js';
import { Board } from './Board';
import { GuidelineDialog } from './GuidelineDialog';
import { LaneEditor } from './LaneEditor';
import { RssAdmin } from './RssAdmin';
import { SearchResults } from './SearchResults';
import { isAdmin, useRss } from './model';

type View = 'lanes' | 'rss';

export default function AgencyPanel({ api, live, notify, t, user, branch }: PanelProps) {
  const admin = isAdmin(user);
  const [view, setView] = useState<View>('lanes');
  const [lanes, setLanes] = useState<Lane[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [serial, setSerial] = useState(0);
  const [editing, setEditing] = useState<Lane | 'new' | null>(null);
  const [forGuideline, setForGuideline] = useState<AgencyItem | null>(null);
  const [made, setMade] = useState<number | null>(null);
  // the items a guideline was just made from, marked on their cards without reloading the lanes
  const [used, setUsed] = useState<ReadonlyMap<number, number>>(new Map());
  const [guidelineId, setGuidelineId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const text = useDebounced(typed.trim());
  const rss = useRss(api);
  const reload = useCallback(() => setSerial((n) => n + 1), []);
  const tz = branch.timeZone;

  useEffect(() => {
    let on = true;
    setFailed(false);
    api.get<Lane[]>('/api/agency/lanes').then((l) => on && setLanes(l), () => on && setFailed(true));
    return () => {
      on = false;
    };
  }, [api, serial]);

  const created = (id: number) => {
    const itemId = forGuideline?.id;
    if (itemId != null) setUsed((m) => new Map(m).set(itemId, id));
    setForGuideline(null);
    notify.notify('success', t('guidelineCreated'));
    setMade(id);
  };

  return (
    <Area data-testid="agency-panel">
      <Toolbar $bar>
        {admin && (
          <Tabs<View> value={view} onChange={setView} testId="agency-tabs"
            items={[{ id: 'lanes', label: t('tabs.lanes') }, { id: 'rss', label: t('tabs.rss') }]} />
        )}
        {view === 'lanes' && (
          <>
            <label className="search">
              <VisuallyHidden>{t('search')}</VisuallyHidden>
              <Search value={typed} placeholder={t('search')} onChange={(e) => setTyped(e.target.value)} data-testid="agency-search" />
            </label>
            <Spacer />
            <Button $variant="primary" onClick={() => setEditing('new')} data-testid="agency-lane-new">{t('newLane')}</Button>
          </>
        )}
      </Toolbar>
      {made != null && (
        <Alert $tone="success" className="made" data-testid="agency-guideline-made">
          <span>{t('guidelineCreated')}</span>
          <Button $small onClick={() => setGuidelineId(made)} data-testid="agency-guideline-open">{t('openGuideline')}</Button>
          <IconButton label={t('close')} onClick={() => setMade(null)} data-testid="agency-guideline-made-close">✕</IconButton>
        </Alert>
      )}
      {view === 'rss' && admin ? (
        <RssAdmin api={api} live={live} notify={notify} t={t} timeZone={tz} />
      ) : text ? (
        <SearchResults text={text} api={api} t={t} timeZone={tz} used={used} onGuideline={setForGuideline} />
      ) : failed ? (
        <ErrorState title={t('loadFailed')} onRetry={reload} />
      ) : !lanes ? (
        <Loading />
      ) : (
        <Board lanes={lanes} api={api} live={live} t={t} timeZone={tz} used={used} onEdit={setEditing} onGuideline={setForGuideline} />
      )}
      {editing && (
        <LaneEditor lane={editing === 'new' ? null : editing} categories={rss.categories} feeds={rss.feeds} api={api} notify={notify} t={t}
          onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />
      )}
      {forGuideline && (
        <GuidelineDialog item={forGuideline} api={api} notify={notify} t={t} timeZone={tz} onClose={() => setForGuideline(null)} onCreated={created} />
      )}
      {guidelineId != null && (
        <DocumentDrawer origin="guideline" id={guidelineId} title={t('guideline')} unavailable={t('guidelineUnavailable')} closeLabel={t('close')}
          onClose={() => setGuidelineId(null)} />
      )}
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  .search { display: flex; }
  .made { margin: 8px 14px 0; display: flex; align-items: center; gap: 10px; }
  @media (max-width: 700px) {
    .search { flex: 1 1 100%; order: 5; }
    .search input { width: 100%; }
  }
`;
