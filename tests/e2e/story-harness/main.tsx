/**
 * A stand-alone page for the rundown's story screens (development and the browser test), served next
 * to the shell: `/story-harness/index.html?story=<id>&rundown=<id>[&lang=en_US][&view=form|viewer|viewer-live|drafts|drawer]`.
 * The user signs in through the shell first (same origin, same session cookie). It gives the screens
 * what the shell gives a panel (api, live, user, notify, t) in a few lines each, and the slots the
 * shell's registry fills from the web parts of the rundown and devices plugins (the story's viewer
 * in the drawer, the credits chooser); the workspace is where the form normally lives.
 */
import { StrictMode, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Client, type IMessage } from '@stomp/stompjs';
import type { ApiClient, LiveClient, LiveMessage, Notifier, NoticeLevel, SlotHost, WebPluginDefinition, WebUser } from '@lauda/sdk/web';
import { DraftsRecovery, KitProvider, SlotHostProvider } from '@lauda/web-kit';
import { Container } from 'inversify';
import { PluginRegistry } from '../../../web-shell/src/registry/PluginRegistry.js';
import { slotHost } from '../../../web-shell/src/registry/slotHost.js';
import devicesWeb from '../../../plugins/devices/src/web/plugin.js';
import rundownWeb from '../../../plugins/rundown/src/web/plugin.js';
import { StoryForm } from '../../../plugins/rundown/src/web/story/StoryForm.js';
import { StoryViewer, StoryViewerById } from '../../../plugins/rundown/src/web/story/StoryViewer.js';
import type { Story } from '../../../plugins/rundown/src/common/types.js';
import { DocumentDrawer } from '../../../plugins/rundown/src/web/story/DocumentDrawer.js';

type Resources = Record<string, unknown>;
const params = new URLSearchParams(location.search);
const locale = params.get('lang') ?? 'pt_BR';
document.documentElement.lang = locale.replace('_', '-');

function lookup(res: Resources, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), res);
}
/** `t` in the namespace of a plugin: its strings in the page's language, else pt_BR. */
const translator = (def: WebPluginDefinition) => (key: string, options: Record<string, unknown> = {}): string => {
  const all = (def.i18n ?? {}) as Record<string, Resources>;
  const v = lookup(all[locale] ?? {}, key) ?? lookup(all.pt_BR ?? {}, key);
  if (typeof v !== 'string') return key;
  return v.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(options[name] ?? ''));
};
const t = translator(rundownWeb);
const registry = new PluginRegistry(Container);
for (const def of [rundownWeb, devicesWeb]) registry.register(def);
const translators = new Map([rundownWeb, devicesWeb].map((d) => [d.id, translator(d)]));

class HttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly details?: unknown) {
    super(message);
  }
}
async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = res.status === 204 ? '' : await res.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new HttpError(res.status, data?.code ?? `error.http${res.status}`, data?.message ?? res.statusText, data?.details);
  return data as T;
}
const api: ApiClient = {
  get: (p) => send('GET', p),
  post: (p, b) => send('POST', p, b),
  put: (p, b) => send('PUT', p, b),
  patch: (p, b) => send('PATCH', p, b),
  delete: (p) => send('DELETE', p),
};

function makeLive(): LiveClient & { stop(): void } {
  const subs = new Map<number, { topic: string; fn: (m: LiveMessage) => void; off?: () => void }>();
  let seq = 0;
  const client = new Client({
    brokerURL: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
    reconnectDelay: 2500,
    onConnect: () => {
      document.body.dataset.live = 'connected';
      for (const s of subs.values()) attach(s);
    },
    onWebSocketClose: () => {
      document.body.dataset.live = 'closed';
    },
  });
  const attach = (s: { topic: string; fn: (m: LiveMessage) => void; off?: () => void }) => {
    const sub = client.subscribe(`/topic/${s.topic}`, (f: IMessage) => {
      const msg = JSON.parse(f.body) as LiveMessage;
      // what arrived, for the browser test's failure reports
      const seen = ((window as unknown as { __laudaLive?: unknown[] }).__laudaLive ??= []);
      seen.push({ topic: s.topic, op: msg.op, id: msg.id });
      if (seen.length > 100) seen.shift();
      s.fn(msg);
    });
    s.off = () => sub.unsubscribe();
  };
  client.activate();
  return {
    subscribe(topic, fn) {
      const id = ++seq;
      const s = { topic, fn };
      subs.set(id, s);
      if (client.connected) attach(s);
      return () => {
        subs.delete(id);
        try {
          (s as { off?: () => void }).off?.();
        } catch {
          /* gone with the connection */
        }
      };
    },
    stop: () => void client.deactivate(),
  };
}

