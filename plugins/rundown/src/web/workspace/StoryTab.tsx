/** A story form's tab; if the form fails, the story's viewer stands in and the workspace answers the tab's keys. */
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { ErrorBoundary } from '@lauda/web-kit';
import type { Tab } from '../logic/tabs.js';
import type { Story } from '../../common/types.js';
import { StoryViewerById } from '../story/StoryViewer.js';
import { Button } from '@lauda/web-kit';

const StoryForm = lazy(() => import('../story/StoryForm.js'));

export function StoryTab({ tab, props, onClose, onDirty, onTitle, onFallback, onCreated }: {
  tab: Tab; props: PanelProps; onClose: () => void; onDirty: (d: boolean) => void; onTitle: (t: string) => void; onFallback: () => void; onCreated: (story: Story) => void;
}) {
  const fallback = (
    <div className="story-fallback">
      <StoryViewerById storyId={tab.storyId!} api={props.api} live={props.live} notify={props.notify} t={props.t} noDetach />
      <Button type="button" onClick={onClose}>×</Button>
    </div>
  );
  return (
    <StoryBody data-testid="story-tab" data-story-id={tab.storyId} data-new={tab.newStory ? 'true' : undefined}>
      <ErrorBoundary fallback={() => fallback} onError={(error, info) => {
        console.error('[lauda] story form failed', error, info.componentStack);
        onFallback();
      }}>
        <Suspense fallback={<div className="loading">…</div>}>
          <StoryForm
            storyId={tab.storyId!}
            rundownId={tab.rundownId!}
            api={props.api}
            live={props.live}
            user={props.user}
            notify={props.notify}
            t={props.t}
            onClose={onClose}
            onDirtyChange={onDirty}
            onTitleChange={onTitle}
            newPlace={tab.newStory}
            onCreated={onCreated}
          />
        </Suspense>
      </ErrorBoundary>
    </StoryBody>
  );
}

const StoryBody = styled.div`
  overflow: auto;
  padding: 0;
  .story-fallback { padding: 16px; display: flex; gap: 8px; align-items: flex-start; }
  .story-fallback > article { flex: 1; }
  .loading { padding: 24px; color: var(--lauda-muted); }
`;
