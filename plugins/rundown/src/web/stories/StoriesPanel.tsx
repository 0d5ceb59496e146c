/**
 * The stories area, "Matérias" (spec 000 §2): a fixed first tab with the list of stories across
 * rundowns and drawers, and one tab per story form opened from it. A row opens the story in the
 * document drawer (read-only, with Edit for who may write stories); "Nova matéria" puts a new story
 * in a program's drawer, for a producer to bring into the show, and opens its form.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Tabs, dateIn } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { RUNDOWN_ROLES as R } from '../../common/ids.js';
import type { StoryListItem } from '../../common/storiesArea.js';
import { DocumentDrawer } from '../story/DocumentDrawer.js';
import { loadPrograms, loadUsers, type Program, type UserOption } from '../lookups.js';
import { StoryList, type StoryFilter } from './StoryList.js';
import { NewStoryDialog } from './NewStoryDialog.js';

const StoryForm = lazy(() => import('../story/StoryForm.js'));

interface FormTab { key: string; storyId: number; rundownId: number; title: string; dirty: boolean }

export default function StoriesPanel(props: PanelProps) {
  const { api, user, t, notify, live } = props;
  const today = dateIn(Date.now());
  const [filter, setFilter] = useState<StoryFilter>({ from: today, to: today, programId: null, slug: '', state: '', ownerId: null });
  const [programs, setPrograms] = useState<Program[]>([]);
  const [users, setUsers] = useState<UserOption[]>([]);
  const [tabs, setTabs] = useState<FormTab[]>([]);
  const [active, setActive] = useState('list');
  const [viewing, setViewing] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const canWrite = user.support || user.roles.includes(R.storyWrite);
  useEffect(() => {
    void loadPrograms(api).then(setPrograms);
    void loadUsers(api).then(setUsers);
  }, [api]);

  const openForm = useCallback((storyId: number, rundownId: number | null, title: string) => {
    const key = `s${storyId}`;
    setTabs((ts) => (ts.some((x) => x.key === key) ? ts : [...ts, { key, storyId, rundownId: rundownId ?? 0, title, dirty: false }]));
    setActive(key);
    setViewing(null);
  }, []);
  const close = (key: string) => {
    setTabs((ts) => ts.filter((x) => x.key !== key));
    setActive('list');
  };
  const update = useCallback((key: string, change: Partial<FormTab>) =>
    setTabs((ts) => (ts.some((x) => x.key === key && Object.entries(change).some(([k, v]) => x[k as keyof FormTab] !== v))
      ? ts.map((x) => (x.key === key ? { ...x, ...change } : x))
      : ts)), []);

  return (
    <Area data-testid="stories-panel">
      <Tabs value={active} onChange={setActive} testId="stories-tabs"
        items={[{ id: 'list', label: t('storiesArea.title') }, ...tabs.map((x) => ({ id: x.key, label: `${x.title}${x.dirty ? ' *' : ''}` }))]} />
      <div hidden={active !== 'list'}>
        <StoryList api={api} live={live} notify={notify} t={t} programs={programs} users={users} filter={filter} setFilter={setFilter}
          onOpen={(s: StoryListItem) => setViewing(s.id)} onNew={() => setCreating(true)} canWrite={canWrite} />
      </div>
      {tabs.map((x) => (
        <div key={x.key} hidden={active !== x.key} role="tabpanel" aria-label={x.title} data-testid="stories-form-tab" data-story-id={x.storyId}>
          <Suspense fallback={<div className="loading">…</div>}>
            <StoryForm storyId={x.storyId} rundownId={x.rundownId} api={api} live={live} user={user} notify={notify} t={t}
              onClose={() => close(x.key)} onDirtyChange={(dirty) => update(x.key, { dirty })} onTitleChange={(title) => update(x.key, { title })} />
          </Suspense>
        </div>
      ))}
      {viewing !== null && (
        <DocumentDrawer origin="story" id={viewing} t={t} onClose={() => setViewing(null)}
          onEditStory={canWrite ? (id) => openForm(id, null, `#${id}`) : undefined} />
      )}
      {creating && (
        <NewStoryDialog api={api} notify={notify} t={t} programs={programs} programId={filter.programId}
          onClose={() => setCreating(false)}
          onCreated={(story) => { setCreating(false); openForm(story.id, null, story.slug ?? `#${story.id}`); }} />
      )}
    </Area>
  );
}

const Area = styled.div`
  .loading { padding: 24px; color: var(--lauda-muted); }
`;