interface Notice {
  id: number;
  level: NoticeLevel;
  title: string;
  description?: string;
}

function Harness({ user }: { user: WebUser }) {
  const live = useMemo(() => makeLive(), []);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [dirty, setDirty] = useState(false);
  const [title, setTitle] = useState('');
  const [closed, setClosed] = useState(false);
  const push = useCallback((level: NoticeLevel, title: string, description?: string) => setNotices((n) => [...n.slice(-5), { id: Date.now() + Math.random(), level, title, description }]), []);
  const notify = useMemo<Notifier>(() => ({
    notify: (level, title, description) => push(level, title, description),
    error: (err, op) => {
      const e = err as { status?: number; code?: string; message?: string };
      const translated = e.code ? t(`errors.${e.code}`) : '';
      push('error', `${op ?? 'failed'} (${e.status ?? '?'})`, translated && translated !== `errors.${e.code}` ? translated : e.message);
    },
  }), [push]);
  const host = useMemo<SlotHost>(() => slotHost(registry, { api, live, user, notify, branch: { branchName: 'Harness', locale, timeZone: 'America/Sao_Paulo' } }, (ns) => translators.get(ns) ?? t), [live, notify, user]);
  const storyId = Number(params.get('story'));
  const rundownId = Number(params.get('rundown') ?? 0);
  const view = params.get('view') ?? 'form';
  // the socket lives as long as the page (StrictMode runs effects twice: no stop on unmount)
  return (
    <SlotHostProvider host={host}>
      <div style={{ padding: 16 }}>
        <div data-testid="harness" data-dirty={dirty ? 'true' : 'false'} data-title={title} style={{ display: 'flex', gap: 12, marginBottom: 10, fontSize: 12, color: 'var(--lauda-muted)' }}>
          <b>{user.nickname}</b>
          <span>tab: {title}{dirty ? ' *' : ''}</span>
        </div>
        <div style={{ position: 'fixed', top: 8, right: 8, zIndex: 2000, display: 'flex', flexDirection: 'column', gap: 6, width: 360 }}>
          {notices.map((n) => (
            <div key={n.id} data-testid="notice" data-level={n.level} onClick={() => setNotices((l) => l.filter((x) => x.id !== n.id))}
              style={{ padding: '8px 10px', background: '#fff', borderLeft: `4px solid var(--lauda-${n.level === 'error' ? 'danger' : n.level === 'info' ? 'primary' : n.level})`, boxShadow: '0 4px 12px rgba(0,0,0,.15)', fontSize: 13 }}>
              <b>{n.title}</b>{n.description ? <div>{n.description}</div> : null}
            </div>
          ))}
        </div>
        {closed && <p data-testid="harness-closed">closed</p>}
        {!closed && view === 'form' && (
          <StoryForm storyId={storyId} rundownId={rundownId} api={api} live={live} user={user} notify={notify} t={t}
            onClose={() => setClosed(true)} onDirtyChange={setDirty} onTitleChange={setTitle} />
        )}
        {view === 'viewer' && <ViewerView storyId={storyId} notify={notify} />}
        {view === 'viewer-live' && <StoryViewerById storyId={storyId} api={api} live={live} notify={notify} t={t} onEdit={() => undefined} onClose={() => undefined} />}
        {view === 'drafts' && <DraftsRecovery userId={user.id} onEdit={(d) => push('info', `edit ${d.section} ${d.uuid}`)} />}
        {view === 'drawer' && <DocumentDrawer origin="story" id={storyId} t={t} onClose={() => setClosed(true)} />}
      </div>
    </SlotHostProvider>
  );
}

/** The viewer with a story that can be taken away ("clear"), to see the detached window follow it. */
function ViewerView({ storyId, notify }: { storyId: number; notify: Notifier }) {
  const [story, setStory] = useState<Story | null>(null);
  useEffect(() => {
    api.get<Story>(`/api/stories/${storyId}`).then(setStory, (e) => notify.error(e, 'loadFailed'));
  }, [notify, storyId]);
  return (
    <>
      <p><button type="button" data-testid="harness-clear" onClick={() => setStory(null)}>clear</button></p>
      <StoryViewer story={story} api={api} notify={notify} t={t} onEdit={() => undefined} onClose={() => undefined} />
    </>
  );
}

const root = createRoot(document.getElementById('root')!);
api.get<WebUser>('/api/users/me').then(
  (user) => root.render(<StrictMode><KitProvider locale={locale as 'pt_BR'}><Harness user={user} /></KitProvider></StrictMode>),
  () => root.render(<p data-testid="harness-signed-out">Sign in first: <a href="/login?redirect=%2Fstory-harness%2Findex.html">/login</a></p>),
);
