/**
 * The archive ("Arquivo", spec 000 §2): one tab per kind of document the user may read (rundowns,
 * reportages, guidelines), the days before today (the branch's), a program and a slug; each row
 * opens its document read-only in a drawer, and "Restaurar para hoje" copies it into today after a
 * confirmation, then opens the copy. Nothing here edits a document.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { DocumentDrawer, EmptyState, Tabs, dateIn } from '@lauda/web-kit';
import { VIEWER_ORIGIN, type ArchiveItem, type ArchiveProgram, type ArchiveType } from '../common/index.js';
import { ArchiveList } from './ArchiveList';
import { Filters } from './Filters';
import { RestoreDialog, type Opened } from './RestoreDialog';
import { RundownViewer } from './RundownViewer';
import { defaultFilter, readableTypes, type ArchiveFilter } from './model';
import { usePrograms } from './usePrograms';

interface Chosen { type: ArchiveType; item: ArchiveItem }

export default function ArchivePanel(props: PanelProps) {
  const { api, t, user, branch } = props;
  const types = useMemo(() => readableTypes(user), [user]);
  const [tab, setTab] = useState<ArchiveType | undefined>(types[0]);
  const today = dateIn(Date.now(), branch.timeZone);
  const [filter, setFilter] = useState<ArchiveFilter>(() => defaultFilter(today));
  const programs: ArchiveProgram[] = usePrograms(api);
  const [viewing, setViewing] = useState<Chosen | null>(null);
  const [restoring, setRestoring] = useState<Chosen | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);

  if (!tab) return <Area data-testid="archive-panel"><EmptyState title={t('noType.title')} text={t('noType.text')} /></Area>;
  const viewer = viewing && viewing.type !== 'rundowns' ? VIEWER_ORIGIN[viewing.type] : null;
  return (
    <Area data-testid="archive-panel">
      <Tabs<ArchiveType> value={tab} onChange={setTab} testId="archive-tabs" items={types.map((id) => ({ id, label: t(`tabs.${id}`) }))} />
      <div className="body" role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        <Filters t={t} today={today} programs={programs} filter={filter} onChange={setFilter} />
        <ArchiveList
          key={tab} {...props} type={tab} filter={filter} programs={programs}
          onView={(item) => setViewing({ type: tab, item })} onRestore={(item) => setRestoring({ type: tab, item })}
        />
      </div>
      {viewing?.type === 'rundowns' && (
        <RundownViewer {...props} id={viewing.item.id} programs={programs} onClose={() => setViewing(null)}
          onRestore={() => setRestoring(viewing)} />
      )}
      {viewing && viewer && (
        <DocumentDrawer origin={viewer} id={viewing.item.id} title={t(`viewer.${viewer}`)} unavailable={t('viewer.unavailable')} closeLabel={t('close')} onClose={() => setViewing(null)} />
      )}
      {restoring && (
        <RestoreDialog {...props} type={restoring.type} item={restoring.item} today={today} programs={programs}
          onClose={() => setRestoring(null)} onDone={(o) => { setRestoring(null); setViewing(null); setOpened(o); }} />
      )}
      {opened && (
        <DocumentDrawer origin={opened.origin} id={opened.id} title={t(`viewer.${opened.origin}`)} unavailable={t('viewer.unavailable')} closeLabel={t('close')} onClose={() => setOpened(null)} />
      )}
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  .body { flex: 1; overflow: auto; padding: 8px 14px 12px; }
`;
