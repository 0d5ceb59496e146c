/** A story loaded by id that follows its live changes (the viewer by id, the workspace's script pane). */
import { useEffect, useRef, useState } from 'react';
import type { ApiClient, LiveClient, LiveMessage, Notifier } from '@lauda/sdk/web';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import type { Story } from '../../common/types.js';

export function useLiveStory(storyId: number | null, api: ApiClient, live: LiveClient, notify: Notifier): { story: Story | null; failed: boolean } {
  const [story, setStory] = useState<Story | null>(null);
  const [failed, setFailed] = useState(false);
  const deps = useRef({ api, notify });
  deps.current = { api, notify };
  useEffect(() => {
    let active = true;
    setStory(null);
    setFailed(false);
    if (storyId === null) return;
    deps.current.api
      .get<Story>(`/api/stories/${storyId}`)
      .then((x) => active && setStory(x))
      .catch((e) => {
        if (!active) return;
        setFailed(true);
        deps.current.notify.error(e, 'loadFailed');
      });
    return () => {
      active = false;
    };
  }, [storyId]);
  useEffect(() => live.subscribe(RUNDOWN_TOPICS.stories, (m: LiveMessage) => {
    if (storyId === null) return;
    const data = m.data as Partial<Story> & { field?: string; newValue?: unknown; values?: { id: number; newValue: unknown }[] };
    // a PATCH of several stories (display status, approval…): id null, one value per story
    if (m.op === 'PATCH' && data?.field && Array.isArray(data.values)) {
      const hit = data.values.find((v) => Number(v.id) === storyId);
      if (hit) setStory((prev) => (prev ? { ...prev, [data.field!]: hit.newValue } : prev));
      return;
    }
    if (Number(m.id) !== storyId) return;
    if ((m.op === 'UPDATE' || m.op === 'CREATE') && typeof data.id === 'number') setStory((prev) => ({ ...(prev ?? {}), ...data } as Story));
    else if (m.op === 'PATCH' && data.field) setStory((prev) => (prev ? { ...prev, [data.field!]: data.newValue } : prev));
    else if (m.op === 'DELETE') setFailed(true);
  }), [live, storyId]);
  return { story, failed };
}
