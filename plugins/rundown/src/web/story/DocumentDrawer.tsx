/**
 * The read-only document viewer (spec 000 §2, 001 §2): a side drawer 640 px wide showing a guideline,
 * reportage, production or story according to its origin. Stories use the story viewer; the other
 * origins belong to plugins not written yet, so they are read from the API paths the spec names and
 * shown as their fields (an origin whose plugin is missing says so).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, LiveClient, Notifier } from '@lauda/sdk/web';
import { StoryViewerById } from './StoryViewer.js';
import { Muted, SidePanel, formatInstant, labelText } from './ui.js';

type T = (key: string, options?: Record<string, unknown>) => string;

/** Spec 001 §3 "Document origin". */
export const DOCUMENT_ORIGINS = ['guideline', 'reportage', 'production', 'story'] as const;
export type DocumentOrigin = (typeof DOCUMENT_ORIGINS)[number];
export const DRAWER_WIDTH = 640;

/** Where a document of another origin is read (resource names of the design notes). */
export const ORIGIN_PATHS: Record<Exclude<DocumentOrigin, 'story'>, (id: number | string) => string> = {
  guideline: (id) => `/api/assignments/${id}`,
  reportage: (id) => `/api/news_reports/${id}`,
  production: (id) => `/api/productions/${id}`,
};

export interface DocumentDrawerProps {
  origin: DocumentOrigin;
  id: number;
  api: ApiClient;
  live: LiveClient;
  notify: Notifier;
  t: T;
  onClose(): void;
  /** offers Edit on a story */
  onEditStory?(storyId: number): void;
}

export function DocumentDrawer({ origin, id, api, live, notify, t, onClose, onEditStory }: DocumentDrawerProps) {
  const s = (k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Drawer title={s(`drawer.origin.${origin}`)} width={DRAWER_WIDTH} testId="document-drawer" data-origin={origin} closeLabel={s('close')} closeTestId="document-drawer-close" onClose={onClose}>
      <div className="body">
        {origin === 'story' ? (
          <StoryViewerById storyId={id} api={api} live={live} notify={notify} t={t} noDetach onEdit={onEditStory ? (st) => onEditStory(st.id) : undefined} />
        ) : (
          <GenericDocument origin={origin} id={id} api={api} t={t} />
        )}
      </div>
    </Drawer>
  );
}

/** Field names not worth showing in the generic view. */
const HIDDEN = new Set(['id', 'uuid', 'version', 'deletedAt', 'branchId']);

function GenericDocument({ origin, id, api, t }: { origin: Exclude<DocumentOrigin, 'story'>; id: number; api: ApiClient; t: T }) {
  const s = (k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o);
  const [doc, setDoc] = useState<Record<string, unknown> | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  useEffect(() => {
    let active = true;
    setState('loading');
    api
      .get<Record<string, unknown>>(ORIGIN_PATHS[origin](id))
      .then((d) => {
        if (!active) return;
        setDoc(d);
        setState('ready');
      })
      .catch(() => active && setState('missing'));
    return () => {
      active = false;
    };
  }, [api, id, origin]);
  if (state === 'loading') return <Muted>{s('loading')}</Muted>;
  if (state === 'missing' || !doc) return <Muted data-testid="document-unavailable">{s('drawer.unavailable')}</Muted>;
  const entries = Object.entries(doc).filter(([k, v]) => !HIDDEN.has(k) && v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length));
  return (
    <dl className="generic">
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{typeof v === 'string' ? (/^\d{4}-\d{2}-\d{2}T/.test(v) ? formatInstant(v) : v) : typeof v === 'object' ? JSON.stringify(v, null, 1) : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Over the MOS plug-in panel when both are open. */
const Drawer = styled(SidePanel)`
  z-index: 900;
  > .body {
    flex: 1;
    overflow: auto;
  }
  .generic {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
    background: var(--lauda-surface);
    padding: 12px;
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
  }
  .generic dt {
    ${labelText}
  }
  .generic dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
